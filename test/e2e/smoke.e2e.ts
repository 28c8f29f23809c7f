import { type Browser } from 'playwright-core';

import { launchChromium } from '../utils/launchChromium';
import { startTestServer } from '../utils/startTestServer';

// The foundation's promise: the built client is served by the reference server and opens in a
// real browser, with the runtime config and the version file beside it.
describe('served app (Chromium)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: Browser | null;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server.close();
  });

  it('serves /version.json and /config.js', async () => {
    const version = (await (await fetch(`${server.url}/version.json`)).json()) as { version: string };
    expect(version.version).toMatch(/\S/);
    const config = await (await fetch(`${server.url}/config.js`)).text();
    expect(config).toContain('window.__GW_CONFIG__');
  });

  it('opens the app and sends unknown paths to the 404 page', async () => {
    if (!browser) return;
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/no-such-page/at-all`);
    await page.waitForURL(/\/(404|login)/);
    expect(await page.title()).toContain('基本公共卫生服务信息平台');
    expect(errors).toEqual([]);
    await page.close();
  });
});
