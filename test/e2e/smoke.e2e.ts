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

  it('paints the real sign-in form from HTML and CSS alone, before any JavaScript has run', async () => {
    if (!harness.browser) return;
    const { page } = await harness.open({ javaScriptEnabled: false });
    await page.goto(`${harness.server.url}/login`);
    expect(await page.locator('#root .gw-login-panel').isVisible()).toBe(true);
    // The build rendered the page itself: its inputs, with antd's look from the inlined styles.
    const placeholders = await page
      .locator('#root input[placeholder]')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder')));
    expect(placeholders).toEqual(['请输入账号', '请输入密码', '请输入验证码']);
    const box = await page.locator('#root .ant-input-affix-wrapper').first().boundingBox();
    expect(box?.height).toBe(40);
    expect(await page.getByRole('button', { name: /登\s*录/ }).isVisible()).toBe(true);
  });

  it('hydrates the built form in place, and hides it from a stored session', async () => {
    if (!harness.browser) return;
    const { page, errors, consoleErrors } = await harness.open();
    await page.goto(`${harness.server.url}/login`);
    await page.getByRole('textbox', { name: '账号' }).waitFor();
    expect(await page.locator('#root[data-prerendered] .gw-login').count()).toBe(1);
    // The first paint waits for the whole card: <head> expects the script right after it.
    expect(
      await page.evaluate(() => {
        const expected = document.querySelector('link[rel="expect"][blocking="render"]');
        const target = document.querySelector(expected?.getAttribute('href') ?? '#none');
        return target?.previousElementSibling?.id;
      }),
    ).toBe('root');

    // The app's bundles held back: only the page's own inline script decides.
    const { page: returning } = await harness.open();
    await returning.route('**/assets/*.js', (route) => route.abort());
    await returning.goto(`${harness.server.url}/login`);
    expect(await returning.locator('#root .gw-login').isVisible()).toBe(true);
    await returning.evaluate(() => localStorage.setItem('gwphis-login', '{}'));
    await returning.reload();
    expect(await returning.locator('#root .gw-login').count()).toBe(1);
    expect(await returning.locator('#root .gw-login').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
