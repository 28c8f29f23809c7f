/**
 * The pause after the last key before a typed field is checked (antd's `validateDebounce`), and
 * the fields that depend on it (`usePausedDependentChecks`). A value half typed (the 1 of 152) is
 * not judged, the check runs once per value rather than once per key, and the keystroke's own
 * frame shows the digit and the live prompts first. 保存 checks every field at once, whatever
 * the pause.
 */
export const TYPING_PAUSE_MS = 300;
