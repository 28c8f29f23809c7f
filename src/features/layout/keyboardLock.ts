/**
 * The keyboard lock of spec 6, as plain DOM code: F12 and the developer-tool shortcuts are
 * swallowed, and a debugger statement runs on a timer so open developer tools keep pausing.
 * It guards the screen against casual copying of residents' records; it is not security.
 */
export const DEBUGGER_TRAP_MS = 1000;

/** F12, Ctrl+Shift+I/J/C, Ctrl+U (and the Mac's ⌘⌥I/J/C, ⌘U). */
export const isDevToolsShortcut = (
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean => {
  const key = event.key.toUpperCase();
  if (key === 'F12') return true;
  const command = event.ctrlKey || event.metaKey;
  if (command && (event.shiftKey || event.altKey) && ['I', 'J', 'C'].includes(key)) return true;
  return command && key === 'U';
};

/** Whether the lock applies: the deployment switched it on and the user is not the service account. */
export const keyboardLockApplies = (
  enabled: boolean,
  account: string | null | undefined,
  serviceAccount: string,
): boolean =>
  enabled &&
  !!account &&
  (serviceAccount === '' || account.toLowerCase() !== serviceAccount.toLowerCase());

/** Starts the lock; the returned function stops it (listener and timer). */
export const startKeyboardLock = (target: Window = window): (() => void) => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isDevToolsShortcut(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('keydown', onKeyDown, { capture: true });
  const timer = target.setInterval(() => {
    // eslint-disable-next-line no-debugger -- the trap of spec 6: pauses whenever developer tools are open
    debugger;
  }, DEBUGGER_TRAP_MS);
  return () => {
    target.removeEventListener('keydown', onKeyDown, { capture: true });
    target.clearInterval(timer);
  };
};
