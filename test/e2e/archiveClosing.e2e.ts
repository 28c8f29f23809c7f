import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { dateText } from '@/domain/calendar';
import {
  type ServiceDueReply,
  type ServiceDueSummaryReply,
} from '@/services/contract/serviceDuePaths';

import { clinicId } from '../../server/seed/hospitals';
import { villageCode } from '../../server/seed/regions';
import { authorized, signInAs } from '../integration/server/helpers';
import { answerPopconfirm, buttonNamed, chooseOption } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import {
  cellText,
  dueBadge,
  dueListPath,
  dueRowsOf,
  residentRow,
  settlesAt,
  villageFigure,
} from '../utils/lifecycleScreens';
import { signInThroughPage } from '../utils/signInPage';
import { type TestServer } from '../utils/startTestServer';

/**
 * 档案注销, 恢复 and 转移 in a real browser as the township doctor (xzys01): 档案注销申请 lists
 * 桐梓村's pending application (seeded) and 确认注销 closes the archive; 注销 for death takes the
 * resident off the 待办 list and the 建档人数 of 管理指标报表 on screen, 恢复档案 with a reason
 * puts them back; 转移责任村 moves a resident to another village of the township.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/s6-life';

interface Pending {
  id: string;
  personNum: string;
}

const pendingOf = (server: TestServer): Pending =>
  server.db
    .prepare(
      `SELECT id, person_num AS personNum FROM resource_records
        WHERE family = 'personapplyterminations' AND json_extract(data, '$.applyStatus') = '0'
        ORDER BY id LIMIT 1`,
    )
    .get() as Pending;

const value = (server: TestServer, sql: string, personNum: string): unknown =>
  server.db.prepare(sql).pluck().get(personNum);

/** 孔城镇桐梓村卫生室 (cunyi01's clinic) and 孔城镇's next village clinic. */
const KONGCHENG = '340881100';
const VILLAGE = clinicId(villageCode(KONGCHENG, 0));
const NEIGHBOUR = clinicId(villageCode(KONGCHENG, 1));

const hospitalName = (server: TestServer, id: string): string =>
  server.db.prepare('SELECT hosp_name FROM hospitals WHERE hosp_id = ?').pluck().get(id) as string;

/** A filed in-file resident of the village with no application to close, after `skip` others. */
const RESIDENT_SQL = `SELECT f.person_num FROM person_facts f
   WHERE f.hospital_id = ? AND f.in_file = 1 AND f.filed = 1
     AND NOT EXISTS (SELECT 1 FROM resource_records a
       WHERE a.family = 'personapplyterminations' AND a.person_num = f.person_num)`;

