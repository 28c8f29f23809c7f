import { App } from 'antd';
import { useCallback } from 'react';

import { useAppDispatch } from '@/shared/hooks/storeHooks';

import { logoutConfirmed } from './authEvents';

export const LOGOUT_CONFIRM_TEXT = '确定退出系统吗？';

/** Asks 确定退出系统吗？ (spec 5); cancel does nothing, confirm hands over to the logout saga. */
export const useLogoutConfirm = (): (() => void) => {
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  return useCallback(() => {
    void modal.confirm({
      title: '提示',
      content: LOGOUT_CONFIRM_TEXT,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        dispatch(logoutConfirmed());
      },
    });
  }, [modal, dispatch]);
};
