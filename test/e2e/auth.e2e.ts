import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { DEMO_PASSWORDS, type DemoAccount } from '../utils/demoAccounts';
import { untilHomeSettled } from '../utils/homeSettled';
import { moveClockBy } from '../utils/moveClock';
import { untilSettled } from '../utils/settled';
import { clickSignIn, fillSignInForm } from '../utils/signInPage';
import { startTestServer } from '../utils/startTestServer';
import { chooseFromUserMenu } from '../utils/userMenu';

/**
 * Sign-in and its guard (spec §4) in a real browser: sign-in, the guard, token refresh, idle
 * timeout, logout and the forced password change, against the reference server serving the built
 * client (dist/client; run `npx webpack --mode production` first).
 */

const LOGIN_KEY = 'gwphis-login';
const ACCOUNT_KEY = 'gwphis-account';
const TOKEN_COOKIE = 'gwphis-token';
const SHOTS = '/tmp/shots';

describe('auth (Chromium)', () => {
  const harness = useBrowserHarness({ supportPhone: '0556-6211234', qqGroup: '287561903' });
  const open = (width = 1440, height = 900) => harness.open({ width, height });

  /** The whole address, so '/login?redirect=/home' never passes for '/home'. */
  const exactly = (path: string): RegExp =>
    new RegExp(`^${`${harness.server.url}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

  const signIn = async (
    page: Page,
    account: DemoAccount,
    password: string = DEMO_PASSWORDS[account],
  ) => {
    await page.goto(`${harness.server.url}/login`);
    await fillSignInForm(page, account, password);
    await clickSignIn(page);
    await page.waitForURL(exactly('/home'));
  };

  const stored = (page: Page) =>
    page.evaluate((key) => {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    }, LOGIN_KEY);

  const patchStored = (page: Page, patch: Record<string, unknown>) =>
    page.evaluate(
      ([key, changes]) => {
        const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
        localStorage.setItem(key, JSON.stringify({ ...current, ...changes }));
      },
      [LOGIN_KEY, patch] as const,
    );

  const serverStats = async (
    url = harness.server.url,
  ): Promise<{ refreshCount: number; probeCount: number }> => {
    const reply = await fetch(`${url}/api/test/stats`);
    return ((await reply.json()) as { Response: { refreshCount: number; probeCount: number } })
      .Response;
  };

  const resetRefreshCount = () =>
    fetch(`${harness.server.url}/api/test/stats/reset`, { method: 'POST' });

  /** The shell's user menu names the signed-in user. */
  const signedInAs = (page: Page, name: string) =>
    page.getByRole('button', { name: new RegExp(`${name}\\s*用户菜单$`) }).waitFor();

  const passwordDialog = (page: Page) => page.getByRole('dialog', { name: '修改密码' });

  it('renders the sign-in page at 1440×900, 800×900 and 375 px, and screenshots it', async () => {
    if (!harness.browser) return;
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [width, height] of [
      [1440, 900],
      [800, 900],
      [375, 812],
    ] as const) {
      const { page, errors } = await open(width, height);
      await page.goto(`${harness.server.url}/login`);
      await page.getByRole('button', { name: /登\s*录/ }).waitFor();
      await page.getByAltText('验证码').waitFor();
      await page.waitForLoadState('networkidle');
      // The build's markup knows no deployment's phone: it appears once the page is hydrated,
      // which on a busy machine can come after the network went quiet.
      await page.getByText('技术支持电话：0556-6211234').waitFor();
      // The card fits the viewport: no horizontal scrolling.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/login-${width}x${height}.png` });
      expect(errors).toEqual([]);
    }
  });

  it.each([
    ['qyadmin', '王建国'],
    ['xzys01', '李秀英'],
    ['cunyi01', '张德明'],
    ['gwservice', '赵明远'],
  ] as const)('%s signs in and sees the home page with their name', async (account, name) => {
    if (!harness.browser) return;
    const { page, errors } = await open();
    await signIn(page, account);
    await signedInAs(page, name);
    const session = await stored(page);
    expect(session?.UserAcc).toBe(account);
    expect(await passwordDialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each([
    ['xinyh01', '首次登录，请先修改初始密码。'],
    ['guoqi01', '您的密码已过期，请修改密码后继续使用。'],
    ['ruomm01', '您的密码强度不足，请修改为符合要求的密码后继续使用。'],
  ] as const)(
    '%s must change the password first: the dialog cannot be closed',
    async (account, reason) => {
      if (!harness.browser) return;
      const { page } = await open();
      // The server refuses such a session everything but the change (403): the client asks
      // for nothing else, so no refusal reaches the screen.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      await signIn(page, account);
      const dialog = passwordDialog(page);
      await dialog.waitFor();
      await dialog.getByText(reason).waitFor();
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/must-change-${account}.png` });
      expect(refused).toEqual([]);
      expect(await dialog.getByRole('button', { name: /关\s*闭/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);
    },
  );

  it('a wrong captcha and a wrong password show the server message and a new captcha', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await page.goto(`${harness.server.url}/login`);
    const captcha = page.getByAltText('验证码');
    const first = await captcha.getAttribute('src');
    await fillSignInForm(page, 'xzys01', DEMO_PASSWORDS.xzys01, 'ABCD');
    await clickSignIn(page);
    await page.getByRole('alert').filter({ hasText: '验证码错误或已过期' }).waitFor();
    const second = await captcha.getAttribute('src');
    expect(second).not.toBe(first);
    expect(await page.getByRole('textbox', { name: '验证码' }).inputValue()).toBe('');

    await fillSignInForm(page, 'xzys01', 'Wrong@1234x');
    await clickSignIn(page);
    await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    expect(await captcha.getAttribute('src')).not.toBe(second);
    expect(page.url()).toMatch(exactly('/login'));
    expect(await stored(page)).toBeNull();
  });

  it('a signed-out visit goes to sign in and comes back after it; /login then goes home', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await page.goto(`${harness.server.url}/404`);
    await page.waitForURL(exactly('/login?redirect=/404'));
    await fillSignInForm(page, 'cunyi01', DEMO_PASSWORDS.cunyi01);
    await clickSignIn(page);
    await page.waitForURL(exactly('/404'));
    await page.goto(`${harness.server.url}/login`);
    await page.waitForURL(exactly('/home'));
  });

  it('a reload stays signed in', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await signIn(page, 'xzys01');
    await page.reload();
    await signedInAs(page, '李秀英');
    expect(page.url()).toMatch(exactly('/home'));
  });

  it('no script reads the token from a cookie; the HttpOnly cookie goes along across a reload, and the token alone opens nothing', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await signIn(page, 'cunyi01');
    const token = (await stored(page))?.token as string;
    expect(token).toMatch(/^eyJ/);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === TOKEN_COOKIE);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict', path: '/' });
    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).not.toContain(TOKEN_COOKIE);
    expect(scriptCookies).not.toContain('eyJ');

    const apiCalls: Promise<{ path: string; status: number; cookie: string }>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!/\/api\//.test(pathname)) return;
      apiCalls.push(
        response
          .request()
          .allHeaders()
          .then((headers) => ({
            path: pathname,
            status: response.status(),
            cookie: headers.cookie ?? '',
          })),
      );
    });
    await page.reload();
    await signedInAs(page, '张德明');
    await page.goto(`${harness.server.url}/archives/persons`);
    await page.locator('.ant-table-row').first().waitFor();
    const calls = await Promise.all(apiCalls);
    const menus = calls.filter((call) => call.path.endsWith('/api/functionQXs/userMenus'));
    expect(menus.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.status >= 400)).toEqual([]);
    // The browser sent the HttpOnly cookie beside the header, and the server found them one session.
    expect(menus.every((call) => call.cookie.includes(`${TOKEN_COOKIE}=${token}`))).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('eyJ');
    // The sign-in was a browser's: the token copied out of the page opens nothing elsewhere.
    const elsewhere = await fetch(`${harness.server.url}/api/versionupdate`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(elsewhere.status).toBe(401);
  });

  /** Every /api response the page gets from now on, by path and status (the refresh aside). */
  const watchApiResponses = (page: Page) => {
    const seen: { path: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\/api\//.test(pathname) && !/refreshtoken/i.test(pathname))
        seen.push({ path: pathname, status: response.status() });
    });
    return {
      probes: (status: number) =>
        seen.filter((entry) => entry.path.endsWith('/api/test/probe') && entry.status === status)
          .length,
      failures: () => seen.filter((entry) => entry.status >= 400),
    };
  };

  /** The app's own store and pipeline fire the requests (src/app/testHooks.ts). */
  const requestInParallel = (page: Page, count: number) =>
    page.evaluate((n) => window.__GW_TEST__!.requestInParallel(n), count);

  it('a token that expires during use is refreshed once while 20 parallel requests wait, then they succeed', async () => {
    if (!harness.browser) return;
    const { page, errors } = await open();
    await signIn(page, 'qyadmin');
    await signedInAs(page, '王建国');
    // The home page's own requests are done, so the 20 below are the only ones to meet the token.
    await untilHomeSettled(page);
    const before = await stored(page);
    const responses = watchApiResponses(page);
    // The clock says the token is due: the first of the 20 refreshes, the other 19 wait for it.
    await patchStored(page, { expiredTime: Date.now() - 1_000 });
    await resetRefreshCount();

    const results = await requestInParallel(page, 20);

    expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
    expect(await serverStats()).toEqual({ refreshCount: 1, probeCount: 20 });
    // None went out with the old token: the server never had to refuse one.
    expect(responses.probes(200)).toBe(20);
    expect(responses.failures()).toEqual([]);
    const after = await stored(page);
    expect(after?.token).not.toBe(before?.token);
    expect(Number(after?.expiredTime)).toBeGreaterThan(Date.now() + 60_000);
    expect(after?.UserAcc).toBe(before?.UserAcc);
    expect(errors).toEqual([]);
  });

  it('two tabs of one browser that find the token due refresh it once between them', async () => {
    if (!harness.browser) return;
    const { context, page: first } = await open();
    await signIn(first, 'gwservice');
    const second = await context.newPage();
    await second.goto(`${harness.server.url}/home`);
    await second.waitForURL(exactly('/home'));
    // Both home pages have made their own requests: only the 40 below meet the due token.
    await untilHomeSettled(first);
    await untilHomeSettled(second);
    await patchStored(first, { expiredTime: Date.now() - 1_000 });
    await resetRefreshCount();

    const [fromFirst, fromSecond] = await Promise.all([
      requestInParallel(first, 20),
      requestInParallel(second, 20),
    ]);

    // Each failure with its message, should one fail.
    expect([...fromFirst, ...fromSecond].filter((result) => !result.ok)).toEqual([]);
    expect(await serverStats()).toEqual({ refreshCount: 1, probeCount: 40 });
  });

  it('a token the server refuses (401) mid-use: one refresh, then all 20 replay and succeed', async () => {
    if (!harness.browser) return;
    // Tokens live 15 minutes, so the client never finds them due here (it would 14 minutes after
    // the sign-in, however slow the machine); only the server's 401 can say the token is over.
    const tokenTtlSeconds = 15 * 60;
    const expiringServer = await startTestServer({ tokenTtlSeconds });
    try {
      const { page, errors } = await open();
      await page.goto(`${expiringServer.url}/login`);
      await fillSignInForm(page, 'cunyi01', DEMO_PASSWORDS.cunyi01);
      await clickSignIn(page);
      await signedInAs(page, '张德明');
      // The home page's own requests are done: the 20 below are the first to meet the expiry.
      await untilHomeSettled(page);
      const responses = watchApiResponses(page);
      await fetch(`${expiringServer.url}/api/test/stats/reset`, { method: 'POST' });
      // The server (in this process) lives a minute past the token's life: the token it issued
      // has expired, though the browser's clock still gives it 15 minutes. Timers stay real.
      moveClockBy((tokenTtlSeconds + 60) * 1000);

      const results = await requestInParallel(page, 20);

      jest.useRealTimers();
      expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
      expect(await serverStats(expiringServer.url)).toEqual({ refreshCount: 1, probeCount: 20 });
      expect(responses.probes(401)).toBe(20);
      expect(responses.probes(200)).toBe(20);
      expect(errors).toEqual([]);
    } finally {
      jest.useRealTimers();
      await expiringServer.close();
    }
  });

  it('a refresh the server refuses fails all 20 waiting requests at once, then asks for a new sign-in', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await signIn(page, 'xzys01');
    await signedInAs(page, '李秀英');
    await untilHomeSettled(page);
    // A forged token that is due: the one refresh is refused, and nobody is left waiting.
    await patchStored(page, { token: 'forged.token.value', expiredTime: Date.now() - 1_000 });
    await resetRefreshCount();

    const results = await requestInParallel(page, 20);

    expect(results).toEqual(
      Array.from({ length: 20 }, () => ({ ok: false, message: '登录时间过长，将重新登录' })),
    );
    expect(await serverStats()).toEqual({ refreshCount: 1, probeCount: 0 });
    await page.getByText('登录时间过长，将重新登录').first().waitFor();
    await page.waitForURL(exactly('/login?redirect=/home'));
    expect(await stored(page)).toBeNull();
  });

  it('inactivity beyond the time limit forces a new sign-in', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await signIn(page, 'cunyi01');
    await signedInAs(page, '张德明');
    // 31 minutes without activity, with LoginTimeout 30 (the server's default).
    await patchStored(page, { time: Date.now() - 31 * 60_000 });
    await page.waitForURL(exactly('/login?redirect=/home'), { timeout: 20_000 });
    await page.getByRole('alert').filter({ hasText: '系统长时间未操作，请重新登录' }).waitFor();
    expect(await stored(page)).toBeNull();
  });

  it('logout asks first; 取消 keeps the session, 确定 clears storage and cookie', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await signIn(page, 'xzys01');
    const cookieBefore = (await page.context().cookies()).find(
      (cookie) => cookie.name === TOKEN_COOKIE,
    );
    expect(cookieBefore?.value).toMatch(/^eyJ/);

    await untilHomeSettled(page);
    const openConfirm = async () => {
      await chooseFromUserMenu(page, /安全退出/);
      await untilSettled(
        page.locator('.ant-modal-confirm:visible', { hasText: '确定退出系统吗？' }),
      );
    };
    await openConfirm();
    await page.getByRole('button', { name: /取\s*消/ }).click();
    await page.getByText('确定退出系统吗？').waitFor({ state: 'hidden' });
    expect(await stored(page)).not.toBeNull();

    await openConfirm();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(exactly('/login'));
    expect(await stored(page)).toBeNull();
    // 安全退出 revoked the session on the server: a copy of the token is refused now.
    const afterLogout = await fetch(`${harness.server.url}/api/versionupdate`, {
      headers: { authorization: `Bearer ${cookieBefore?.value ?? ''}` },
    });
    expect(afterLogout.status).toBe(401);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key.startsWith('gwphis-') && key !== 'gwphis-settings')).toEqual(
      [],
    );
    const cookie = (await page.context().cookies()).find((entry) => entry.name === TOKEN_COOKIE);
    expect(cookie?.value ?? '').toBe('');
  });

  it('记住账号 survives logout; without it the account is forgotten', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await page.goto(`${harness.server.url}/login`);
    await fillSignInForm(page, 'cunyi01', DEMO_PASSWORDS.cunyi01);
    await page.getByRole('checkbox', { name: '记住账号' }).check();
    await clickSignIn(page);
    await page.waitForURL(exactly('/home'));
    await untilHomeSettled(page);
    await chooseFromUserMenu(page, /安全退出/);
    await untilSettled(page.locator('.ant-modal-confirm:visible', { hasText: '确定退出系统吗？' }));
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(exactly('/login'));
    expect(await page.getByRole('textbox', { name: '账号' }).inputValue()).toBe('cunyi01');
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCOUNT_KEY)).toBe('cunyi01');
  });

  it('the first-login user changes the password, is sent to sign in, and signs in with it', async () => {
    if (!harness.browser) return;
    const { page } = await open();
    await signIn(page, 'xinyh01');
    const dialog = passwordDialog(page);
    await dialog.waitFor();
    await dialog.getByLabel('旧密码').fill(DEMO_PASSWORDS.xinyh01);
    await dialog.getByLabel('新密码').fill('Abc@1234x');
    await dialog.getByLabel('确认密码').fill('Abc@1234x');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    // abc and 123 run on: the hint is enforced.
    await dialog.getByText('字符或数字不能连续或重复3位及以上', { exact: true }).first().waitFor();
    await dialog.getByLabel('新密码').fill('Hy@6284#wq');
    await dialog.getByLabel('确认密码').fill('Hy@6284#wq');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(exactly('/login'));
    // Good news, shown as such: a status in green, not the error box.
    await page
      .locator('.gw-login-notice-success[role="status"]', { hasText: '密码修改成功，请重新登录' })
      .waitFor();

    await fillSignInForm(page, 'xinyh01', DEMO_PASSWORDS.xinyh01);
    await clickSignIn(page);
    await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    await fillSignInForm(page, 'xinyh01', 'Hy@6284#wq');
    await clickSignIn(page);
    await page.waitForURL(exactly('/home'));
    await signedInAs(page, '刘海燕');
    expect(await passwordDialog(page).count()).toBe(0);
  });
});
