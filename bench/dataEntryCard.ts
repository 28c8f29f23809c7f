import { type Page } from 'playwright-core';

import { DEMO_CARDS, type SimulatedCard } from '../scripts/devices/demoCards';
import {
  type DeviceSimulators,
  startDeviceSimulators,
} from '../scripts/devices/startDeviceSimulators';
import { idCardCheckDigit } from '../src/domain/identity/idCard';
import { buttonNamed, recordDialogs } from '../test/utils/antdLocators';
import { gotoList } from '../test/utils/listPage';
import { type TestServer } from '../test/utils/startTestServer';
import { assertStored, enterUntil, InputCounter } from './dataEntryCount';
import { type EntryFigure } from './dataEntryRecords';

/**
 * A new archive from an ID card (spec §4 card reader, through the device simulators of `npm run
 * devices`): on 个人健康档案's 新增, 读卡 fills what the card says; the doctor adds the contact
 * phone the card lacks (the cover's required 联系人电话) and saves. Counted from the dialog open
 * to 新增成功, by keyboard (Shift+Tab back to 读卡, Enter, the phone typed into the cover's required
 * 联系电话 where the cursor then is, or Enter on to it, Ctrl+S) and by mouse (联系人电话, which the
 * cover's phone follows); the stored resident is checked.
 */

const PERSONS_PATH = '/archives/persons';
const PHONE = '13905567788';

const first17 = '34088119580312402';

/** Two unregistered cards: the demo's new person, and a woman of 68 born 1958-03-12. */
export const BENCH_CARDS: Record<'keyboard' | 'mouse', { id: string; card: SimulatedCard }> = {
  keyboard: { id: 'newPerson', card: DEMO_CARDS.newPerson! },
  mouse: {
    id: 'benchNewElder',
    card: {
      label: '新居民：程桂芳（未建档，录入基准）',
      partyName: '程桂芳',
      gender: '女',
      nation: '汉',
      bornDay: '19580312',
      certAddress: '安徽省桐城市孔城镇老街8号',
      certNumber: `${first17}${idCardCheckDigit(first17)}`,
      certOrg: '桐城市公安局',
      effDate: '20180312',
      expDate: '20380312',
    },
  },
};

/** The simulators, with the bench's cards added; their origins go into the server's config. */
export const startCardReader = async (): Promise<DeviceSimulators> => {
  const simulators = await startDeviceSimulators({ cardReaderPort: 0, hardwarePort: 0 });
  for (const { id, card } of Object.values(BENCH_CARDS)) simulators.state.cards[id] = card;
  return simulators;
};

const isoBirth = (bornDay: string) =>
  `${bornDay.slice(0, 4)}-${bornDay.slice(4, 6)}-${bornDay.slice(6, 8)}`;

const focusedIsReadCard = (page: Page): Promise<boolean> =>
  page.evaluate(
    "Boolean(document.activeElement && document.activeElement.matches('button') && /读\\s*卡/.test(document.activeElement.textContent || ''))",
  );

export const archiveFromCard = async (
  page: Page,
  server: TestServer,
  simulators: DeviceSimulators,
  by: 'keyboard' | 'mouse',
): Promise<EntryFigure> => {
  const { id, card } = BENCH_CARDS[by];
  Object.assign(simulators.state, { cardId: id, readerMode: 'ok' });
  await gotoList(page, `${server.url}${PERSONS_PATH}`);
  await buttonNamed(page, '新增').click();
  const dialog = recordDialogs(page).first();
  const idField = dialog.getByLabel('身份证号', { exact: true });
  await idField.waitFor();
  const hands = new InputCounter(page);
  const chooseResident = hands.take();
  const readCard = dialog.getByRole('button', { name: '读卡', exact: true });
  if (by === 'mouse') {
    await hands.click(readCard);
  } else {
    await page.waitForTimeout(300); // the cursor settles in the first field
    while (!(await focusedIsReadCard(page))) {
      if (hands.keystrokes >= 8) throw new Error('Shift+Tab never reached 读卡');
      await hands.press('Shift+Tab');
    }
    await hands.press('Enter');
  }
  for (let tries = 0; (await idField.inputValue()) !== card.certNumber; tries += 1) {
    if (tries > 100) throw new Error('the card was not filled in');
    await page.waitForTimeout(100);
  }
  if (by === 'mouse') {
    await hands.click(dialog.getByLabel('联系人电话', { exact: true }));
    await hands.type(PHONE);
    await hands.click(buttonNamed(dialog, '保存'));
  } else {
    // After 读卡 the cursor is in the first required field the card left empty.
    await enterUntil(page, hands, '联系电话');
    await hands.type(PHONE);
    await hands.press('Control+s');
  }
  await page.locator('.ant-message').getByText('新增成功').waitFor();
  const row = server.db
    .prepare("SELECT name, data FROM resource_records WHERE family = 'persons' AND id_card_no = ?")
    .get(card.certNumber) as { name: string; data: string } | undefined;
  if (row?.name !== card.partyName) throw new Error(`读卡建档（${by}）: no resident stored`);
  assertStored(`读卡建档（${by}）`, JSON.parse(row.data), {
    sex: card.gender === '女' ? '2' : '1',
    birthDate: isoBirth(card.bornDay),
    address: card.certAddress,
    coverPhone: PHONE,
  });
  return { chooseResident, record: hands.take(), passed: hands.passed };
};

/** The server settings that point its card reader at the simulators. */
export const cardReaderConfig = (simulators: DeviceSimulators) => ({
  cardReaderOrigin: simulators.cardReaderOrigin,
  hardwareSocketUrl: simulators.hardwareSocketUrl,
});
