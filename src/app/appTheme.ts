// antd's static stylesheet: every component's styles, theme values as CSS variables. Imported
// here, in the app's chunk and not the sign-in page's, whose prerendered markup carries the
// few styles it needs (scripts/prerender/signInMarkup.tsx).
import 'antd/dist/antd.css';

import { type ThemeConfig } from 'antd';

import { baseTheme } from './theme';

/**
 * The signed-in app's theme: the base, in antd's zero-runtime mode. No component generates or
 * inserts its styles while it renders (the stylesheet above holds them); the theme's tokens
 * still reach them, as the CSS variables each ConfigProvider writes. The build puts the
 * stylesheet first in <head> (scripts/webpack/antdStaticStyles.ts). Decision 0056.
 */
export const appTheme: ThemeConfig = { ...baseTheme, zeroRuntime: true };
