import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { KeptPagesHost, LayoutThemeProvider } from '@/features/layout';
import { NoticeOutlet } from '@/features/notices';
import { type FormExtensions, FormExtensionsProvider } from '@/features/resources';
import { VersionPrompt } from '@/features/version';
import { ChineseControlNames } from '@/shared/ui/chineseControlNames';

import { appTheme } from './appTheme';
import { type CoreStore } from './configureAppStore';
import { formExtensions as appFormExtensions } from './formExtensionTable';

/**
 * Redux store, antd (zh_CN; its static styles, appTheme.ts; the chosen theme colour through
 * design tokens; its own English control names made Chinese), antd's App context, the one notice
 * outlet, the new-version prompt, the record dialogs' form extensions (the app's table,
 * src/app/formExtensionTable.ts) and the host of the kept tabs' pages (above the router, so a
 * navigation does not walk them).
 */
export function AppProviders({
  store,
  formExtensions = appFormExtensions,
  children,
}: {
  store: CoreStore;
  /** The app's unless given: a component test names the families whose rules it tests. */
  formExtensions?: FormExtensions;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={appTheme}>
        <LayoutThemeProvider>
          <AntApp>
            <ChineseControlNames />
            <NoticeOutlet />
            <VersionPrompt />
            <FormExtensionsProvider extensions={formExtensions}>
              <KeptPagesHost>{children}</KeptPagesHost>
            </FormExtensionsProvider>
          </AntApp>
        </LayoutThemeProvider>
      </ConfigProvider>
    </Provider>
  );
}
