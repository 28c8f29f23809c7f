import { useBrowserHarness } from '../utils/browserHarness';

// The foundation's promise: the built client is served by the reference server and opens in a
// real browser, with the runtime config and the version file beside it.
describe('served app (Chromium)', () => {
  const harness = useBrowserHarness();

  it('serves /version.json and /config.js', async () => {
    const version = (await (await fetch(`${harness.server.url}/version.json`)).json()) as {
      version: string;
    };
    expect(version.version).toMatch(/\S/);
    const config = await (await fetch(`${harness.server.url}/config.js`)).text();
    expect(config).toContain('window.__GW_CONFIG__');
  });

  it('opens the app and sends unknown paths to the 404 page', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await page.goto(`${harness.server.url}/no-such-page/at-all`);
    await page.waitForURL(/\/(404|login)/);
    expect(await page.title()).toContain('基本公共卫生服务信息平台');
    expect(errors).toEqual([]);
  });

  it('paints the sign-in card from HTML and CSS alone, before any JavaScript has run', async () => {
    if (!harness.browser) return;
    const { page } = await harness.open({ javaScriptEnabled: false });
    await page.goto(`${harness.server.url}/login`);
    const card = page.locator('.gw-prepaint .gw-login-panel');
    expect(await card.isVisible()).toBe(true);
    expect(await page.locator('.gw-prepaint-field').allInnerTexts()).toEqual([
      '请输入账号',
      '请输入密码',
      '请输入验证码',
    ]);
    // Nothing in it takes input, so nothing typed before the app starts can be lost.
    expect(await page.locator('.gw-prepaint input, .gw-prepaint button').count()).toBe(0);
  });

  it('replaces the pre-paint with the live form, and hides it from a stored session', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await page.goto(`${harness.server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).waitFor();
    expect(await page.locator('.gw-prepaint').count()).toBe(0);

    // The app's bundles held back: only the page's own inline script decides.
    const { page: returning } = await harness.open();
    await returning.route('**/assets/*.js', (route) => route.abort());
    await returning.goto(`${harness.server.url}/login`);
    expect(await returning.locator('.gw-prepaint').isVisible()).toBe(true);
    await returning.evaluate(() => localStorage.setItem('gwphis-login', '{}'));
    await returning.reload();
    expect(await returning.locator('.gw-prepaint').count()).toBe(1);
    expect(await returning.locator('.gw-prepaint').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
});
