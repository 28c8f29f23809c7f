import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { KeptPagesHost, LayoutThemeProvider } from '@/features/layout';
import { NoticeOutlet } from '@/features/notices';
import { VersionPrompt } from '@/features/version';

import { type CoreStore } from './configureAppStore';
import { baseTheme } from './theme';

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
