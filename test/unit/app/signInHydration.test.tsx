import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';

import { HAS_SESSION_CLASS, signInHydrationData } from '@/app/signInHydration';
import { SignInRoot } from '@/app/SignInRoot';
import { makeStore } from '@/app/store';
import { STORAGE_KEYS } from '@/services/session/storageKeys';

import { signInHeadScript, signInScript } from '../../../scripts/prerender/signInScript';

import type { SignInPrerender } from '../../../scripts/prerender/signInMarkup';
// Its stand-in for jsdom's missing MessageChannel, which antd's Form needs.
import '../../utils/messageChannelStub';

/**
 * The build's sign-in markup (rendered by the very script the build runs, in React's development
 * mode so that every mismatch is reported, attributes included) hydrated by the app's sign-in tree (SignInRoot)
 * in jsdom: no hydration warning, and text typed before hydration stays in the adopted input.
 */
const ROOT = path.resolve(__dirname, '../../..');

const renderAsTheBuildDoes = (): SignInPrerender => {
  const result = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(ROOT, 'scripts/prerender/renderSignIn.ts')],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as SignInPrerender;
};

describe('the build-time sign-in page hydrates', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
    delete window.__GW_SIGNIN__;
  });

  it('without a mismatch, keeping what was typed before', async () => {
    const { markup, styles, headScript, script } = renderAsTheBuildDoes();
    window.history.replaceState(null, '', '/login');
    document.head.insertAdjacentHTML('beforeend', styles);
    const head = document.createElement('script');
    head.textContent = headScript;
    document.head.append(head);
    document.body.innerHTML = `<div id="root" data-prerendered="sign-in">${markup}</div>`;
    // The page's inline script, run by jsdom as the browser runs it, right after the markup.
    const inline = document.createElement('script');
    inline.textContent = script;
    document.body.append(inline);
    const account = document.getElementById('login_account') as HTMLInputElement;
    expect(document.activeElement).toBe(account);
    const handedOver = window.__GW_SIGNIN__?.captchaGuid;
    expect(handedOver).toMatch(/^[0-9a-f]{32}$/);
    account.value = 'xzys01';

    const errors = jest.spyOn(console, 'error');
    const store = makeStore();
    const container = document.getElementById('root') as HTMLElement;
    const loginData = signInHydrationData(container, store);
    expect(loginData).not.toBeNull();
    const page = {
      data: loginData ?? { rememberedAccount: '', endNotice: null },
      redirect: null,
      onSignedIn: () => Promise.resolve(),
    };
    await act(async () => {
      root = hydrateRoot(container, <SignInRoot store={store} page={page} />);
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(Object.keys(account).some((key) => key.startsWith('__reactFiber'))).toBe(true),
    );

    // React adopted the build's input (no new node) and its text.
    expect(document.getElementById('login_account')).toBe(account);
    expect(account.value).toBe('xzys01');
    // The picture the page's script requested is the one the page shows: its guid was handed over.
    expect(container.querySelector('.gw-login-captcha img')?.getAttribute('src')).toMatch(
      new RegExp(`captchacode\\?guid=${String(handedOver)}$`),
    );
    expect(window.__GW_SIGNIN__?.captchaGuid).toBeUndefined();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    errors.mockRestore();
  }, 60_000);
});

describe('the sign-in page’s inline scripts', () => {
  const runScript = (source: string, where: HTMLElement) => {
    const inline = document.createElement('script');
    inline.textContent = source;
    where.append(inline);
  };
  const markup = `<form id="login"><input id="login_account" /><input id="login_password" /></form>
    <div class="gw-login-captcha"><img alt="验证码" /></div>`;

  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.body.innerHTML = '';
    delete window.__GW_SIGNIN__;
    window.history.replaceState(null, '', '/');
  });

  it('sends a visit without a session to the sign-in address before the body is parsed', () => {
    window.history.replaceState(null, '', '/chronic/hypertension?tab=1');
    runScript(signInHeadScript(), document.head);
    expect(`${location.pathname}${location.search}`).toBe(
      '/login?redirect=/chronic/hypertension%3Ftab%3D1',
    );
    expect(document.documentElement.classList.contains(HAS_SESSION_CLASS)).toBe(false);
  });

  it('leaves the sign-in address as it is', () => {
    window.history.replaceState(null, '', '/login?redirect=/home');
    runScript(signInHeadScript(), document.head);
    expect(`${location.pathname}${location.search}`).toBe('/login?redirect=/home');
  });

  it('with a stored session, marks <html> and the body script neither requests nor focuses', () => {
    localStorage.setItem(STORAGE_KEYS.login, '{"token":"kept"}');
    window.history.replaceState(null, '', '/chronic/hypertension');
    runScript(signInHeadScript(), document.head);
    expect(location.pathname).toBe('/chronic/hypertension');
    expect(document.documentElement.classList.contains(HAS_SESSION_CLASS)).toBe(true);

    document.body.innerHTML = markup;
    runScript(signInScript(), document.body);
    expect(document.querySelector('.gw-login-captcha img')?.getAttribute('src')).toBeNull();
    expect(window.__GW_SIGNIN__).toBeUndefined();
    expect(document.activeElement).toBe(document.body);
  });

  it('without a session, the body script requests the captcha and focuses the account', () => {
    window.history.replaceState(null, '', '/login');
    runScript(signInHeadScript(), document.head);
    document.body.innerHTML = markup;
    runScript(signInScript(), document.body);
    expect(document.querySelector('.gw-login-captcha img')?.getAttribute('src')).toMatch(
      /\/api\/tokens\/captchacode\?guid=[0-9a-f]{32}$/,
    );
    expect(document.activeElement?.id).toBe('login_account');
  });
});
