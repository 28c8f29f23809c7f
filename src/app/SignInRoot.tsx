import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';

import { LoginPage, type LoginPageProps } from '@/features/auth';
import { PendingNoticeOutlet } from '@/features/notices';
import { VersionPrompt } from '@/features/version';

import { type CoreStore } from './configureAppStore';
import { signInTheme } from './theme';

/**
 * The sign-in page's whole React tree when the browser hydrates the build's markup (main.tsx)
 * and when the build renders it (scripts/prerender/signInMarkup.tsx): one tree, so both give
 * the same markup. No router and no antd `App`: after the sign-in, the app's tree (AppRoot)
 * is rendered into the same root: hydrate, never replace (the sign-in route's budget).
 */
export function SignInRoot({
  store,
  page,
  onMounted,
}: {
  store: CoreStore;
  page: LoginPageProps;
  /** Called once the tree has committed (after hydration, when hydrating). */
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <Provider store={store}>
        <ConfigProvider locale={zhCN} theme={signInTheme}>
          <PendingNoticeOutlet />
          <VersionPrompt />
          <LoginPage {...page} />
        </ConfigProvider>
      </Provider>
    </StrictMode>
  );
}
