import * as constants from '@/shared/constants';

// The numbers are part of the spec (section 9); a change here should be a deliberate one.
it('matches spec section 9', () => {
  expect(constants).toMatchObject({
    THEME_COLOR: '#1e6ceb',
    TABLE_HIGHLIGHT_COLOR: '#64b5f6',
    DIALOG_MIN_WIDTH: 400,
    DIALOG_MIN_HEIGHT: 300,
    ANTI_DOUBLE_CLICK_MS: 3000,
    TABLE_BOTTOM_OFFSET: 55,
    MAIN_HEIGHT_OFFSET: 86,
    TAB_SCROLL_PADDING: 4,
    SETTINGS_BUTTON_TOP: 250,
    CONTEXT_MENU_WIDTH: 105,
    ERROR_TOAST_MS: 3000,
    READER_TIMEOUT_MS: 5000,
    READER_TOAST_MS: 5000,
    COPY_TOAST_MS: 3000,
    MOBILE_BREAKPOINT: 992,
    WATERMARK: { width: 320, height: 130, rotateDegrees: -20, fontSizePx: 14, opacity: 0.15 },
    SUGGESTED_QUESTIONS_PAGE_SIZE: 5,
    HISTORY_PAGE_SIZE: 2147483646,
    HISTORY_CLOSE_MS: 500,
    STOP_DELAY_MS: 100,
    HARDWARE_SOCKET_PORT: 16226,
    DEFAULT_LOADING_TEXT: '加载中....',
  });
});
