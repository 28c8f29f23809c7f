import { SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { type InputRef } from 'antd';
// By file: antd's Input index brings TextArea, Search, OTP and Group (webpack.config.ts).
import Input from 'antd/lib/input/Input';
import { type ReactNode, type Ref } from 'react';

import { LOGIN_PLACEHOLDERS } from './loginCopy';
import { LoginFormItem } from './LoginFormItem';

interface TextField {
  icon: ReactNode;
  label: string;
  /** The message when the field is blank or spaces only. */
  required: string;
  autoComplete: string;
  maxLength: number;
}

const TEXT_FIELDS: Record<'account' | 'captcha', TextField> = {
  account: {
    icon: <UserOutlined />,
    label: '账号',
    required: '请输入账号',
    autoComplete: 'username',
    maxLength: 64,
  },
  captcha: {
    icon: <SafetyCertificateOutlined />,
    label: '验证码',
    required: '请输入验证码',
    autoComplete: 'off',
    maxLength: 4,
  },
};

/** The sign-in form's text fields (account, captcha): required, blank and spaces refused. */
export function LoginTextInput({
  name,
  ref,
}: {
  name: keyof typeof TEXT_FIELDS;
  ref: Ref<InputRef>;
}) {
  const field = TEXT_FIELDS[name];
  return (
    <LoginFormItem
      name={name}
      rules={[{ required: true, whitespace: true, message: field.required }]}
    >
      <Input
        ref={ref}
        prefix={field.icon}
        placeholder={LOGIN_PLACEHOLDERS[name]}
        autoComplete={field.autoComplete}
        aria-label={field.label}
        maxLength={field.maxLength}
      />
    </LoginFormItem>
  );
}
