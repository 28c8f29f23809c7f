import './LoginPage.css';

import { LockOutlined } from '@ant-design/icons';
import { Button, type CheckboxRef, Flex, type InputRef } from 'antd';
// By file, not `Input.Password`, `Checkbox` and `Form`: their indexes' statics (TextArea,
// Search, OTP, Checkbox.Group, Form.Item with its label's Tooltip) would come along
// (webpack.config.ts, antdFileImports).
import Checkbox from 'antd/lib/checkbox/Checkbox';
import Form, { useForm } from 'antd/lib/form/Form';
import Password from 'antd/lib/input/Password';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { useSignInMutation } from '@/services/auth/authEndpoints';
import { newCaptchaGuid } from '@/services/auth/captchaUrl';
import { useSystemRunParamsQuery } from '@/services/auth/systemEndpoints';
import { getRuntimeConfig } from '@/services/config/runtimeConfig';
import { isApiError } from '@/services/http/apiError';
import { type EndNotice } from '@/services/session/endNotice';
import { depositSecret } from '@/services/session/secretVault';

import { CaptchaImage } from './CaptchaImage';
import { type FieldErrors, errorsOf } from './fieldErrors';
import { LoginBrand, LoginHead } from './LoginBrand';
import { LOGIN_FORM_NAME, LOGIN_PLACEHOLDERS } from './loginCopy';
import { LoginField } from './LoginField';
import { LoginFormItem } from './LoginFormItem';
import { type LoginLoaderData } from './loginLoaderData';
import { safeRedirect } from './loginRedirect';
import { LoginTextInput } from './LoginTextInput';
import { productTitle } from './productTitle';
import { initialCaptchaGuid, releaseHandedOffCaptcha, takeSubmitRequested } from './signInHandoff';
import { useDocumentTitle } from './useDocumentTitle';
import { useHydrated } from './useHydrated';

