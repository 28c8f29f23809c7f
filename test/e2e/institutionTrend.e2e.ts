import { mkdirSync } from 'node:fs';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 月度工作量统计's trend chart as the region's manager (qyadmin) reads it: 趋势指标 picks one
 * workload figure and the chart draws a line per township, beside the table.
 */
const SHOTS = '/work/shots/s6-reports';

describe('月度工作量统计: the trend per institution', () => {
  const harness = useBrowserHarness();

  it('draws the chosen figure per township beside the table', async () => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const { page, errors } = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.goto(`${harness.server.url}/report/lyxreportMonthlyWork`);
    await page.getByRole('img', { name: /各月趋势图/ }).waitFor();
    await page.getByLabel('趋势指标').click();
    await page.getByTitle('高血压随访人次（按机构）').click();
    await page.getByRole('img', { name: /各月趋势图/ }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/monthly-trend-by-institution-1440.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(500);
    await page.screenshot({
      path: `${SHOTS}/monthly-trend-by-institution-1366.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });
});
