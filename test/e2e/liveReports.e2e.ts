import { mkdirSync } from 'node:fs';

import { type Locator } from 'playwright-core';

import { quarterCodeOfMonth } from '@/domain/codes';
import { type FigureReportReply, REPORT_PATHS } from '@/services/contract/reportPaths';

import { authorized, signInAs } from '../integration/server/helpers';
import {
  chinaToday,
  clientFor,
  createResident,
  openCard,
} from '../integration/server/resourcesFixtures';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 月度工作量统计 computed live, as the township manager (xzys01) reads it: a hypertension
 * follow-up saved today counts in this month's and this quarter's report (spec §9 quarter code on
 * the wire), its count opens the records behind it with the visit among them, masked; the
 * trend chart sits beside the table. 公卫服务汇总表 shows the figures 管理指标报表 shows.
 */
/** Waits (up to 10 s) until a locator's text is `expected`; the last read is the assertion. */
const textBecomes = async (locator: Locator, expected: string): Promise<void> => {
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await locator.innerText()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await locator.innerText()).toBe(expected);
};

const SHOTS = '/work/shots/s4-reports';
const CENTRE = '340881100001';

describe('live reports (月度工作量统计, 公卫服务汇总表)', () => {
  const harness = useBrowserHarness();
  const today = chinaToday();

  /** The township doctor's one API session (a user keeps at most three). */
  let session: Awaited<ReturnType<typeof signInAs>>;
  const serverCount = async (query: string) => {
    const reply = await harness.server.app.inject({
      url: `${REPORT_PATHS.monthlyWork}?${query}`,
      headers: authorized(session),
    });
    const rows = reply.json<{ Response: FigureReportReply }>().Response.rows;
    return rows.find((row) => row.hospitalId === CENTRE)!.values.htnVisits!.numerator;
  };

  it('counts a follow-up saved today in the month and the quarter and drills down to it', async () => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const { page, errors } = await harness.open();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.goto(`${harness.server.url}/report/lyxreportMonthlyWork`);
    const row = page.locator(`tr[data-row-key="${CENTRE}"]`);
    const countButton = row.getByRole('button', { name: /高血压随访人次明细/ });
    await countButton.waitFor();
    const before = Number(await countButton.innerText());

    // The follow-up is saved by the township's doctor through the API, as the form posts it.
    session = await signInAs(harness.server.app, 'xzys01');
    const api = clientFor(harness.server.app, session);
    const patient = await createResident(api, '1958-04-02');
    await openCard(api, 'hypertensionCard', patient);
    const saved = await api.post('/api/hypertensionFollowUp', {
      personNum: patient,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 134,
      dbp: 84,
      medicationCompliance: '1',
      doctorSignature: '李秀英',
    });
    expect(saved.status).toBe(201);

    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await textBecomes(countButton, String(before + 1));
    expect(await serverCount(`period=month&month=${today.slice(0, 7)}`)).toBe(before + 1);
    await page.getByRole('img', { name: /各月趋势图/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/monthly-1366.png` });

    // The quarter view: its own picker, the quarter code on the wire.
    await page.getByText('按季度', { exact: true }).click();
    const quarter = quarterCodeOfMonth(Number(today.slice(5, 7)))!;
    const quarterCount = await serverCount(
      `period=quarter&year=${today.slice(0, 4)}&quarter=${quarter}`,
    );
    await textBecomes(countButton, String(quarterCount));
    expect(quarterCount).toBeGreaterThanOrEqual(before + 1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/monthly-quarter-1440.png` });

    await countButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`共 ${quarterCount} 条`).waitFor();
    await dialog.getByText(patient).waitFor();
    const idCell = await dialog
      .locator('tr', { hasText: patient })
      .locator('td')
      .nth(4)
      .innerText();
    expect(idCell).toContain('*');
    await page.screenshot({ path: `${SHOTS}/monthly-details-1440.png` });
    await dialog
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => page.keyboard.press('Escape'));

    await page.goto(`${harness.server.url}/report/reportServiceSummary`);
    await page.locator(`tr[data-row-key="${CENTRE}"]`).getByTitle('查看明细').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/summary-1440.png` });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/summary-800.png` });
    expect(errors).toEqual([]);
  });

  it('shows 考核汇总 (computed) with each score explained, for the year and a quarter', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.goto(`${harness.server.url}/workScore/workScoreComputed`);
    await page.getByRole('columnheader', { name: /高血压规范管理率/ }).waitFor();
    await page.locator('tr[data-row-key]').nth(1).waitFor();
    await page.screenshot({ path: `${SHOTS}/workscore-1366.png` });
    await page.getByText('按季度', { exact: true }).click();
    await page
      .getByText(/季度（/)
      .first()
      .waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/workscore-quarter-1440.png` });
    expect(errors).toEqual([]);
  });
});
