import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * A 综合查询 question to the assistant without an upstream model, as the village doctor asks
 * it: the answer counts what the 综合查询 page counts for the same conditions, and its button
 * opens the page with those conditions filled in and run.
 */
const SHOTS = '/work/shots/s5assistant';
const BUILT_IN_NOTICE = '内置应答，依据服务规范和平台数据，非大模型生成';

describe('assistant 综合查询 answer (Chromium, built-in responder)', () => {
  const env = { ...process.env };
  beforeAll(() => {
    process.env.ASSISTANT_STREAM_CHARS = '40';
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '5';
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => {
    process.env = env;
  });
  const harness = useBrowserHarness({ isAIShow: true });

  const drawer = (page: Page) => page.locator('.gw-assistant.ant-drawer-open');
  const lastReply = (page: Page) => drawer(page).locator('.gw-reply').last();

  it('answers the count 综合查询 shows and opens the page with the conditions', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(page, harness.server.url, 'cunyi01');

    await page.locator('.gw-assistant-entry').click();
    await drawer(page).waitFor();
    const composer = drawer(page).locator('.gw-composer textarea');
    await composer.fill('我们村65岁以上的高血压患者中最近收缩压≥160的有几个？');
    await composer.press('Enter');
    await lastReply(page).getByText(BUILT_IN_NOTICE).waitFor({ timeout: 60_000 });
    const text = await lastReply(page).locator('.gw-markdown').innerText();
    const count = /符合条件的在档居民共\s*(\d+)\s*人/.exec(text)?.[1];
    expect(count).toBeDefined();
    expect(Number(count)).toBeGreaterThan(0);
    expect(text).toContain('最近收缩压 大于等于 160mmHg');
    expect(text).toContain('数据来源：综合查询');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/assistant-condition-answer-1440.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/assistant-condition-answer-1366.png` });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/assistant-condition-answer-800.png` });
    await page.setViewportSize({ width: 1440, height: 900 });

    await lastReply(page)
      .getByRole('button', { name: /在综合查询中打开/ })
      .click();
    await page.waitForURL(/\/conditionQuery\?q=/);
    // The page opened with the three conditions filled in, and run: the same count.
    const card = page.locator('.gw-card:visible');
    await card.getByText(`共 ${count} 人`).waitFor({ timeout: 30_000 });
    expect(await card.getByLabel('最近收缩压的取值').inputValue()).toBe('160');
    expect(await card.getByLabel('年龄的取值').inputValue()).toBe('65');
    expect(await card.locator('.gw-condition-row').count()).toBe(3);
    await expect(card.getByText('5 高血压患者').count()).resolves.toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/condition-query-prefilled-1440.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/condition-query-prefilled-1366.png` });
    expect(errors).toEqual([]);
  });
});
