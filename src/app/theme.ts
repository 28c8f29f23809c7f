import { type ThemeConfig } from 'antd';

import { themeColorTokens } from '@/features/layout';
import { THEME_COLOR } from '@/shared/constants';

export const baseTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOR,
    borderRadius: 6,
    // antd's placeholder grey (25% black) reads at 1.6:1; a select's placeholder is real text
    // for screen readers and old clinic monitors alike, so it gets WCAG AA's 4.5:1.
    colorTextPlaceholder: '#767676',
    // The same for antd's tertiary grey (45% black, 3.5:1), which it uses for described text: a
    // form item's extra line, a textarea's count, secondary typography. #666 holds 4.5:1 on the
    // light greys of table headers and tags too.
    colorTextTertiary: '#666666',
    colorTextDescription: '#666666',
  },
};

/**
 * The hydrated sign-in page's one theme: the base with the default colour's tokens, which the
 * app sets through a second ConfigProvider (LayoutThemeProvider). The page is hydrated only in
 * the default colour (signInHydrationData), so one provider gives the same tokens and writes
 * one set of token variables into the page instead of two.
 */
export const signInTheme: ThemeConfig = {
  token: { ...baseTheme.token, ...themeColorTokens(THEME_COLOR) },
};
