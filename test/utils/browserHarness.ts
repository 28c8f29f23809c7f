import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

import { type ServerConfig } from '../../server/config';
import { launchChromium } from './launchChromium';
import { startTestServer, type TestServer } from './startTestServer';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page, for `expect(errors).toEqual([])`. */
  errors: string[];
  /**
   * What the page logged as console errors, failed requests included ("Failed to load resource:
   * … 404"): a user with devtools open sees them. Tests that expect a refusal may ignore it.
   */
  consoleErrors: string[];
}

export interface OpenOptions extends Omit<BrowserContextOptions, 'viewport'> {
  width?: number;
  height?: number;
}

export interface BrowserHarness {
  readonly server: TestServer;
  /** null on a developer machine without Chromium (launchChromium says so loudly; CI fails). */
  readonly browser: Browser | null;
  /** A page in a fresh context (its own storage and cookies), closed after the test. */
  open(options?: OpenOptions): Promise<OpenedPage>;
}

/**
 * The reference server (built client, temporary database) and Chromium for one browser test
 * file: started before its tests, stopped after them, with every context it opened.
 */
export const useBrowserHarness = (overrides: Partial<ServerConfig> = {}): BrowserHarness => {
  let server: TestServer | undefined;
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer(overrides);
    browser = await launchChromium();
  });

  // A test's pages go with it: every open page runs the app's timers and sagas, and twenty of
  // them left open slow the later tests of a file down on a two-core machine.
  const closeContexts = async () => {
    const open = contexts.splice(0);
    await Promise.all(open.map((context) => context.close().catch(() => undefined)));
  };
  afterEach(closeContexts);

  afterAll(async () => {
    await closeContexts();
    await browser?.close();
    await server?.close();
  });

  return {
    get server() {
      if (!server) throw new Error('the test server starts in beforeAll');
      return server;
    },
    get browser() {
      return browser;
    },
    async open({ width = 1440, height = 900, ...options } = {}) {
      if (!browser) throw new Error('Chromium did not start');
      const context = await browser.newContext({ ...options, viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      return { context, page, errors, consoleErrors };
    },
  };
};
