import { type Page } from 'playwright-core';

import { type ScheduleProgramme } from '@/domain/schedule';
import {
  type ServiceDueItem,
  type ServiceDueReply,
  type ServiceDueSummaryReply,
} from '@/services/contract/serviceDuePaths';

import { authorized, signInAs } from '../integration/server/helpers';
import { type BrowserHarness, useBrowserHarness } from '../utils/browserHarness';
import { expectEventually } from '../utils/eventually';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 工作提醒/待办 per programme family (service-rules §6; the seed's schedule demo dates 桐梓村's
 * residents due today, this week and overdue in every programme from the seeding day): each home
 * card's count is the length of the list it opens, and the list's first resident's 健康画像 lists
 * the same service under 待办与逾期服务. The village doctor's menu opens the mental, TB and
 * contract work; the child, maternal and vaccination work is the township's (the village clinic
 * lies in 李秀英's scope).
 */

type Account = 'cunyi01' | 'xzys01';
const STATES = ['dueToday', 'dueThisWeek', 'overdue'] as const;

/** How the 健康画像 names a programme's due service (the contract by its own entries). */
const profileTitle = (item: ServiceDueItem, state: (typeof STATES)[number]): string =>
  item.programme !== 'contract'
    ? item.service
    : state === 'overdue'
      ? '家庭医生签约已过期（待续约）'
      : '家庭医生签约即将到期（可续约）';

/** One API session per account (a sign-in beyond SESSIONS_PER_USER would end the browser's). */
const sessions = new Map<Account, ReturnType<typeof signInAs>>();

const serverGet = async <T>(harness: BrowserHarness, account: Account, url: string) => {
  const pending = sessions.get(account) ?? signInAs(harness.server.app, account);
  sessions.set(account, pending);
  const session = await pending;
  const reply = await harness.server.app.inject({ url, headers: authorized(session) });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ Response: T }>().Response;
};

/** The figure of a home card. */
const cardValue = async (page: Page, programme: ScheduleProgramme, state: string) =>
  Number(
    (
      await page
        .getByTestId(`due-${programme}-${state}`)
        .locator('.ant-statistic-content-value')
        .innerText()
    ).trim(),
  );

/**
 * For each programme: every state's home card shows the server's count, which is its list's
 * total; the overdue card opens that list (badge and first row), 今日到期 switches it, and the
 * first resident due today has the service on their 健康画像.
 */
const checkFamilies = async (
  harness: BrowserHarness,
  page: Page,
  account: Account,
  programmes: readonly ScheduleProgramme[],
) => {
  const summary = await serverGet<ServiceDueSummaryReply>(
    harness,
    account,
    '/api/serviceDue/summary',
  );
  const lists = new Map<string, ServiceDueReply>();
  await page.getByTestId(`due-${programmes[0]}-overdue`).waitFor();
  for (const programme of programmes) {
    const entry = summary.programmes.find((item) => item.programme === programme);
    expect([programme, entry !== undefined]).toEqual([programme, true]);
    for (const state of STATES) {
      const count = entry?.counts[state] ?? -1;
      // The seed leaves every family something in each of these states.
      expect([programme, state, count > 0]).toEqual([programme, state, true]);
      const list = await serverGet<ServiceDueReply>(
        harness,
        account,
        `/api/serviceDue?programme=${programme}&state=${state}&PageSize=500`,
      );
      lists.set(`${programme}/${state}`, list);
      expect([programme, state, list.total]).toEqual([programme, state, count]);
      await expectEventually(() => cardValue(page, programme, state), count);
    }
  }
  for (const programme of programmes) {
    await page.goto(`${harness.server.url}/home`);
    await page.getByTestId(`due-${programme}-overdue`).click();
    await page.waitForURL(
      new RegExp(`/chronic/serviceDueList\\?state=overdue&programme=${programme}$`),
    );
    const badge = page
      .getByRole('radiogroup', { name: '待办状态' })
      .locator('.ant-segmented-item-selected .ant-badge');
    for (const state of ['overdue', 'dueToday'] as const) {
      const list = lists.get(`${programme}/${state}`)!;
      if (state === 'dueToday') {
        await page
          .getByRole('radiogroup', { name: '待办状态' })
          .getByText('今日到期', { exact: true })
          .click();
      }
      await expectEventually(async () => Number((await badge.innerText()).trim()), list.total);
      const first = list.items[0]!;
      const row = page.locator(
        `tr[data-row-key="${first.programme}|${first.serviceKey}|${first.personNum}"]`,
      );
      await row.waitFor();
      if (state === 'overdue') continue;
      // The first resident's 健康画像 lists the service, as due.
      await row.getByRole('link', { name: first.name }).click();
      await page
        .locator('.gw-card')
        .filter({ has: page.getByText('待办与逾期服务', { exact: true }) })
        .locator('.ant-list-item')
        .filter({ hasText: profileTitle(first, state) })
        .locator('.ant-tag', { hasText: '即将到期' })
        .first()
        .waitFor();
    }
  }
};

describe('工作提醒/待办 per programme family (service-rules §1, §6)', () => {
  const harness = useBrowserHarness();

  it('the village doctor’s mental, TB and contract counts are their lists and their residents’ 健康画像', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'cunyi01');
    await checkFamilies(harness, page, 'cunyi01', ['mental', 'tuberculosis', 'contract']);
    expect(errors).toEqual([]);
  }, 240_000);

  it('the township doctor’s child, maternal and vaccination counts are their lists and their residents’ 健康画像', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await checkFamilies(harness, page, 'xzys01', ['child', 'maternal', 'vaccination']);
    expect(errors).toEqual([]);
  }, 240_000);
});
