import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';
import { type TestServer } from '../utils/startTestServer';

/**
 * 档案注销 in a real browser as the township doctor (xzys01): 档案注销申请 lists 桐梓村's pending
 * application (seeded); 确认注销 closes the archive, and the resident leaves the follow-up work
 * list, the 待办 and the in-file count behind 建档率 at once.
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
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
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
});
