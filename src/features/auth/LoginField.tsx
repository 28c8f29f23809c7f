import { type ReactNode } from 'react';

import { LOGIN_FORM_NAME } from './loginCopy';

export type LoginFieldName = 'account' | 'password' | 'captcha';

/**
 * One row of the sign-in form: its control and, under it, the field's validation message. The
 * form's items are LoginFormItem (antd's `noStyle` item): antd's own item lays itself out with
 * the grid (Row/Col), whose styles were most of the build's sign-in page, and this box needs
 * two rules of CSS. The message takes the id antd points the input's aria-describedby at.
 */
export function LoginField({
  name,
  error,
  className,
  children,
}: {
  name?: LoginFieldName;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `gw-login-field ${className}` : 'gw-login-field'}>
      {children}
      {name && error && (
        <div id={`${LOGIN_FORM_NAME}_${name}_help`} className="gw-login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
