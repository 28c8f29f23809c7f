import fs from 'node:fs';

import { type Locator, type Page } from 'playwright-core';

import { idCardCheckDigit } from '@/domain/identity/idCard';
import { DEVICE_MESSAGES } from '@/features/devices';

import { DEMO_CARDS } from '../../scripts/devices/demoCards';
import { SUCCESS_SHAPE_REFUSAL } from '../../scripts/devices/hardwareDriverSimulator';
import {
  type DeviceSimulators,
  startDeviceSimulators,
} from '../../scripts/devices/startDeviceSimulators';
import { type ServerConfig } from '../../server/config';
import { useBrowserHarness } from '../utils/browserHarness';
import { gotoList } from '../utils/listPage';
import { untilSettled } from '../utils/settled';
import { signInThroughPage } from '../utils/signInPage';

/**
 * The spec §4 card-reader flow end to end: a township doctor reads ID cards from the simulated
 * reader (the simulators of `npm run devices`, on free ports) into the new-resident form and the
 * search form, against the reference server, and sees each device message of spec 8.
 */

const PERSONS_PATH = '/archives/persons';
const SHOTS = '/work/shots/16';
const NEW_PERSON = DEMO_CARDS.newPerson!;
const RESIDENT = DEMO_CARDS.resident!;

