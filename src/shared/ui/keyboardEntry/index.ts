export { focusNextField } from './formControls';
export { CLEAR_LABEL, useKeyboardEntry } from './useKeyboardEntry';
