import { App } from 'antd';

import { NoticeOutlet } from './NoticeOutlet';

/**
 * The notice outlet with an antd `App` of its own (no element of its own), for a tree without
 * one: the hydrated sign-in page (PendingNoticeOutlet).
 */
export default function NoticeOutletWithApp() {
  return (
    <App component={false}>
      <NoticeOutlet />
    </App>
  );
}
