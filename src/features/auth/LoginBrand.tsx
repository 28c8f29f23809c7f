import { LOGIN_FEATURES, LOGIN_SUBTITLE } from './loginCopy';
import { LogoMark } from './LogoMark';

/**
 * The sign-in page's brand panel (wide screens) and compact header (narrow screens). Plain
 * markup, no antd.
 */
export function LoginBrand({ title }: { title: string }) {
  return (
    <section className="gw-login-brand" aria-hidden="true">
      <div className="gw-login-brand-head">
        <LogoMark size={44} />
        <span className="gw-login-brand-tag">基本公共卫生服务</span>
      </div>
      <div>
        <h2 className="gw-login-brand-title" data-product-title="">
          {title}
        </h2>
        <p className="gw-login-brand-subtitle">{LOGIN_SUBTITLE}</p>
        <ul className="gw-login-brand-list">
          {LOGIN_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      <p className="gw-login-brand-foot">服务基层 · 守护居民健康</p>
    </section>
  );
}

export function LoginHead({ title }: { title: string }) {
  return (
    <header className="gw-login-head">
      <span className="gw-login-head-logo">
        <LogoMark size={36} />
      </span>
      <h1 className="gw-login-title" data-product-title="">
        {title}
      </h1>
      <p className="gw-login-subtitle">{LOGIN_SUBTITLE}</p>
    </header>
  );
}
