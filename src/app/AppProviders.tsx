import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { KeptPagesHost, LayoutThemeProvider } from '@/features/layout';
import { NoticeOutlet } from '@/features/notices';
import { VersionPrompt } from '@/features/version';

import { type CoreStore } from './configureAppStore';

export const THEME_COLOR = '#1e6ceb';

export const baseTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOR,
    borderRadius: 6,
    // antd's placeholder grey (25% black) reads at 1.6:1; a select's placeholder is real text
    // for screen readers and old clinic monitors alike, so it gets WCAG AA's 4.5:1.
    colorTextPlaceholder: '#767676',
  },
};

/**
 * Redux store, antd (zh_CN; the chosen theme colour through design tokens), antd's App context,
 * the one notice outlet, the new-version prompt, and the host of the kept tabs' pages (above the
 * router, so a navigation does not walk them).
 */
export function AppProviders({ store, children }: { store: CoreStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={baseTheme}>
        <LayoutThemeProvider>
          <AntApp>
            <NoticeOutlet />
            <VersionPrompt />
            <KeptPagesHost>{children}</KeptPagesHost>
          </AntApp>
        </LayoutThemeProvider>
      </ConfigProvider>
    </Provider>
  );
}