describe('ID-card reader and hardware driver (Chromium)', () => {
  let simulators: DeviceSimulators | undefined;
  // Filled in before the harness's server starts (beforeAll hooks run in order).
  const overrides: Partial<ServerConfig> = {};
  beforeAll(async () => {
    simulators = await startDeviceSimulators({ cardReaderPort: 0, hardwarePort: 0 });
    overrides.cardReaderOrigin = simulators.cardReaderOrigin;
    overrides.hardwareSocketUrl = simulators.hardwareSocketUrl;
  });
  const harness = useBrowserHarness(overrides);
  afterAll(async () => {
    await simulators?.close();
  });

  const sim = () => {
    if (!simulators) throw new Error('simulators start in beforeAll');
    return simulators;
  };
  const setSimulator = (
    settings: Partial<Pick<DeviceSimulators['state'], 'cardId' | 'readerMode' | 'hardwareMode'>>,
  ) => Object.assign(sim().state, settings);

  const button = (scope: Page | Locator, text: string) =>
    scope.getByRole('button', {
      name: new RegExp(`(?:^|\\s)${[...text].join('\\s*')}\\s*$`),
    });
  const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);
  const dialog = (page: Page) => page.locator('.gw-record-dialog').first();
  const readCard = (scope: Locator) => scope.getByRole('button', { name: '读卡', exact: true });
  const shot = async (page: Page, name: string) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };

  const openPersons = async (page: Page) => {
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await gotoList(page, `${harness.server.url}${PERSONS_PATH}`);
  };

  /** Waits until the dialog's ID number field holds `id` (the card has been filled in). */
  const idFilled = (page: Page, id: string) =>
    page.waitForFunction(
      (expected) =>
        document.querySelector<HTMLInputElement>('.gw-record-dialog input[id$="_IDCardNo"]')
          ?.value === expected,
      id,
    );

  const openNewResident = async (page: Page): Promise<Locator> => {
    await button(page, '新增').click();
    const form = dialog(page);
    await form.getByLabel('身份证号', { exact: true }).waitFor();
    // 读卡 is clicked next: not while the dialog still zooms in (test/utils/settled.ts).
    await untilSettled(form);
    return form;
  };

  it('reads a new person into the new-resident form and saves; a card on file is warned', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await openPersons(page);
    setSimulator({ cardId: 'newPerson', readerMode: 'ok' });
    const form = await openNewResident(page);
    await readCard(form).click();
    await form.getByLabel('姓名', { exact: true }).waitFor();
    await idFilled(page, NEW_PERSON.certNumber);
    expect(await form.getByLabel('姓名', { exact: true }).inputValue()).toBe(NEW_PERSON.partyName);
    expect(await form.getByLabel('出生日期').inputValue()).toBe('1988-04-15');
    expect(await form.getByLabel('现住址', { exact: true }).inputValue()).toBe(
      NEW_PERSON.certAddress,
    );
    await form.locator('.ant-select [title="女"]').waitFor();
    await form.locator('.ant-select [title="回族"]').waitFor();
    await readCard(form).waitFor();
    await shot(page, 'new-resident-read-1440');
    // The card has no phone; the cover's 联系电话 is required: after 读卡 the cursor is there,
    // the first required field the card left empty. Staff type the contact's, which it follows.
    await page.waitForFunction(() => {
      const item = document.activeElement?.closest('.ant-form-item');
      return item?.querySelector('.ant-form-item-label label')?.textContent?.trim() === '联系电话';
    });
    await form.getByLabel('联系人电话', { exact: true }).fill('13905567788');
    await button(form, '保存').click();
    await toast(page, '新增成功').waitFor();
    const saved = harness.server.db
      .prepare(
        "SELECT name, data FROM resource_records WHERE family = 'persons' AND id_card_no = ?",
      )
      .get(NEW_PERSON.certNumber) as { name: string; data: string } | undefined;
    expect(saved?.name).toBe(NEW_PERSON.partyName);
    expect(JSON.parse(saved?.data ?? '{}')).toMatchObject({
      sex: '2',
      birthDate: '1988-04-15',
      nation: '03',
      address: NEW_PERSON.certAddress,
      coverPhone: '13905567788',
    });

    // A card already on file: the duplicate warning and the way to the existing record.
    setSimulator({ cardId: 'resident' });
    const again = await openNewResident(page);
    await readCard(again).click();
    await again.getByText('该身份证号已建档').waitFor();
    await button(again, '查看已有档案').waitFor();
    await shot(page, 'resident-on-file-1440');
    await button(again, '取消').click();
    await dialog(page).waitFor({ state: 'detached' });

    // The search form: 读卡 fills the ID number and searches.
    await readCard(page.locator('.gw-resource-search')).click();
    await page.waitForFunction(() =>
      /共 1 条/.test(document.querySelector('.gw-list-heading')?.textContent ?? ''),
    );
    await page
      .locator('.gw-resource-table tr.ant-table-row td[data-field="IDCardNo"]', {
        hasText: `${RESIDENT.certNumber.slice(0, 4)}`,
      })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('leads on from a card a list holds nothing for: the archive on file, or 新建档案 with the card', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const db = harness.server.db;
    const recordsOf = (family: string, idCardNo: string) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM resource_records r
             JOIN resource_records p ON p.family = 'persons' AND p.id = r.person_num
             WHERE r.family = ? AND p.id_card_no = ?`,
          )
          .get(family, idCardNo) as { n: number }
      ).n;
    // 鲍春兵 is on file with no 高血压随访记录: the empty list offers his archive.
    expect(recordsOf('hypertensionFollowUp', RESIDENT.certNumber)).toBe(0);
    await gotoList(page, `${harness.server.url}/chronic/hypertension/hypertensionFollowUp`);
    setSimulator({ cardId: 'resident', readerMode: 'ok' });
    await readCard(page.locator('.gw-resource-search')).click();
    const table = page.locator('.gw-resource-table');
    await table.getByText(`${RESIDENT.partyName}已建档，本列表暂无其记录`).waitFor();
    await shot(page, 'card-lead-on-file-1440');
    await button(table, '打开健康档案').click();
    await page.waitForURL(/\/dialog\/health-profile\//);
    await page.getByText('待办与逾期服务').first().waitFor();

    // A card nobody in the demo holds: 新建档案 opens the new-archive form with the card's values.
    const first17 = '34088119920315451';
    const stranger = {
      ...NEW_PERSON,
      label: '新居民：程思远（未建档）',
      partyName: '程思远',
      gender: '男' as const,
      nation: '汉',
      bornDay: '19920315',
      certNumber: `${first17}${idCardCheckDigit(first17)}`,
    };
    sim().state.cards.stranger = stranger;
    expect(
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM resource_records WHERE family = 'persons' AND id_card_no = ?",
        )
        .get(stranger.certNumber),
    ).toEqual({ n: 0 });
    await gotoList(page, `${harness.server.url}/chronic/mental/mentalvisit`);
    setSimulator({ cardId: 'stranger' });
    await readCard(page.locator('.gw-resource-search')).click();
    await table.getByText('该身份证尚未建立健康档案').waitFor();
    await shot(page, 'card-lead-not-on-file-1440');
    await button(table, '新建档案').click();
    const form = dialog(page);
    await form.getByLabel('姓名', { exact: true }).waitFor();
    await idFilled(page, stranger.certNumber);
    expect(await form.getByLabel('姓名', { exact: true }).inputValue()).toBe('程思远');
    expect(await form.getByLabel('出生日期').inputValue()).toBe('1992-03-15');
    await form.locator('.ant-select [title="男"]').waitFor();
    await form.getByLabel('联系人电话', { exact: true }).fill('13905561234');
    await button(form, '保存').click();
    await toast(page, '新增成功').waitFor();
    // Now on file: the same empty list leads to the new archive.
    await table.getByText('程思远已建档，本列表暂无其记录').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows each device message of spec 8', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 800 });
    await openPersons(page);
    const form = await openNewResident(page);
    const idValue = () => form.getByLabel('身份证号', { exact: true }).inputValue();

    // No card on the reader: errorMsg as a warning.
    setSimulator({ readerMode: 'noCard', cardId: 'newPerson', hardwareMode: 'ok' });
    await readCard(form).click();
    await toast(page, '未检测到身份证，请将身份证放在读卡器上').waitFor();
    await shot(page, 'no-card-800');

    // The service answers HTTP 500.
    setSimulator({ readerMode: 'serviceError' });
    await readCard(form).click();
    await toast(page, DEVICE_MESSAGES.readerServiceAbnormal).waitFor();

    // A slow reader: progress shown, then after 5 s the button is back, with nothing filled.
    setSimulator({ readerMode: 'slow' });
    await readCard(form).click();
    await form.getByRole('button', { name: '读卡中…' }).waitFor();
    await shot(page, 'reading-800');
    await readCard(form).waitFor({ timeout: 15_000 });
    expect(await idValue()).toBe('');

    // The hardware driver answers unsuccessfully (IsSuccess shape): its ErrorMessage as a warning.
    setSimulator({ readerMode: 'ok', hardwareMode: 'refuse' });
    await form.getByRole('button', { name: '更多读卡方式' }).click();
    await page.getByRole('menuitem', { name: /通过国卫硬件驱动读卡/ }).click();
    await toast(page, '国卫硬件驱动：未检测到身份证').waitFor();

    // The driver refuses in the other reply shape (Success/Message), chosen on the simulator's
    // control page as a user would: its Message as a warning. The control page is a tester's
    // other window: a context of its own, closed with the test's (a second page of the app's
    // context once stalled the whole test on a loaded CI machine).
    const { page: control } = await harness.open({ width: 800 });
    await control.goto(sim().cardReaderOrigin);
    await control.locator('#hardwareMode').selectOption('refuseMessage');
    await control.getByRole('button', { name: '应用' }).click();
    // 应用 submits to /control, which applies the choice and leads back to the page.
    await control.locator('#hardwareMode option[value="refuseMessage"][selected]').waitFor({
      state: 'attached',
    });
    expect(sim().state.hardwareMode).toBe('refuseMessage');
    await form.getByRole('button', { name: '更多读卡方式' }).click();
    await page.getByRole('menuitem', { name: /通过国卫硬件驱动读卡/ }).click();
    await toast(page, SUCCESS_SHAPE_REFUSAL).waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'driver-refused-message-800');
    expect(await idValue()).toBe('');

    // Through the hardware driver, answering: the card arrives too.
    setSimulator({ hardwareMode: 'ok' });
    await form.getByRole('button', { name: '更多读卡方式' }).click();
    await page.getByRole('menuitem', { name: /通过国卫硬件驱动读卡/ }).click();
    await idFilled(page, NEW_PERSON.certNumber);

    // The simulators stop: the reader is only logged (the button comes back), the driver warns.
    await sim().close();
    simulators = undefined;
    await readCard(form).click();
    await readCard(form).waitFor({ timeout: 15_000 });
    // Unreachable is logged only: no message (the 500's toast of earlier has long gone).
    expect(await toast(page, DEVICE_MESSAGES.readerServiceAbnormal).count()).toBe(0);
    await form.getByRole('button', { name: '更多读卡方式' }).click();
    await page.getByRole('menuitem', { name: /通过国卫硬件驱动读卡/ }).click();
    await toast(page, DEVICE_MESSAGES.hardwareNotRunning).waitFor();
    await shot(page, 'driver-not-running-800');
    expect(errors).toEqual([]);
  });
});
