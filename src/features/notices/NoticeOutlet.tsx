import { App } from 'antd';
import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { noticeShown, selectPendingNotices } from './noticesSlice';

const BOX_TITLES = { error: '错误', warning: '提示', success: '成功', info: '提示' } as const;

/**
 * The one place that turns queued notices into antd messages and boxes, through App.useApp()
 * so they follow the theme (antd's static `message` cannot read it).
 */
export function NoticeOutlet() {
  const { message, modal } = App.useApp();
  const notices = useAppSelector(selectPendingNotices);
  const dispatch = useAppDispatch();

  useEffect(() => {
    for (const notice of notices) {
      if (notice.style === 'box') {
        modal[notice.kind]({
          title: BOX_TITLES[notice.kind],
          content: notice.text,
          okText: '确定',
        });
      } else {
        void message.open({ type: notice.kind, content: notice.text, duration: notice.duration });
      }
      dispatch(noticeShown({ id: notice.id }));
    }
  }, [notices, message, modal, dispatch]);

  return null;
}
