import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { answerConfirm } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';
import { type TestServer } from '../utils/startTestServer';

/**
 * 重复档案 in a real browser as the township doctor (xzys01): the list shows the township's
 * suspected pairs; 对比处理 opens both archives side by side with the differences marked and the
 * records per family; 合并 (the survivor chosen, a reason given, confirmed) closes the other
 * archive as 合并注销 and moves its records to the survivor, and the pair leaves the list; in
 * 合并记录, 撤销合并 (a reason, confirmed) restores it with exactly its records, and the pair is back.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/duplicates';

interface Pair {
  personA: string;
  personB: string;
}

const ownedBy = (server: TestServer, personNum: string): number =>
  server.db
    .prepare<[string], number>(
      "SELECT COUNT(*) FROM resource_records WHERE person_num = ? AND family <> 'persons'",
    )
    .pluck()
    .get(personNum) ?? 0;

/** The first listed pair of xzys01's township where an archive holds records. */
const pairWithRecords = (server: TestServer): Pair =>
  server.db
    .prepare(
      `SELECT DISTINCT p.person_a AS personA, p.person_b AS personB FROM duplicate_pairs p
        WHERE p.hospital_a IN (SELECT descendant FROM hospital_tree WHERE ancestor =
                (SELECT manage_hosp_id FROM users WHERE account = 'xzys01'))
          AND p.hospital_b IN (SELECT descendant FROM hospital_tree WHERE ancestor =
                (SELECT manage_hosp_id FROM users WHERE account = 'xzys01'))
          AND EXISTS (SELECT 1 FROM resource_records r
                       WHERE r.person_num IN (p.person_a, p.person_b) AND r.family <> 'persons')
        ORDER BY p.person_a, p.person_b LIMIT 1`,
    )
    .get() as Pair;

describe('重复档案 (Chromium)', () => {
  const harness = useBrowserHarness();
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

  beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

  it('compares a pair, merges it and undoes the merge: every record back where it was', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, server.url, 'xzys01');
    // The township's home page: 不规范档案 per village, each count opening the list there.
    const villages = page.locator('[data-testid="village-quality"]');
    await villages.getByRole('link', { name: /孔城镇桐梓村卫生室不规范档案/ }).waitFor();
    await villages.scrollIntoViewIfNeeded();
    await shot(page, 'home-village-quality-1440');
    await page.goto(`${server.url}/archives/duplicateArchives`);
    const list = page.locator('[data-page="duplicateArchives"]');
    await list.locator('.gw-list-heading', { hasText: '共' }).waitFor();

    // The list's request brought the read model up to date: pick a pair from it.
    const pair = pairWithRecords(server);
    expect(pair?.personA).toBeTruthy();
    // Keep the archive with fewer records: every record of the other must move to it.
    const [survivor, closed] =
      ownedBy(server, pair.personA) < ownedBy(server, pair.personB)
        ? [pair.personA, pair.personB]
        : [pair.personB, pair.personA];
    const before = { survivor: ownedBy(server, survivor), closed: ownedBy(server, closed) };
    expect(before.closed).toBeGreaterThan(0);
    const row = list.locator(`tr[data-row-key="${pair.personA}-${pair.personB}"]`);
    await row.waitFor();
    await row.locator('[data-rule="sameNameBirthVillage"]').waitFor();
    for (const size of [
      { width: 1366, height: 768 },
      { width: 800, height: 900 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await shot(page, `duplicates-${size.width}`);
    }

    await row.getByRole('button', { name: '对比处理' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '重复档案对比' });
    const compare = dialog.locator('[data-testid="duplicate-compare"]');
    await compare.waitFor();
    // The ID numbers differ (a mistyped number): their row is marked.
    await compare.locator('tr.gw-duplicate-differs', { hasText: '身份证号' }).waitFor();
    await compare.getByRole('columnheader', { name: '服务记录' }).waitFor();
    await shot(page, 'duplicates-compare-1440');

    await dialog.getByLabel(new RegExp(`档案[一二]：.*${survivor}`)).check();
    await dialog.getByLabel('原因').fill('同一居民在卫生院外出体检时重复建档');
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'duplicates-compare-1366');
    await dialog.getByRole('button', { name: /合\s*并/ }).click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '确认合并档案？' });
    await confirm.waitFor();
    await confirm.getByText(`个人编号 ${survivor}`).first().waitFor();
    await shot(page, 'duplicates-confirm-1366');
    await answerConfirm(confirm, '确认合并');
    await page.locator('.ant-message').getByText('档案合并成功').waitFor();
    await row.waitFor({ state: 'detached' });

    // The other archive is closed (合并注销) and all its records are the survivor's.
    const status = server.db
      .prepare<[string], string>(
        "SELECT status FROM resource_records WHERE family = 'persons' AND id = ?",
      )
      .pluck()
      .get(closed);
    expect(status).toBe('4');
    expect(ownedBy(server, closed)).toBe(0);
    expect(ownedBy(server, survivor)).toBe(before.survivor + before.closed);

    // 合并记录: the merge is listed; 撤销合并 (a reason, confirmed) restores the closed archive
    // and moves exactly its records back.
    await list.locator('.ant-segmented-item', { hasText: '合并记录' }).click();
    const history = page.locator('[data-testid="merge-history"]');
    const merged = history.locator('tr', { hasText: `个人编号 ${closed}` });
    await merged.locator('[data-merge-state="merged"]').waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'duplicates-merges-1366');
    await merged.getByRole('button', { name: '撤销合并' }).click();
    const undo = page.locator('.ant-modal', { hasText: '撤销原因' });
    await undo.getByLabel('撤销原因').fill('核实为同名同生日的两位居民');
    await shot(page, 'duplicates-undo-1366');
    await undo.getByRole('button', { name: /撤销合并/ }).click();
    const sure = page.locator('.ant-modal-confirm', { hasText: '确认撤销合并？' });
    await answerConfirm(sure, '确认撤销');
    await page.locator('.ant-message').getByText('已撤销合并，档案已恢复').waitFor();
    await merged.waitFor({ state: 'detached' });
    const restored = server.db
      .prepare<[string], string>(
        "SELECT status FROM resource_records WHERE family = 'persons' AND id = ?",
      )
      .pluck()
      .get(closed);
    expect(restored).toBe('1');
    expect(ownedBy(server, closed)).toBe(before.closed);
    expect(ownedBy(server, survivor)).toBe(before.survivor);
    // Back in the file, the pair is a suspected pair again.
    await list.locator('.ant-segmented-item', { hasText: '疑似重复档案' }).click();
    await row.waitFor();
    expect(errors).toEqual([]);
  }, 180_000);
});
