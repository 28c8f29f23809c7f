import fs from 'node:fs';

import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; browser downloads are impossible on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Chromium, or explains why not. Under CI a browser that cannot start fails the run;
 * on a developer machine without Chromium the browser tests are skipped loudly, never silently.
 */
export const launchChromium = async (): Promise<Browser | null> => {
  const reason = fs.existsSync(CHROMIUM_PATH) ? null : `${CHROMIUM_PATH} 不存在`;
  try {
    if (reason) throw new Error(reason);
    return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    console.warn(
      `\n!!! 浏览器测试已跳过：无法启动 Chromium（${String(error)}）。请安装 Debian 的 chromium。\n`,
    );
    return null;
  }
};
