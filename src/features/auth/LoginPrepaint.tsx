import { LoginBrand, LoginHead } from './LoginBrand';
import { DEFAULT_PRODUCT_TITLE, LOGIN_PLACEHOLDERS } from './loginCopy';

/**
 * What index.html shows before any JavaScript has run (performance budget: the form paints from
 * the HTML and CSS alone): the sign-in card in its final place, with still fields. The build
 * renders it into #root; React replaces it on its first render. Nothing here is interactive,
 * so nothing typed into it can be lost.
 */
export function LoginPrepaint() {
  const field = (text: string, extra?: string) => (
    <div className={`gw-prepaint-field${extra ? ` ${extra}` : ''}`}>{text}</div>
  );
  return (
    <div className="gw-login gw-prepaint" aria-busy="true">
      <main className="gw-login-panel">
        <LoginBrand title={DEFAULT_PRODUCT_TITLE} />
        <section className="gw-login-form">
          <LoginHead title={DEFAULT_PRODUCT_TITLE} />
          <h4 className="gw-login-welcome">账号登录</h4>
          {field(LOGIN_PLACEHOLDERS.account)}
          {field(LOGIN_PLACEHOLDERS.password)}
          <div className="gw-prepaint-row">
            {field(LOGIN_PLACEHOLDERS.captcha)}
            <div className="gw-login-captcha" />
          </div>
          <div className="gw-prepaint-remember">记住账号</div>
          <div className="gw-prepaint-submit">登 录</div>
        </section>
      </main>
      <footer className="gw-login-footer">
        <span data-product-title="">{DEFAULT_PRODUCT_TITLE}</span>
      </footer>
    </div>
  );
}
