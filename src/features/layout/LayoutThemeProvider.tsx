import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useMemo } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { selectComponentSize } from './appSlice';
import { selectThemeColor } from './settingsSlice';

/** The tokens the chosen colour sets over the app's base theme. */
export const themeColorTokens = (colorPrimary: string) => ({
  colorPrimary,
  colorLink: colorPrimary,
  colorInfo: colorPrimary,
});

/**
 * The chosen theme colour and component size, applied through antd's design tokens: a nested
 * ConfigProvider merges them over the app's base theme, so every component (the sign-in page,
 * dialogs and messages included) recolours at once, with no stylesheet to download.
 */
export function LayoutThemeProvider({ children }: { children: ReactNode }) {
  const colorPrimary = useAppSelector(selectThemeColor);
  const size = useAppSelector(selectComponentSize);
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      token: themeColorTokens(colorPrimary),
      components: {
        Menu: { collapsedWidth: 64, darkItemBg: '#001529', darkSubMenuItemBg: '#000c17' },
      },
    }),
    [colorPrimary],
  );
  return (
    <ConfigProvider theme={themeConfig} componentSize={size}>
      {children}
    </ConfigProvider>
  );
}
