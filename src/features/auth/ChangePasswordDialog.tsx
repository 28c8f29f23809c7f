import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';

import { useChangePasswordMutation } from '@/services/auth/authEndpoints';
import { isApiError } from '@/services/http/apiError';
import { depositSecret } from '@/services/session/secretVault';
import { useAppSelector } from '@/shared/hooks/storeHooks';
import { PASSWORD_HINT_MESSAGE } from '@/shared/password';
import { DraggableDialog } from '@/shared/ui/DraggableDialog';

import { confirmPasswordRules, newPasswordRules, oldPasswordRules } from './changePasswordRules';
import { PasswordItem } from './PasswordItem';
import { selectSessionUser } from './sessionSlice';
import { useLogoutConfirm } from './useLogoutConfirm';

/** The form of spec 3: the read-only identity fields plus the three passwords. */
interface ChangePasswordValues {
  hospName: string;
  userName: string;
  userAccount: string;
  password: string;
  newPassword: string;
  confirmPwd: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  /** False when the user must change the password first (first login, expired, weak). */
  closable: boolean;
  onClose: () => void;
}

const SAVE_FAILED = '密码修改失败，请稍后重试';

const forcedReason = (user: {
  IsFirstLogin: boolean;
  IsPasswordExpired: boolean;
  IsStrongPassword: boolean;
}): string | null => {
  if (user.IsFirstLogin) return '首次登录，请先修改初始密码。';
  if (user.IsPasswordExpired) return '您的密码已过期，请修改密码后继续使用。';
  if (!user.IsStrongPassword) return '您的密码强度不足，请修改为符合要求的密码后继续使用。';
  return null;
};

/**
 * 修改密码 (spec 2.5). The passwords leave the form only as vault ids; success is handled by the
 * logout saga (message, then sign in again). A failed save keeps what the user typed.
 */
export default function ChangePasswordDialog({
  open,
  closable,
  onClose,
}: ChangePasswordDialogProps) {
  const user = useAppSelector(selectSessionUser);
  const [form] = Form.useForm<ChangePasswordValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const confirmLogout = useLogoutConfirm();

  if (!user) return null;
  const reason = closable ? null : forcedReason(user);

  const save = async () => {
    let values: ChangePasswordValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setFailure(null);
    try {
      await changePassword({
        account: user.UserAcc,
        oldPasswordRef: depositSecret(values.password),
        newPasswordRef: depositSecret(values.newPassword),
      }).unwrap();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : SAVE_FAILED);
    }
  };

  const footer = [
    <Button key="save" type="primary" loading={isLoading} onClick={() => void save()}>
      保存
    </Button>,
    <Button key="logout" onClick={confirmLogout}>
      退出系统
    </Button>,
    ...(closable
      ? [
          <Button key="close" onClick={onClose}>
            关闭
          </Button>,
        ]
      : []),
  ];

  return (
    <DraggableDialog
      open={open}
      title="修改密码"
      width={520}
      footer={footer}
      closable={closable}
      keyboard={closable}
      mask={{ closable: false }}
      onCancel={closable ? onClose : undefined}
      destroyOnHidden
    >
      {reason && <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} />}
      <Form<ChangePasswordValues>
        form={form}
        name="changePassword"
        labelCol={{ flex: '92px' }}
        labelAlign="right"
        autoComplete="off"
        initialValues={{
          hospName: user.HospitalName,
          userName: user.UserName,
          userAccount: user.UserAcc,
          password: '',
          newPassword: '',
          confirmPwd: '',
        }}
      >
        <Form.Item label="所属机构" name="hospName">
          <Input readOnly variant="filled" />
        </Form.Item>
        <Form.Item label="姓名" name="userName">
          <Input readOnly variant="filled" />
        </Form.Item>
        <Form.Item label="账号" name="userAccount">
          <Input readOnly variant="filled" autoComplete="username" />
        </Form.Item>
        <PasswordItem
          label="旧密码"
          name="password"
          rules={oldPasswordRules}
          validateTrigger="onBlur"
          input={{ placeholder: '请输入旧密码', autoComplete: 'current-password', maxLength: 64 }}
        />
        <PasswordItem
          label="新密码"
          name="newPassword"
          rules={newPasswordRules}
          dependencies={['password']}
          extra={PASSWORD_HINT_MESSAGE}
          input={{ placeholder: '请输入新密码', autoComplete: 'new-password', maxLength: 16 }}
        />
        <PasswordItem
          label="确认密码"
          name="confirmPwd"
          rules={confirmPasswordRules}
          dependencies={['newPassword']}
          input={{ placeholder: '请再次输入新密码', autoComplete: 'new-password', maxLength: 16 }}
        />
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </DraggableDialog>
  );
}
