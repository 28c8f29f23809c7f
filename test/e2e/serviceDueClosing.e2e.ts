import { type Locator, type Page } from 'playwright-core';

import { dateText } from '@/domain/calendar';
import { closingValuesOf, type ScheduleProgramme } from '@/domain/schedule';
import { type ServiceDueState } from '@/domain/schedule/dueStates';
import { type PersonProfile } from '@/services/contract';
import { VACCINES } from '@/services/contract/catalogue/fields/recordFields';
import { type ServiceDueItem, type ServiceDueReply } from '@/services/contract/serviceDuePaths';
import { archivePath } from '@/shared/archivePaths';

import { authorized, signInAs } from '../integration/server/helpers';
import { answerPopconfirm, buttonNamed, chooseOption, valueBecomes } from '../utils/antdLocators';
import { type BrowserHarness, useBrowserHarness } from '../utils/browserHarness';
import { expectEventually } from '../utils/eventually';
import { untilSettled } from '../utils/settled';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 工作提醒/待办 closes the service it lists, per programme family (service-rules §1, §6; the
 * seed's schedule demo): from the home card's list, the row's 录入 opens the form that closes the
 * service for that resident (prefilled with them and with what the record must say); saved with
 * what the form requires, the row leaves the list, the home card counts one fewer and the
 * resident's 健康画像 no longer lists the service under 待办与逾期服务. The village doctor
 * (cunyi01) holds the mental, TB and contract work; the township doctor (xzys01) the child,
 * maternal and vaccination work.
 */

type Account = 'cunyi01' | 'xzys01';

/** One family's closing: whose work, which list, which row and what the form needs. */
interface Closing {
  account: Account;
  programme: ScheduleProgramme;
  state: ServiceDueState;
  /** The row to close: the list's first whose service this accepts. */
  picks?: (item: ServiceDueItem, list: readonly ServiceDueItem[]) => boolean;
  /** A field of the form that shows once it is ready. */
  readyField: string;
  /** What the doctor fills, beyond the prefilled, for the form to save. */
  fill: (page: Page, dialog: Locator, item: ServiceDueItem) => Promise<void>;
  /** The row's action, when not 录入 (续约). */
  action?: (item: ServiceDueItem) => string;
  /** How the closing is saved, when not by 保存 (a 续约 confirmed); the dialog closes after. */
  submit?: (page: Page, dialog: Locator) => Promise<void>;
  /** How the 健康画像 names the service, when not by the row's name. */
  profileTitle?: string;
}

const typeDate = async (page: Page, picker: Locator, day: string) => {
  await picker.click();
  await picker.fill(day);
  await page.keyboard.press('Enter');
};

const cardValue = async (page: Page, programme: ScheduleProgramme, state: ServiceDueState) =>
  Number(
    (
      await page
        .getByTestId(`due-${programme}-${state}`)
        .locator('.ant-statistic-content-value')
        .innerText()
    ).trim(),
  );

/** The 健康画像's 待办与逾期服务 entries titled `service`, once the card has loaded. */
const profileEntries = async (page: Page, service: string): Promise<Locator> => {
  const card = page
    .locator('.gw-card')
    .filter({ has: page.getByText('待办与逾期服务', { exact: true }) });
  await card.locator('.ant-list-item, .ant-empty').first().waitFor();
  return card
    .locator('.ant-list-item')
    .filter({ has: page.locator('.ant-list-item-meta-title').getByText(service, { exact: true }) });
};

/** How a 签约履约 row counts its item: done/required. */
const itemProgress = (service: string) => {
  const [, done, required] = /(\d+)\/(\d+)$/.exec(service) ?? [];
  return { done: Number(done), required: Number(required) };
};

const closeFirstService = async (harness: BrowserHarness, closing: Closing) => {
  const { account, programme, state } = closing;
  const { page, errors } = await harness.open({ width: 1366, height: 768 });
  const session = await signInAs(harness.server.app, account);
  const serverGet = async <T>(url: string): Promise<T> => {
    const reply = await harness.server.app.inject({ url, headers: authorized(session) });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ Response: T }>().Response;
  };
  const serverList = () =>
    serverGet<ServiceDueReply>(
      `/api/serviceDue?programme=${programme}&state=${state}&PageSize=500`,
    );
  const before = await serverList();
  const first = before.items.find((item) => closing.picks?.(item, before.items) ?? true);
  expect([programme, first !== undefined]).toEqual([programme, true]);
  const { personNum, serviceKey, name } = first!;
  const service = closing.profileTitle ?? first!.service;

  // The resident's 健康画像 lists the service before it is recorded.
  const profileBefore = await serverGet<PersonProfile>(`/api/persons/homepage/${personNum}`);
  expect(profileBefore.due.map((entry) => entry.service)).toContain(service);

  await signInThroughPage(page, harness.server.url, account);
  await expectEventually(() => cardValue(page, programme, state), before.total);
  await page.getByTestId(`due-${programme}-${state}`).click();
  await page.waitForURL(
    new RegExp(`/chronic/serviceDueList\\?state=${state}&programme=${programme}$`),
  );
  const badge = page
    .getByRole('radiogroup', { name: '待办状态' })
    .locator('.ant-segmented-item-selected .ant-badge');
  await expectEventually(async () => Number((await badge.innerText()).trim()), before.total);
  const row = page.locator(`tr[data-row-key="${programme}|${serviceKey}|${personNum}"]`);
  await page.locator('.service-due .ant-table-tbody tr.ant-table-row').first().waitFor();
  if ((await row.count()) === 0) {
    // On a later page of 20: show 100 a page.
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByTitle('100 条/页').click();
  }
  await row
    .getByRole('button', { name: closing.action?.(first!) ?? `为${name}录入${first!.service}` })
    .click();

  const dialog = page.locator('.gw-record-dialog');
  await dialog.getByLabel(closing.readyField, { exact: true }).waitFor();
  // The row's resident, prefilled.
  await dialog.getByText(personNum, { exact: true }).first().waitFor();
  await closing.fill(page, dialog, first!);
  if (closing.submit) {
    await closing.submit(page, dialog);
  } else {
    await buttonNamed(dialog, '保存').click();
    await page.locator('.ant-message').getByText('新增成功').waitFor();
  }

  // Off the list on screen, one fewer on its badge, on the server and on the home card.
  await expectEventually(async () => Number((await badge.innerText()).trim()), before.total - 1);
  await expectEventually(() => row.count(), 0);
  const after = await serverList();
  expect(after.total).toBe(before.total - 1);
  expect(
    after.items.filter((item) => item.serviceKey === serviceKey && item.personNum === personNum),
  ).toEqual([]);
  // The home page, opened from the menu (the app's cached counts, not a reload).
  await page.locator('.ant-menu').getByText('首页', { exact: true }).click();
  await page.waitForURL(/\/home$/);
  await expectEventually(() => cardValue(page, programme, state), before.total - 1);

  // The 健康画像 no longer lists it as due.
  await page.goto(`${harness.server.url}${archivePath('health-profile', personNum, name)}`);
  expect(await (await profileEntries(page, service)).count()).toBe(0);
  expect(errors).toEqual([]);
};

