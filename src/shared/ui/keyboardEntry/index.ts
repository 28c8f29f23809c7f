export { focusNextField, focusStop, ownsEnter } from './formControls';
export { useKeyboardEntry } from './useKeyboardEntry';
