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
});