describe('工作提醒/待办: recording the closing service takes it off (service-rules §1, §6)', () => {
  const harness = useBrowserHarness();
  const today = dateText();

  it('严重精神障碍: the first patient due today, visited and judged 稳定', async () => {
    if (!harness.browser) return;
    await closeFirstService(harness, {
      account: 'cunyi01',
      programme: 'mental',
      state: 'dueToday',
      readyField: '危险性评估',
      fill: async (page, dialog) => {
        await chooseOption(page, dialog.getByLabel('危险性评估', { exact: true }), '0级');
        await chooseOption(page, dialog.getByLabel('自知力', { exact: true }), '自知力完全');
        // Exactly 稳定 (不稳定 and 基本稳定 contain the word).
        await dialog.getByLabel('本次随访分类', { exact: true }).click();
        await page.locator('.ant-select-dropdown .ant-select-item-option[title="稳定"]').click();
      },
    });
  });

  it('肺结核: the first patient due today, visited', async () => {
    if (!harness.browser) return;
    await closeFirstService(harness, {
      account: 'cunyi01',
      programme: 'tuberculosis',
      state: 'dueToday',
      readyField: '随访时间',
      fill: async (_page, dialog) => {
        await valueBecomes(dialog.getByLabel('随访时间', { exact: true }), today);
      },
    });
  });

  it('家庭医生签约: the first package item one record from delivered, delivered', async () => {
    if (!harness.browser) return;
    await closeFirstService(harness, {
      account: 'cunyi01',
      programme: 'contract',
      state: 'dueToday',
      picks: (item) => {
        const { done, required } = itemProgress(item.service);
        return item.service.startsWith('签约履约：') && done + 1 === required;
      },
      readyField: '教育日期',
      fill: async (page, dialog) => {
        await typeDate(page, dialog.getByLabel('教育日期', { exact: true }), today);
        await chooseOption(page, dialog.getByLabel('教育场合', { exact: true }), '随访');
        await chooseOption(page, dialog.getByLabel('教育内容', { exact: true }), '合理膳食');
        await dialog.locator('.ant-modal-title').click();
        await dialog
          .getByLabel('指导要点', { exact: true })
          .fill('低盐低脂饮食，每日食盐不超过5克');
        await chooseOption(page, dialog.getByLabel('居民掌握情况', { exact: true }), '掌握');
      },
    });
  });

  it('家庭医生签约: the first agreement due for renewal today, renewed from its row', async () => {
    if (!harness.browser) return;
    await closeFirstService(harness, {
      account: 'cunyi01',
      programme: 'contract',
      state: 'dueToday',
      // A resident whose only row today is the renewal (a renewal replaces the items' rows too).
      picks: (item, list) =>
        item.serviceKey === 'contract-expiry' &&
        list.filter((other) => other.personNum === item.personNum).length === 1,
      action: (item) => `为${item.name}续约`,
      profileTitle: '家庭医生签约即将到期（可续约）',
      readyField: '签约医生',
      fill: async (page, dialog) => {
        await dialog.getByRole('region', { name: '履约情况' }).waitFor();
        await untilSettled(dialog);
        await buttonNamed(dialog.getByRole('region', { name: '履约情况' }), '续约').click();
        await answerPopconfirm(page, '续约');
      },
      submit: async (page, dialog) => {
        await page
          .locator('.ant-message')
          .getByText(/^续约成功/)
          .waitFor();
        await dialog.locator('.ant-modal-close').first().click();
      },
    });
  });

  it('儿童健康管理: the first child due today, checked at the row’s 月龄', async () => {
    if (!harness.browser) return;
    await closeFirstService(harness, {
      account: 'xzys01',
      programme: 'child',
      state: 'dueToday',
      readyField: '体重',
      fill: async (_page, dialog) => {
        await dialog.getByLabel('体重', { exact: true }).fill('9.6');
        await dialog.getByLabel('身长', { exact: true }).fill('75');
      },
    });
  });

  it('孕产妇健康管理: the first antenatal visit due today, of the row’s 随访次数', async () => {
    if (!harness.browser) return;
    await closeFirstService(harness, {
      account: 'xzys01',
      programme: 'maternal',
      state: 'dueToday',
      picks: (item) => item.serviceKey.startsWith('antenatal-'),
      readyField: '体重',
      fill: async (_page, dialog) => {
        await dialog.getByLabel('体重', { exact: true }).fill('62');
        await dialog.getByLabel('宫底高度', { exact: true }).fill('20');
        await dialog.getByLabel('腹围', { exact: true }).fill('88');
        await dialog.getByLabel('收缩压', { exact: true }).fill('118');
        await dialog.getByLabel('舒张压', { exact: true }).fill('76');
      },
    });
  });

  it('预防接种: the first dose due today, given (the row’s vaccine and 剂次 prefilled)', async () => {
    if (!harness.browser) return;
    await closeFirstService(harness, {
      account: 'xzys01',
      programme: 'vaccination',
      state: 'dueToday',
      readyField: '疫苗批号',
      fill: async (page, dialog, item) => {
        // 疫苗名称 and 剂次 are the row's dose, as the schedule closes it.
        const values = closingValuesOf(item);
        const vaccine = VACCINES.find((option) => option.value === values.vaccine)?.label;
        expect([item.service, vaccine !== undefined]).toEqual([item.service, true]);
        await dialog
          .locator('.ant-form-item', { has: page.getByText('疫苗名称', { exact: true }) })
          .getByText(vaccine!, { exact: true })
          .waitFor();
        await valueBecomes(dialog.getByLabel('剂次', { exact: true }), String(values.doseNo));
        await typeDate(page, dialog.getByLabel('接种日期', { exact: true }), today);
        await chooseOption(page, dialog.getByLabel('接种部位', { exact: true }), '左上臂');
        await dialog.getByLabel('疫苗批号', { exact: true }).fill('202611A01');
        await dialog.getByLabel('接种医生', { exact: true }).fill('李秀英');
      },
    });
  });
});
