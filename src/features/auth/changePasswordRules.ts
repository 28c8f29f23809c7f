import { type FormRule } from 'antd';

import {
  hasRunOrRepeat,
  isStrongPassword,
  PASSWORD_HINT_MESSAGE,
  PASSWORD_RULE_MESSAGE,
} from '@/shared/password';

/** The change-password form's rules (spec 2.5 and 5), shared by the dialog and its tests. */
export const CHANGE_PASSWORD_MESSAGES = {
  oldRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入的密码不一致',
  sameAsOld: '新密码不能与旧密码相同',
} as const;

export const oldPasswordRules: FormRule[] = [
  { required: true, message: CHANGE_PASSWORD_MESSAGES.oldRequired },
];

/** Spec 5 only hints at the run/repeat rule; we enforce it, since the hint promises it. */
export const newPasswordRules: FormRule[] = [
  { required: true, message: CHANGE_PASSWORD_MESSAGES.newRequired },
  {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value === '' || isStrongPassword(value)
        ? Promise.resolve()
        : Promise.reject(new Error(PASSWORD_RULE_MESSAGE)),
  },
  {
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && hasRunOrRepeat(value)
        ? Promise.reject(new Error(PASSWORD_HINT_MESSAGE))
        : Promise.resolve(),
  },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value !== '' && value === getFieldValue('password')
        ? Promise.reject(new Error(CHANGE_PASSWORD_MESSAGES.sameAsOld))
        : Promise.resolve(),
  }),
];

export const confirmPasswordRules: FormRule[] = [
  { required: true, message: CHANGE_PASSWORD_MESSAGES.confirmRequired },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue('newPassword')
        ? Promise.resolve()
        : Promise.reject(new Error(CHANGE_PASSWORD_MESSAGES.mismatch)),
  }),
];
