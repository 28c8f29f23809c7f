import { type ThemeConfig } from 'antd';

/**
 * The assistant's Ant Design X components generate their styles at runtime. The app runs antd
 * in zero-runtime mode (its static stylesheet, decision 0056), and X reads that mode from antd's
 * context, but X ships no stylesheet of its own: under the app's theme its bubbles, sender and
 * prompts would render unstyled. The drawer's content switches the mode back off; the tokens
 * (the chosen colour, the component size) still come from the providers above it.
 */
export const X_STYLES_THEME: ThemeConfig = { zeroRuntime: false };
