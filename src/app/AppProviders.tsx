import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { NoticeOutlet } from '@/features/notices';

import { type AppStore } from './store';

export const THEME_COLOR = '#1e6ceb';

export const baseTheme: ThemeConfig = {
  token: { colorPrimary: THEME_COLOR, borderRadius: 6 },
};

/** Redux store, antd (zh_CN, theme colour), antd's App context and the one notice outlet. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={baseTheme}>
        <AntApp>
          <NoticeOutlet />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
