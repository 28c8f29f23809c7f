export { EVERY_ENTRY_ATTRIBUTE } from './enterStops';
export { firstRequiredToFill, focusNextField, focusStop, ownsEnter } from './formControls';
export { useKeyboardEntry } from './useKeyboardEntry';
