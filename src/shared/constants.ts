/**
 * Fixed numbers and strings of spec section 9, named so that a layout or timing change is made
 * once. Durations are in milliseconds, sizes in CSS pixels.
 */

export const THEME_COLOR = '#1e6ceb';
/** Background of the highlighted (current) table row. */
export const TABLE_HIGHLIGHT_COLOR = '#64b5f6';

export const DIALOG_MIN_WIDTH = 400;
export const DIALOG_MIN_HEIGHT = 300;
/** How long a clicked button stays locked, so a double click cannot submit twice. */
export const ANTI_DOUBLE_CLICK_MS = 3000;
/** Space kept below a table when its height is fitted to the window. */
export const TABLE_BOTTOM_OFFSET = 55;
/** The main area is the container height minus this. */
export const MAIN_HEIGHT_OFFSET = 86;
export const TAB_SCROLL_PADDING = 4;
export const SETTINGS_BUTTON_TOP = 250;
export const CONTEXT_MENU_WIDTH = 105;

export const ERROR_TOAST_MS = 3000;
/** The card reader is a local service; if it has not answered by then, it is not running. */
export const READER_TIMEOUT_MS = 5000;
export const READER_TOAST_MS = 5000;
export const COPY_TOAST_MS = 3000;

/** Widths strictly below this use the mobile layout. */
export const MOBILE_BREAKPOINT = 992;

export const WATERMARK = {
  width: 320,
  height: 130,
  rotateDegrees: -20,
  fontSizePx: 14,
  opacity: 0.15,
} as const;

export const SUGGESTED_QUESTIONS_PAGE_SIZE = 5;
/** Large enough (int32 max minus one) that the whole history arrives as one page. */
export const HISTORY_PAGE_SIZE = 2147483646;
/** The history panel's slide-down; its list is cleared only after it, so nothing jumps. */
export const HISTORY_CLOSE_MS = 500;
/** After a stop, streaming returns to idle this much later, once the aborted read settles. */
export const STOP_DELAY_MS = 100;

/** Port of the hardware driver's WebSocket on the user's own machine (ws://localhost). */
export const HARDWARE_SOCKET_PORT = 16226;

export const DEFAULT_LOADING_TEXT = '加载中....';
