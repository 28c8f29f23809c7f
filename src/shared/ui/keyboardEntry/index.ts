export { focusNextField, focusStop, ownsEnter } from './formControls';
export { CLEAR_LABEL, useKeyboardEntry } from './useKeyboardEntry';
