import { type Page } from 'playwright-core';

import { type WorklistReply } from '@/services/contract/chronicPaths';

import { type SessionReply } from '../../server/auth/sessionReply';
import { authorized, signInAs } from '../integration/server/helpers';
import { chooseOption, latestRecordData } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * The work list of service-rules §6: a township doctor's morning. The home page's counts equal the
 * server's work list; the overdue list opens from them; a visit recorded for its first patient
 * (BP 186/112) takes the patient off the list, the count drops by one, and the patient's trend
 * shows the new point.
 */
const SHOTS = '/work/shots/12b';

describe('follow-up work list (service-rules §6)', () => {
  const harness = useBrowserHarness();

  /**
   * One session of the test's own for xzys01's server-side checks: each sign-in is a session, and
   * beyond SESSIONS_PER_USER (3) the oldest — the browser's — would end.
   */
  let apiSession: Promise<SessionReply> | undefined;
  const xzys01Session = (): Promise<SessionReply> =>
    (apiSession ??= signInAs(harness.server.app, 'xzys01'));

  const serverList = async (view: string): Promise<WorklistReply> => {
    const session = await xzys01Session();
    const reply = await harness.server.app.inject({
      url: `/api/followUpWorklist?disease=hypertension&view=${view}&PageSize=500`,
      headers: authorized(session),
    });
    return reply.json<{ Response: WorklistReply }>().Response;
  };

  const statValue = async (page: Page, testId: string): Promise<number> =>
    Number(
      (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).trim(),
    );

  const badgeOf = (page: Page, tab: string) =>
    page.getByRole('tab', { name: new RegExp(tab) }).locator('.ant-badge');

  const waitFor = async (read: () => Promise<number>, expected: number, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    let last = await read();
    while (last !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await read();
    }
    expect(last).toBe(expected);
  };

  it('records a visit for the first overdue patient, who then leaves the list', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');

    const before = await serverList('overdue');
    await page.getByTestId('home-hypertension-overdue').waitFor();
    expect(await statValue(page, 'home-hypertension-overdue')).toBe(before.counts.overdue);
    expect(await statValue(page, 'home-hypertension-dueToday')).toBe(before.counts.dueToday);
    expect(before.counts.overdue).toBeGreaterThan(0);
    expect(before.counts.dueToday).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/home-1440.png`, fullPage: true });

    await page.getByTestId('home-hypertension-overdue').click();
    await page.waitForURL(/\/chronic\/followUpWorklist\?disease=hypertension&view=overdue$/);
    const rows = page.locator('.chronic-worklist .ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const first = before.items[0]!;
    expect(await rows.first().getAttribute('data-row-key')).toBe(first.personNum);
    await waitFor(async () => Number(await badgeOf(page, '逾期未随访').innerText()), before.total);
    await page.screenshot({ path: `${SHOTS}/worklist-1440.png` });

    await rows
      .first()
      .getByRole('button', { name: /录入随访/ })
      .click();
    const dialog = page.locator('.gw-record-dialog');
    await dialog.getByLabel('收缩压', { exact: true }).waitFor();
    await dialog.getByLabel('无症状').check();
    await dialog.getByLabel('收缩压', { exact: true }).fill('186');
    await dialog.getByLabel('舒张压', { exact: true }).fill('112');
    await chooseOption(page, dialog.getByLabel('服药依从性'), '规律');
    // Part A's rules on the dialog: 控制不满意, a visit in two weeks, and the referral prompt.
    const twoWeeks = new Date(Date.now() + 8 * 3_600_000 + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await dialog.getByText('危急情况，建议紧急转诊').waitFor();
    const proposal = dialog.locator('.ant-alert', { hasText: '按本次测量值建议' });
    await proposal.getByText('控制不满意').waitFor();
    await proposal.getByText(twoWeeks).waitFor();
    await dialog
      .getByRole('button', { name: /填写转诊信息/ })
      .first()
      .click();
    await page.screenshot({ path: `${SHOTS}/record-visit-1440.png` });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    // 186/112 is extreme but possible: the form asks the doctor to confirm the values first.
    const saved = page.locator('.ant-message').getByText('新增成功');
    const confirm = page.getByRole('button', { name: /已核实/ });
    await Promise.race([
      confirm.waitFor({ timeout: 10_000 }).then(() => confirm.click()),
      saved.waitFor({ timeout: 10_000 }),
    ]).catch(() => undefined);
    // The toast may come and go while the confirmation closes; the list and the database tell.
    await page.screenshot({ path: `${SHOTS}/after-save-1440.png` });

    // The list and its count follow the save (the work list carries the follow-ups' cache tag).
    await waitFor(
      async () => Number(await badgeOf(page, '逾期未随访').innerText()),
      before.total - 1,
    );
    await waitFor(
      async () => page.locator(`.chronic-worklist tr[data-row-key="${first.personNum}"]`).count(),
      0,
    );
    const record = latestRecordData(harness.server.db, 'hypertensionFollowUp', first.personNum);
    expect(record).toMatchObject({
      sbp: 186,
      dbp: 112,
      visitClassification: '2',
      nextVisitDate: twoWeeks,
    });
    const after = await serverList('overdue');
    expect(after.counts.overdue).toBe(before.counts.overdue - 1);
    expect(after.items.some((item) => item.personNum === first.personNum)).toBe(false);

    // Among every patient, newest visit first: the patient, whose trend now holds 186/112.
    await page.getByRole('tab', { name: /全部在管/ }).click();
    await page.getByRole('columnheader', { name: /末次随访/ }).click();
    await page.getByRole('columnheader', { name: /末次随访/ }).click();
    const patientRow = page.locator(`.chronic-worklist tr[data-row-key="${first.personNum}"]`);
    await patientRow.waitFor();
    await patientRow.locator('.ant-table-row-expand-icon').click();
    await page
      .locator('.chronic-worklist .ant-table-expanded-row')
      .getByRole('img', { name: '血压趋势' })
      .locator('canvas')
      .first()
      .waitFor();
    const session = await xzys01Session();
    const chart = await harness.server.app.inject({
      url: `/api/hypertensionFollowUp/bloodpressurechart?personNum=${first.personNum}`,
      headers: authorized(session),
    });
    const points = chart.json<{
      Response: { items: { visitDate: string; sbp: number; dbp: number }[] };
    }>();
    expect(points.Response.items.at(-1)).toMatchObject({ sbp: 186, dbp: 112 });
    await page.screenshot({ path: `${SHOTS}/worklist-trend-1440.png` });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/worklist-800.png` });

    // Back on the home page, the overdue count has dropped by one too.
    await page.goto(`${harness.server.url}/home`);
    await page.getByTestId('home-hypertension-overdue').waitFor();
    await waitFor(
      async () => statValue(page, 'home-hypertension-overdue'),
      before.counts.overdue - 1,
    );
    expect(errors).toEqual([]);
  });

  it('lists the indicators per institution and drills down to the residents behind one', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'qyadmin');

    // The home page's indicator tile opens the residents behind its numerator.
    await page.getByTestId('home-indicator-htnControlRate').click();
    await page.waitForURL(/\/dialog\/report-details\/\d+\/htnControlled\?year=\d{4}$/);
    await page
      .getByText(/共 [1-9]\d* 人/)
      .first()
      .waitFor();

    await page.goto(`${harness.server.url}/report/chronicIndicators`);
    const table = page.locator('.ant-table-tbody');
    await table.getByText('孔城镇卫生院').waitFor();
    await page.screenshot({ path: `${SHOTS}/indicators-1440.png` });
    const row = page.locator('tr[data-row-key="340881100001"]');
    await row.getByTitle('查看明细').nth(5).click();
    await page.waitForURL(/\/dialog\/report-details\/340881100001\/htnControlled\?year=\d{4}$/);
    await page
      .getByText(/共 \d+ 人/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/report-details-1440.png` });
    const masked = await page
      .locator('tr.ant-table-row:visible')
      .first()
      .locator('td')
      .nth(1)
      .innerText();
    expect(masked).toContain('*');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/report-details-800.png` });
    expect(errors).toEqual([]);
  });
});
