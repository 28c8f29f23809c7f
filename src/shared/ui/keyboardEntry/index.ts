export { focusNextField } from './formControls';
export { useKeyboardEntry } from './useKeyboardEntry';