interface LoginFormValues {
  account: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export interface LoginPageProps {
  /** What the page reads from this browser's storage (remembered account, end notice). */
  data: LoginLoaderData;
  /** The `?redirect=` of the address: where a sign-in goes (made safe here). */
  redirect: string | null;
  /**
   * Goes to `path` once signed in. The page stays busy until it resolves: the router's
   * navigation, or on the router-less sign-in page the shell's code and first loader.
   */
  onSignedIn: (path: string) => Promise<void>;
  /** True while the router is navigating away from this page. */
  navigating?: boolean;
  /** Starts loading the next page's code while the user types (performance budget). */
  warmUp?: () => void;
  /** Resolves when a sign-in may start (the browser's flows run; main.tsx). */
  beforeSignIn?: () => Promise<void>;
}

const SIGN_IN_FAILED = '登录失败，请稍后重试';

/**
 * The same for every visit, so the build's markup and the browser's first render agree; the
 * remembered account and whatever was typed before hydration come in right after (below).
 */
const EMPTY_VALUES: LoginFormValues = { account: '', password: '', captcha: '', remember: false };

/** The field the user starts in: the password when the account is remembered. */
const firstField = (values: LoginFormValues): 'account' | 'password' =>
  values.account === '' ? 'account' : 'password';

/**
 * /login (spec 2.1 and 5): account, password and captcha, with 记住账号. It knows no router: the
 * hydrated sign-in page has none in its code (the sign-in route's budget), the router's /login
 * route passes the same props from its loader and navigation (RoutedLoginPage).
 */
export function LoginPage({
  data: { rememberedAccount, endNotice },
  redirect,
  onSignedIn,
  navigating = false,
  warmUp,
  beforeSignIn,
}: LoginPageProps) {
  const [form] = useForm<LoginFormValues>();
  const accountInput = useRef<InputRef>(null);
  const passwordInput = useRef<InputRef>(null);
  const captchaInput = useRef<InputRef>(null);
  const rememberBox = useRef<CheckboxRef>(null);
  const warmedUp = useRef(false);
  const [captchaGuid, setCaptchaGuid] = useState(() => initialCaptchaGuid(newCaptchaGuid));
  useEffect(releaseHandedOffCaptcha, []);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [signIn, { isLoading }] = useSignInMutation();
  const { data: runParams } = useSystemRunParamsQuery();
  const hydrated = useHydrated();
  // Whether this page adopted the build's markup: then its inputs may already hold text.
  const adoptedMarkup = useRef(!hydrated);

  const title = productTitle(runParams?.systemName);
  // The build knows no deployment's support phone; it appears once the page is hydrated.
  const supportPhone = hydrated ? getRuntimeConfig().supportPhone : '';
  useDocumentTitle('登录', title);

  // Before the first paint of React's own: an adopted page keeps what its inputs hold (typed
  // before hydration, or the remembered account the page's script filled in); a page rendered
  // from scratch starts from the remembered account. Then the user's field gets the focus,
  // unless the user is already in one.
  useLayoutEffect(() => {
    const values: LoginFormValues = adoptedMarkup.current
      ? {
          account: accountInput.current?.input?.value ?? '',
          password: passwordInput.current?.input?.value ?? '',
          captcha: captchaInput.current?.input?.value ?? '',
          remember: rememberBox.current?.input?.checked ?? false,
        }
      : { ...EMPTY_VALUES, account: rememberedAccount, remember: rememberedAccount !== '' };
    form.setFieldsValue(values);
    // Enter pressed before hydration: the page's script held that submit for the app.
    if (adoptedMarkup.current && takeSubmitRequested()) form.submit();
    const active = document.activeElement;
    if (active === null || active === document.body) {
      (firstField(values) === 'account' ? accountInput : passwordInput).current?.focus();
    }
  }, [form, rememberedAccount]);

  const refreshCaptcha = useCallback(() => setCaptchaGuid(newCaptchaGuid()), []);

  const startWarmUp = () => {
    if (warmedUp.current) return;
    warmedUp.current = true;
    warmUp?.();
  };

  const onFinish = async (values: LoginFormValues) => {
    setFailure(null);
    try {
      await beforeSignIn?.();
      await signIn({
        account: values.account.trim(),
        passwordRef: depositSecret(values.password),
        verifyCode: `${captchaGuid}${values.captcha.trim()}`,
        remember: values.remember,
      }).unwrap();
      setLeaving(true);
      try {
        await onSignedIn(safeRedirect(redirect));
      } finally {
        // Still here when the way on led back to this page (the session ended meanwhile).
        setLeaving(false);
      }
    } catch (error) {
      setFailure(isApiError(error) ? error.message : SIGN_IN_FAILED);
      // A captcha is good for one try: draw a new one and let the user type it.
      refreshCaptcha();
      form.setFieldValue('captcha', '');
      captchaInput.current?.focus();
    }
  };

  const busy = isLoading || leaving || navigating;
  // A failed sign-in outranks the notice of how the last session ended.
  // The end notice is this browser's: the build's markup has none, so it waits for hydration.
  const notice: EndNotice | null = failure
    ? { kind: 'warning', text: failure }
    : hydrated
      ? endNotice
      : null;

  return (
    <div className="gw-login">
      <main className="gw-login-panel">
        <LoginBrand title={title} />

        <section className="gw-login-form">
          <LoginHead title={title} />
          <h4 className="gw-login-welcome">账号登录</h4>

          <Form<LoginFormValues>
            form={form}
            name={LOGIN_FORM_NAME}
            size="large"
            autoComplete="on"
            requiredMark={false}
            initialValues={EMPTY_VALUES}
            onFinish={(values) => void onFinish(values)}
            onFieldsChange={(_, fields) => setFieldErrors((shown) => errorsOf(fields, shown))}
          >
            <LoginField name="account" error={fieldErrors.account}>
              <LoginTextInput name="account" ref={accountInput} />
            </LoginField>
            <LoginField name="password" error={fieldErrors.password}>
              <LoginFormItem name="password" rules={[{ required: true, message: '请输入密码' }]}>
                <Password
                  ref={passwordInput}
                  prefix={<LockOutlined />}
                  placeholder={LOGIN_PLACEHOLDERS.password}
                  autoComplete="current-password"
                  aria-label="密码"
                  maxLength={64}
                  onFocus={startWarmUp}
                />
              </LoginFormItem>
            </LoginField>
            <LoginField name="captcha" error={fieldErrors.captcha}>
              <Flex gap={12} align="flex-start">
                <LoginTextInput name="captcha" ref={captchaInput} />
                <CaptchaImage guid={captchaGuid} onRefresh={refreshCaptcha} />
              </Flex>
            </LoginField>
            <LoginField className="gw-login-remember">
              <LoginFormItem name="remember" valuePropName="checked">
                <Checkbox ref={rememberBox}>记住账号</Checkbox>
              </LoginFormItem>
            </LoginField>
            {notice && (
              <div
                className={
                  notice.kind === 'success' ? 'gw-login-notice-success' : 'gw-login-failure'
                }
                role={notice.kind === 'success' ? 'status' : 'alert'}
              >
                {notice.text}
              </div>
            )}
            <div className="gw-login-submit">
              <Button type="primary" htmlType="submit" block loading={busy}>
                {busy ? '登录中' : '登录'}
              </Button>
            </div>
          </Form>
        </section>
      </main>

      <footer className="gw-login-footer">
        {supportPhone && <span>技术支持电话：{supportPhone}</span>}
        {runParams?.qqGroup && <span>服务QQ群：{runParams.qqGroup}</span>}
        <span>{title}</span>
      </footer>
    </div>
  );
}
