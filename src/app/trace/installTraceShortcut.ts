import { isTraceExportShortcut, traceExportRequested } from '@/features/trace';

import { type CoreStore } from '../configureAppStore';

/**
 * Ctrl+Alt+L exports the log. The listener sits on the window, outside React, so it still
 * works when a page has crashed and the shell shows its error boundary.
 */
export const installTraceShortcut = (store: CoreStore): (() => void) => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isTraceExportShortcut(event) || event.repeat) return;
    event.preventDefault();
    store.dispatch(traceExportRequested({ format: 'log', via: 'shortcut' }));
  };
  window.addEventListener('keydown', onKeyDown, { capture: true });
  return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
};
