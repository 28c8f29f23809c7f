import { type Page } from 'playwright-core';

import { type ScheduleProgramme } from '@/domain/schedule';
import { SERVICE_DUE_STATES } from '@/domain/schedule/dueStates';
import {
  type ServiceDueReply,
  type ServiceDueSummaryReply,
} from '@/services/contract/serviceDuePaths';

import { type SessionReply } from '../../server/auth/sessionReply';
import { authorized, signInAs } from '../integration/server/helpers';
import { buttonNamed, chooseAnswer } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { keepWidthsIn } from '../utils/printedPaper';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 工作提醒/待办 as the village doctor cunyi01: one home card per programme the menu opens (none
 * for the township's child, maternal and vaccination work), each count the length of the list it
 * opens, in the browser and on the server. Screenshots at the desks' widths when
 * PRINT_SHOTS_DIR is set.
 */
const keepWidths = keepWidthsIn(process.env.PRINT_SHOTS_DIR);

describe('工作提醒/待办 (service-rules §1, §6)', () => {
  const harness = useBrowserHarness();
  /** A session of the test's own for the server's side (the browser keeps its own). */
  let apiSession: Promise<SessionReply> | undefined;
  const serverGet = async <T>(url: string): Promise<T> => {
    const session = await (apiSession ??= signInAs(harness.server.app, 'cunyi01'));
    const reply = await harness.server.app.inject({ url, headers: authorized(session) });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ Response: T }>().Response;
  };

  const statValue = async (page: Page, testId: string): Promise<number> =>
    Number(
      (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).trim(),
    );

  const waitFor = async (read: () => Promise<number>, expected: number, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    let last = await read();
    while (last !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      last = await read();
    }
    expect(last).toBe(expected);
  };

  it('the village doctor’s home counts are the lists they open', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'cunyi01');
    const summary = await serverGet<ServiceDueSummaryReply>('/api/serviceDue/summary');
    const shown = summary.programmes.map((entry) => entry.programme);
    expect(shown).toEqual(
      expect.arrayContaining<ScheduleProgramme>(['mental', 'tuberculosis', 'elderly', 'contract']),
    );
    for (const hidden of ['child', 'maternal', 'vaccination'] as const) {
      expect(shown).not.toContain(hidden);
      expect(await page.getByTestId(`due-${hidden}-overdue`).count()).toBe(0);
    }
    await page.getByTestId('due-mental-overdue').waitFor();
    for (const entry of summary.programmes) {
      for (const state of SERVICE_DUE_STATES) {
        expect([
          entry.programme,
          state,
          await statValue(page, `due-${entry.programme}-${state}`),
        ]).toEqual([entry.programme, state, entry.counts[state]]);
      }
    }
    await keepWidths(page, 'service-due-home');

    // Each programme's overdue count opens its list: the badge and the rows agree with it.
    for (const programme of ['mental', 'tuberculosis', 'elderly', 'contract'] as const) {
      const count = summary.programmes.find((entry) => entry.programme === programme)!.counts
        .overdue;
      const list = await serverGet<ServiceDueReply>(
        `/api/serviceDue?programme=${programme}&state=overdue&PageSize=500`,
      );
      expect(list.total).toBe(count);
      expect(list.items).toHaveLength(count);
      await page.goto(`${harness.server.url}/home`);
      await page.getByTestId(`due-${programme}-overdue`).click();
      await page.waitForURL(
        new RegExp(`/chronic/serviceDueList\\?state=overdue&programme=${programme}$`),
      );
      const badge = page
        .getByRole('radiogroup', { name: '待办状态' })
        .locator('.ant-segmented-item-selected .ant-badge');
      await waitFor(async () => Number((await badge.innerText()).trim()), count);
      if (count > 0) {
        const first = list.items[0]!;
        await page
          .locator(`tr[data-row-key="${first.programme}|${first.serviceKey}|${first.personNum}"]`)
          .waitFor();
      } else {
        await page.getByText('没有逾期的服务').waitFor();
      }
      if (programme === 'mental') await keepWidths(page, 'service-due-list-mental');
    }
    expect(errors).toEqual([]);
  });

  it('recording the first resident’s 生活自理能力评估 takes the service off the list; the count drops by one', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'cunyi01');
    const url = '/api/serviceDue?programme=elderly&state=dueToday&PageSize=500';
    const before = await serverGet<ServiceDueReply>(url);
    const first = before.items.find((item) => item.formFamily === 'healthchecktablescores')!;
    expect(first).toBeDefined();
    await page.getByTestId('due-elderly-dueToday').click();
    await page.waitForURL(/\/chronic\/serviceDueList\?state=dueToday&programme=elderly$/);
    const badge = page
      .getByRole('radiogroup', { name: '待办状态' })
      .locator('.ant-segmented-item-selected .ant-badge');
    await waitFor(async () => Number((await badge.innerText()).trim()), before.total);
    const key = `elderly|${first.serviceKey}|${first.personNum}`;
    const row = page.locator(`tr[data-row-key="${key}"]`);
    if ((await row.count()) === 0) {
      // On a later page of 20: show 100 a page.
      await page.locator('.ant-pagination-options .ant-select').click();
      await page.getByTitle('100 条/页').click();
    }
    await row.getByRole('button', { name: /录入/ }).click();
    const dialog = page.locator('.gw-record-dialog');
    await dialog.getByRole('radiogroup', { name: '进餐', exact: true }).waitFor();
    await chooseAnswer(dialog, '进餐', '独立完成');
    await chooseAnswer(dialog, '梳洗', '独立完成');
    await chooseAnswer(dialog, '穿衣', '独立完成');
    await chooseAnswer(dialog, '如厕', '不需协助');
    await chooseAnswer(dialog, '活动', '独立完成所有活动');
    await buttonNamed(dialog, '保存').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
    await waitFor(async () => Number((await badge.innerText()).trim()), before.total - 1);
    await waitFor(() => row.count(), 0);
    const after = await serverGet<ServiceDueReply>(url);
    expect(after.total).toBe(before.total - 1);
    expect(
      after.items.some(
        (item) => item.serviceKey === first.serviceKey && item.personNum === first.personNum,
      ),
    ).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the township doctor’s home has a row per village whose figures open that village’s list', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const session = await signInAs(harness.server.app, 'xzys01');
    const summary = (
      await harness.server.app.inject({
        url: '/api/serviceDue/summary',
        headers: authorized(session),
      })
    ).json<{ Response: ServiceDueSummaryReply }>().Response;
    const mental = summary.programmes.find((entry) => entry.programme === 'mental')!;
    const village =
      mental.byHospital.find((row) => row.counts.overdue > 0) ?? mental.byHospital[0]!;
    const cell = page.getByTestId(`due-${village.hospitalId}-mental-overdue`);
    await cell.waitFor();
    expect(Number((await cell.innerText()).trim())).toBe(village.counts.overdue);
    await keepWidths(page, 'service-due-home-township');
    await cell.click();
    await page.waitForURL(/\/chronic\/serviceDueList\?state=overdue&programme=mental&hospitalId=/);
    await page.locator('.service-due .ant-table').waitFor();
    const rows = page.locator('.service-due .ant-table-tbody tr.ant-table-row');
    const deadline = Date.now() + 10_000;
    while ((await rows.count()) !== village.counts.overdue && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await rows.count()).toBe(village.counts.overdue);
    await keepWidths(page, 'service-due-list-township');
    expect(errors).toEqual([]);
  });
});
