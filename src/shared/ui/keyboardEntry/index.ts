export { CLEAR_LABEL, useKeyboardEntry } from './useKeyboardEntry';
