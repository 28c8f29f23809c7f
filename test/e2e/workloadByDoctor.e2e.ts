import { mkdirSync } from 'node:fs';

import { type Locator } from 'playwright-core';

import { dateText } from '@/domain/calendar';

import { signInAs } from '../integration/server/helpers';
import { clientFor, createResident, openCard } from '../integration/server/resourcesFixtures';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 月度工作量统计 按医生, as the township manager (xzys01) reads it: a hypertension follow-up saved
 * today counts under the 责任医生 its resident's archive names, and that doctor's count opens the
 * records behind it with the visit among them, masked. 公卫服务汇总表 and 管理指标报表 show the
 * same 按医生 view, each number a link to the doctor's residents.
 */
const SHOTS = '/work/shots/s7-doctor';
const CENTRE = '340881100001';
const DOCTOR = '浏览器测试医生';

/** Waits (up to 10 s) until a locator's text is `expected`; the last read is the assertion. */
const textBecomes = async (locator: Locator, expected: string): Promise<void> => {
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await locator.innerText().catch(() => '')) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await locator.innerText()).toBe(expected);
};

describe('reports by responsible doctor (按医生)', () => {
  const harness = useBrowserHarness();
  const today = dateText();

  it("counts a follow-up saved today under the archive's doctor and drills down to it", async () => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const { page, errors } = await harness.open();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');

    // The resident is filed under a doctor with no record yet, through the API as the form posts.
    const session = await signInAs(harness.server.app, 'xzys01');
    const api = clientFor(harness.server.app, session);
    const patient = await createResident(api, '1957-08-03', { responsibleDoctor: DOCTOR });
    await openCard(api, 'hypertensionCard', patient);

    await page.goto(`${harness.server.url}/report/lyxreportMonthlyWork`);
    await page.getByText('按医生', { exact: true }).click();
    const doctorRow = page.locator(`tr[data-row-key="${CENTRE}/${DOCTOR}"]`);
    const countButton = doctorRow.getByRole('button', { name: /高血压随访人次明细/ });
    await page.locator('tr[data-row-key]').first().waitFor();
    const before = (await countButton.count()) > 0 ? Number(await countButton.innerText()) : 0;

    const saved = await api.post('/api/hypertensionFollowUp', {
      personNum: patient,
      visitDate: today,
      visitMethod: '1',
      symptoms: ['1'],
      sbp: 136,
      dbp: 84,
      medicationCompliance: '1',
      doctorSignature: DOCTOR,
    });
    expect(saved.status).toBe(201);

    await page.getByRole('button', { name: /刷\s*新/ }).click();
    await textBecomes(countButton, String(before + 1));
    await expect(doctorRow.getByText(DOCTOR, { exact: true }).count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/monthly-doctor-1366.png` });

    await countButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`共 ${before + 1} 条`).waitFor();
    await dialog.getByText(patient).waitFor();
    const idCell = await dialog
      .locator('tr', { hasText: patient })
      .locator('td')
      .nth(4)
      .innerText();
    expect(idCell).toContain('*');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/monthly-doctor-details-1440.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${SHOTS}/monthly-doctor-1440.png` });

    // 公卫服务汇总表 按医生: the doctor's 管理 count opens its one resident.
    await page.goto(`${harness.server.url}/report/reportServiceSummary`);
    await page.getByText('按医生', { exact: true }).click();
    const summaryRow = page.locator(`tr[data-row-key="${CENTRE}/${DOCTOR}"]`);
    await summaryRow.getByTitle('查看明细').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/summary-doctor-1440.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/summary-doctor-1366.png` });

    // 管理指标报表 按医生: the hypertension 管理人数 of the doctor lists the patient.
    await page.goto(`${harness.server.url}/report/chronicIndicators`);
    await page.getByText('按医生', { exact: true }).click();
    const indicatorRow = page.locator(`tr[data-row-key="${CENTRE}/${DOCTOR}"]`);
    await indicatorRow.getByTitle('查看明细').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/indicators-doctor-1366.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/indicators-doctor-1440.png` });
    const links = indicatorRow.getByTitle('查看明细');
    const hrefs = await links.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('href') ?? ''),
    );
    const managed = hrefs.find((href) => href.includes('/htnManaged?'));
    expect(managed).toContain(`doctor=${encodeURIComponent(DOCTOR)}`);
    await page.goto(`${harness.server.url}${managed}`);
    await page.getByText(patient).waitFor();
    await page.screenshot({ path: `${SHOTS}/indicators-doctor-details-1440.png` });
    expect(errors).toEqual([]);
  });
});
