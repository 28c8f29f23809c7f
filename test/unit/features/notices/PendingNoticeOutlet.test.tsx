import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';

import { makeStore } from '@/app/store';
import { noticeRaised, PendingNoticeOutlet, selectPendingNotices } from '@/features/notices';

describe('PendingNoticeOutlet (the hydrated sign-in page)', () => {
  it('loads nothing until a notice is queued, then shows it as antd shows it and again later', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <ConfigProvider>
          <p>登录页</p>
          <PendingNoticeOutlet />
        </ConfigProvider>
      </Provider>,
    );
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(document.querySelector('.ant-message')).toBeNull();

    act(() => {
      store.dispatch(
        noticeRaised({ kind: 'error', style: 'toast', text: '网络异常', duration: 3 }),
      );
    });
    expect(await screen.findByText('网络异常', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(selectPendingNotices(store.getState())).toEqual([]);

    act(() => {
      store.dispatch(
        noticeRaised({ kind: 'warning', style: 'box', text: '账号已锁定', duration: 3 }),
      );
    });
    expect(await screen.findByText('账号已锁定', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /确\s*定/ })).toBeInTheDocument();
  }, 30_000);
});