describe('档案注销 (Chromium)', () => {
  const harness = useBrowserHarness();
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

  beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

  it('confirms a village’s application; the resident leaves the work list and the in-file count', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    const pending = pendingOf(server);
    expect(pending?.personNum).toBeTruthy();
    const onList = `SELECT COUNT(*) FROM programme_patients WHERE person_num = ? AND on_list = 1`;
    expect(value(server, onList, pending.personNum)).toBeGreaterThan(0);
    expect(
      value(server, 'SELECT in_file FROM person_facts WHERE person_num = ?', pending.personNum),
    ).toBe(1);

    const { page, errors } = await harness.open();
    await signInThroughPage(page, server.url, 'xzys01');
    await page.goto(`${server.url}/archives/personapplyterminations`);
    await page.locator('.gw-list-heading', { hasText: '共' }).waitFor();
    const row = page.locator(`tr[data-row-key="${pending.id}"]`);
    await row.waitFor();
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1366, height: 768 },
      { width: 800, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await shot(page, `applications-${size.width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await row.getByRole('button', { name: '确认注销' }).click();
    await answerPopconfirm(page, '确定');
    await page.locator('.ant-message', { hasText: '确认注销成功' }).waitFor();
    // Confirmed, it is not offered again.
    await row.getByRole('button', { name: '确认注销' }).waitFor({ state: 'detached' });
    await shot(page, 'application-confirmed-1440');

    expect(value(server, onList, pending.personNum)).toBe(0);
    expect(
      value(server, 'SELECT in_file FROM person_facts WHERE person_num = ?', pending.personNum),
    ).toBe(0);
    expect(
      value(server, 'SELECT COUNT(*) FROM service_due WHERE person_num = ?', pending.personNum),
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  /** The server's answer as the township doctor, for choosing whom the screen should show. */
  const townshipGet = async <T>(url: string): Promise<T> => {
    const session = await signInAs(harness.server.app, 'xzys01');
    const reply = await harness.server.app.inject({ url, headers: authorized(session) });
    expect(reply.statusCode).toBe(200);
    return reply.json<{ Response: T }>().Response;
  };

  /**
   * A resident of 桐梓村 on an overdue 待办 list of the village (the first row of its first
   * page), filed and in the file, with no application to close.
   */
  const dueResident = async () => {
    const summary = await townshipGet<ServiceDueSummaryReply>('/api/serviceDue/summary');
    for (const { programme, byHospital } of summary.programmes) {
      if (!byHospital.some((row) => row.hospitalId === VILLAGE && row.counts.overdue > 0)) continue;
      const list = await townshipGet<ServiceDueReply>(
        `/api/serviceDue?programme=${programme}&state=overdue&hospitalId=${VILLAGE}&PageSize=20`,
      );
      const open = new Set(
        harness.server.db.prepare(RESIDENT_SQL).pluck().all(VILLAGE) as string[],
      );
      const item = list.items.find((entry) => open.has(entry.personNum));
      if (item) return { programme, personNum: item.personNum, name: item.name };
    }
    throw new Error('no resident of 桐梓村 on an overdue list');
  };

  it('closes an archive for death on screen: off the 待办 and 建档人数; restored with a reason, back', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    const today = dateText();
    const due = await dueResident();
    const { page, errors } = await harness.open();
    await signInThroughPage(page, server.url, 'xzys01');

    // Before: the resident's rows on the village's overdue list, and the village's figures.
    await page.goto(`${server.url}${dueListPath(due.programme, 'overdue', VILLAGE)}`);
    await dueRowsOf(page, due.personNum).first().waitFor();
    const dueBefore = await dueBadge(page);
    const rowsBefore = await dueRowsOf(page, due.personNum).count();
    await shot(page, 'due-before-1366');
    await page.goto(`${server.url}/report/chronicIndicators`);
    await page.locator(`tr[data-row-key="${VILLAGE}"]`).waitFor();
    const fileRate = await villageFigure(page, VILLAGE, '健康档案建档率');
    const useRate = await villageFigure(page, VILLAGE, '健康档案使用率');
    // 使用率's denominator is 建档人数, 建档率's numerator.
    expect(useRate.denominator).toBe(fileRate.numerator);

    // 注销 for death, with its day and cause.
    let row = await residentRow(page, server.url, due.personNum);
    expect(await cellText(row, 'status')).toBe('在档');
    await buttonNamed(row, '注销').click();
    const dialog = page.locator('.ant-modal', { hasText: `注销：${due.name}` });
    await chooseOption(page, dialog.getByLabel('注销类型'), '死亡');
    await dialog.getByLabel('注销日期').fill(today);
    await page.keyboard.press('Enter');
    await dialog.getByLabel('死亡原因/注销原因').fill('急性心肌梗死');
    await shot(page, 'write-off-dialog-1366');
    await buttonNamed(dialog, '确定注销').click();
    await page.locator('.ant-message', { hasText: '注销成功' }).waitFor();
    await settlesAt(() => cellText(row, 'status'), '死亡');
    await buttonNamed(row, '注销').waitFor({ state: 'detached' });
    await buttonNamed(row, '转移责任村').waitFor({ state: 'detached' });

    // The closed archive stays readable with its 注销信息.
    await row.getByRole('button', { name: /修\s*改|查\s*看/ }).click();
    const record = page.locator('.gw-record-dialog');
    const shown = (label: string) => record.getByLabel(label, { exact: true });
    await shown('死亡原因/注销原因').waitFor();
    await shown('死亡原因/注销原因').scrollIntoViewIfNeeded();
    await shot(page, 'closed-archive-1366');
    expect(await shown('死亡原因/注销原因').inputValue()).toBe('急性心肌梗死');
    expect(await shown('注销日期').inputValue()).toBe(today);
    expect(await shown('注销人').inputValue()).toBe('李秀英');
    expect(await shown('注销登记时间').inputValue()).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}`));
    expect(
      await record.locator('.ant-form-item').filter({ hasText: '注销类型' }).innerText(),
    ).toContain('死亡');
    await page.keyboard.press('Escape');

    // Off the 待办 list and 建档人数 on screen.
    await page.goto(`${server.url}${dueListPath(due.programme, 'overdue', VILLAGE)}`);
    await settlesAt(() => dueBadge(page), dueBefore - rowsBefore);
    expect(await dueRowsOf(page, due.personNum).count()).toBe(0);
    await page.goto(`${server.url}/report/chronicIndicators`);
    await page.locator(`tr[data-row-key="${VILLAGE}"]`).waitFor();
    expect(await villageFigure(page, VILLAGE, '健康档案建档率')).toEqual({
      numerator: fileRate.numerator - 1,
      denominator: fileRate.denominator,
    });
    expect((await villageFigure(page, VILLAGE, '健康档案使用率')).denominator).toBe(
      useRate.denominator - 1,
    );
    await shot(page, 'indicators-after-close-1366');

    // 恢复档案 asks for its reason, then puts the resident back.
    row = await residentRow(page, server.url, due.personNum);
    await buttonNamed(row, '恢复档案').click();
    const restore = page.locator('.ant-modal', { hasText: `恢复档案：${due.name}` });
    await buttonNamed(restore, '确定恢复档案').click();
    await restore.getByText('请填写恢复原因').waitFor();
    await restore.getByLabel('恢复原因').fill('死亡信息误报，本人健在');
    await buttonNamed(restore, '确定恢复档案').click();
    await page.locator('.ant-message', { hasText: '恢复档案成功' }).waitFor();
    await settlesAt(() => cellText(row, 'status'), '在档');
    await page.goto(`${server.url}${dueListPath(due.programme, 'overdue', VILLAGE)}`);
    await settlesAt(() => dueBadge(page), dueBefore);
    expect(await dueRowsOf(page, due.personNum).count()).toBe(rowsBefore);
    await page.goto(`${server.url}/report/chronicIndicators`);
    await page.locator(`tr[data-row-key="${VILLAGE}"]`).waitFor();
    expect(await villageFigure(page, VILLAGE, '健康档案建档率')).toEqual(fileRate);
    expect(errors).toEqual([]);
  });

  it('moves a resident to another village of the township; the 管理机构 column changes', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    const personNum = server.db
      .prepare(`${RESIDENT_SQL} ORDER BY f.person_num DESC LIMIT 1`)
      .pluck()
      .get(VILLAGE) as string;
    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, server.url, 'xzys01');
    const row = await residentRow(page, server.url, personNum);
    expect(await cellText(row, 'hospitalId')).toBe(hospitalName(server, VILLAGE));

    await buttonNamed(row, '转移责任村').click();
    const dialog = page.locator('.ant-modal', { hasText: '转移责任村：' });
    // The village and the reason are asked for; the archive's own village is not offered.
    await buttonNamed(dialog, '确定转移').click();
    const problems = dialog.locator('.ant-form-item-explain-error');
    await problems.filter({ hasText: '请选择迁往的村卫生室' }).waitFor();
    await problems.filter({ hasText: '请填写转移原因' }).waitFor();
    const villages = dialog.getByLabel('迁往村卫生室');
    await villages.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).not.toContain(hospitalName(server, VILLAGE));
    await page.keyboard.press('Escape');
    await chooseOption(page, villages, hospitalName(server, NEIGHBOUR));
    await dialog.getByLabel('转移原因').fill('居民随子女迁居邻村');
    // Filled, the fields' problems go.
    await problems.first().waitFor({ state: 'detached' });
    await shot(page, 'transfer-dialog-1366');
    await buttonNamed(dialog, '确定转移').click();
    await page.locator('.ant-message', { hasText: '转移责任村成功' }).waitFor();
    await settlesAt(() => cellText(row, 'hospitalId'), hospitalName(server, NEIGHBOUR));
    await shot(page, 'transferred-1366');
    // The new village's list has them.
    await page.goto(`${server.url}/archives/persons`);
    const moved = await residentRow(page, server.url, personNum);
    expect(await cellText(moved, 'hospitalId')).toBe(hospitalName(server, NEIGHBOUR));
    expect(errors).toEqual([]);
  });
});
