import { mkdirSync } from 'node:fs';

import { type Page } from 'playwright-core';

import { dateText } from '@/domain/calendar';
import { type DoctorReportReply, type RateTrendReply } from '@/services/contract/reportPaths';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * The rate trends above 公卫服务汇总表 and 管理指标报表, as the township manager (xzys01) reads
 * them: the chosen rate at each month's end of the year, a line per village clinic and the
 * township's own; choosing another figure draws it, and its last point is the rate the table
 * shows for the township. 按医生 shows the rates per 责任医生 of each institution.
 */
const SHOTS = '/work/shots/s6-reports';
const CENTRE = '340881100001';

jest.setTimeout(240_000);

describe('rate trends on the reports (Chromium)', () => {
  const harness = useBrowserHarness();
  const thisMonth = dateText().slice(0, 7);

  /** Chooses a figure in the trend's select and returns the reply it draws. */
  const chooseFigure = async (page: Page, label: string): Promise<RateTrendReply> => {
    const reply = page.waitForResponse(
      (response) => response.url().includes('/trend?') && response.status() === 200,
    );
    await page.getByRole('combobox', { name: '趋势指标' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).click();
    const body = (await (await reply).json()) as { Response: RateTrendReply };
    await page.getByRole('img', { name: new RegExp(`各月${label}趋势`) }).waitFor();
    return body.Response;
  };

  const rateOfCell = async (page: Page, column: number): Promise<string> =>
    (
      await page
        .locator(`tr[data-row-key="${CENTRE}"] td`)
        .nth(column)
        .locator('strong')
        .innerText()
    ).trim();

  const columnOf = async (page: Page, label: string): Promise<number> => {
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    return headers.findIndex((text) => text.trim().startsWith(label));
  };

  it.each([
    ['公卫服务汇总表', '/report/reportServiceSummary', 'summary', '血压控制率'],
    ['管理指标报表', '/report/chronicIndicators', 'indicators', '血压控制率'],
  ])('%s draws the chosen rate per institution and month', async (_title, link, shot, label) => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const { page, errors } = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.goto(`${harness.server.url}${link}`);
    await page.locator(`tr[data-row-key="${CENTRE}"]`).getByTitle('查看明细').first().waitFor();
    await page.getByRole('img', { name: /各月.*趋势/ }).waitFor();

    const trend = await chooseFigure(page, label);
    expect(trend.months.at(-1)).toBe(thisMonth);
    const township = trend.institutions.find((line) => line.hospitalId === CENTRE)!;
    expect(township.scope).toBe(true);
    expect(trend.institutions.filter((line) => !line.scope).length).toBeGreaterThan(0);
    // The last point is the table's value for the township.
    const last = township.values.at(-1)!;
    expect(last.rate).not.toBeNull();
    expect(await rateOfCell(page, await columnOf(page, label))).toBe(`${last.rate}%`);
    await page.screenshot({ path: `${SHOTS}/${shot}-trend-1440.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/${shot}-trend-1366.png` });
    expect(errors).toEqual([]);
  });

  it("公卫服务汇总表 按医生 lists the township's doctors, adding up to its own residents", async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.goto(`${harness.server.url}/report/reportServiceSummary`);
    await page.locator(`tr[data-row-key="${CENTRE}"]`).getByTitle('查看明细').first().waitFor();
    const reply = page.waitForResponse(
      (response) => response.url().includes('/byDoctor?') && response.status() === 200,
    );
    await page.getByText('按医生', { exact: true }).click();
    const body = (await (await reply).json()) as { Response: DoctorReportReply };
    const rows = body.Response.rows;
    expect(rows.length).toBeGreaterThan(1);
    const first = rows[0]!;
    const cells = page.locator(`tr[data-row-key="${first.hospitalId}/${first.doctor}"] td`);
    await cells.first().waitFor();
    expect(await cells.allInnerTexts()).toEqual(
      expect.arrayContaining([first.hospitalName, first.doctor || '未填写责任医生']),
    );
    // The township's own residents (its 建档 numerator) are its doctors' residents together.
    const ownFiled = rows
      .filter((row) => row.hospitalId === CENTRE)
      .reduce((sum, row) => sum + row.values.fileRate!.numerator, 0);
    expect(ownFiled).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/summary-doctor-1440.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/summary-doctor-1366.png` });
    expect(errors).toEqual([]);
  });
});
