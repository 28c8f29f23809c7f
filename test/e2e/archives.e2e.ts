import fs from 'node:fs';

import { type Locator, type Page } from 'playwright-core';

import { managedHospitalIds } from '../../server/auth/managedHospitals';
import { cancelTypedForm, chooseOption } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';
import { type TestServer } from '../utils/startTestServer';

/**
 * The resident's archive in a real browser against the reference server (national-forms §1–§2):
 * from the residents list to a hypertensive resident's 健康画像, 综合档案登记 (a 既往史 change
 * saved and read back after a reload, then a follow-up opened in place with its rules) and
 * 档案信息查看 (masked ID, the view in the access trail).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/archives';

interface Patient {
  personNum: string;
  name: string;
  idCard: string;
  followUps: number;
  checks: number;
}

/** How many times xzys01 has opened this resident's archive, by the access trail. */
const archiveViewsBy = (server: TestServer, personNum: string): number =>
  (
    server.db
      .prepare(
        "SELECT COUNT(*) AS n FROM audit_events WHERE person_num = ? AND action = 'view' AND user_account = 'xzys01'",
      )
      .get(personNum) as { n: number }
  ).n;

/** A managed hypertensive resident of 65 or more with health checks, in xzys01's hospitals. */
const patientOf = (server: TestServer): Patient => {
  const { manage_hosp_id: root } = server.db
    .prepare("SELECT manage_hosp_id FROM users WHERE account = 'xzys01'")
    .get() as { manage_hosp_id: string };
  const hospitals = JSON.stringify(managedHospitalIds(server.db, root));
  const row = server.db
    .prepare(
      `SELECT p.id AS personNum, p.name, p.id_card_no AS idCard,
          (SELECT COUNT(*) FROM resource_records f
            WHERE f.family = 'hypertensionFollowUp' AND f.person_num = p.id) AS followUps,
          (SELECT COUNT(*) FROM resource_records h
            WHERE h.family = 'healthCheckTables' AND h.person_num = p.id) AS checks
         FROM resource_records p
         JOIN resource_records c ON c.family = 'hypertensionCard' AND c.person_num = p.id
        WHERE p.family = 'persons' AND p.status = '1'
          AND json_extract(c.data, '$.manageStatus') = '1'
          AND p.hospital_id IN (SELECT value FROM json_each(?))
          AND EXISTS (SELECT 1 FROM resource_records h
                       WHERE h.family = 'healthCheckTables' AND h.person_num = p.id)
        ORDER BY followUps DESC LIMIT 1`,
    )
    .get(hospitals) as Patient;
  return row;
};

describe('the resident archive (Chromium)', () => {
  const harness = useBrowserHarness();

  const button = (scope: Page | Locator, text: string) =>
    scope.getByRole('button', {
      name: new RegExp(`(?:^|\\s)${[...text].join('\\s*')}\\s*$`),
    });
  const tabTitles = (page: Page) => page.locator('.gw-tab .gw-tab-title').allInnerTexts();
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

  beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

  it('opens the health profile, saves 既往史 in the registration and logs the archive view', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    const patient = patientOf(server);
    expect(patient.followUps).toBeGreaterThan(0);
    const { page, errors } = await harness.open();
    await signInThroughPage(page, server.url, 'xzys01');

    // From the residents list: search the resident by ID number, then click the name.
    await page.goto(`${server.url}/archives/persons`);
    await page.locator('.gw-list-heading', { hasText: '共' }).waitFor();
    const search = page.locator('.gw-resource-search');
    const idInput = search.getByPlaceholder('请输入身份证号');
    if (!(await idInput.isVisible())) await button(search, '展开').click();
    await idInput.fill(patient.idCard);
    await button(search, '查询').click();
    await page.locator('.gw-list-heading', { hasText: '共 1 条' }).waitFor();
    await page.locator('.gw-resource-table td[data-field="name"] a').click();

    // 健康画像: its tab is the name plus 健康画像; labels, timeline and the blood-pressure trend.
    const profile = page.locator('[data-testid="health-profile"]');
    await profile.waitFor();
    expect(await tabTitles(page)).toContain(`${patient.name}健康画像`);
    const labels = profile.locator('[aria-label="人群标签"]');
    await expect(labels.innerText()).resolves.toMatch(/高血压[\s\S]*65岁以上[\s\S]*重点人群/);
    await expect(
      profile.locator('.gw-archive-timeline-entry[data-family="hypertensionFollowUp"]').count(),
    ).resolves.toBe(patient.followUps);
    await expect(
      profile.locator('.gw-archive-timeline-entry[data-family="healthCheckTables"]').count(),
    ).resolves.toBe(patient.checks);
    await profile.locator('[role="img"][aria-label="血压趋势"] canvas').waitFor();
    await shot(page, 'health-profile-1440');
    await page.setViewportSize({ width: 800, height: 900 });
    await shot(page, 'health-profile-800');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Filter the timeline by kind.
    await chooseOption(page, profile.getByLabel('按服务类型筛选'), '健康体检');
    await expect(profile.locator('.gw-archive-timeline-entry').count()).resolves.toBe(
      patient.checks,
    );

    // 综合档案登记: choose 冠心病 as 疾病2 of 既往史 with its year and month, save, reload.
    await button(profile, '综合档案登记').click();
    const reg = page.locator('[data-testid="comprehensive-reg"]');
    await reg.waitFor();
    expect(await tabTitles(page)).toContain(`${patient.name}综合档案登记`);
    const formId = `personal-info-${patient.personNum}`;
    // chooseOption presses again when the open list moved under the press (a CI run chose
    // nothing here), and fails when three presses chose nothing.
    await chooseOption(page, reg.locator(`#${formId}_pastDisease2`), '冠心病');
    await reg.locator(`#${formId}_pastDisease2Date`).click();
    await reg.locator(`#${formId}_pastDisease2Date`).fill('2019-11');
    await reg.locator(`#${formId}_pastDisease2Date`).press('Enter');
    await expect(reg.getByText('有未保存的修改').isVisible()).resolves.toBe(true);
    await shot(page, 'comprehensive-reg-1440');
    await button(reg, '保存').click();
    await page.locator('.ant-message').getByText('个人基本信息已保存').waitFor();
    const stored = server.db
      .prepare("SELECT data FROM resource_records WHERE family = 'persons' AND id = ?")
      .get(patient.personNum) as { data: string };
    expect(JSON.parse(stored.data)).toMatchObject({
      pastDisease2: '4',
      pastDisease2Date: '2019-11',
    });
    await page.reload();
    await reg.waitFor();
    await expect(
      reg
        .locator(`#${formId}_pastDisease2`)
        .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')
        .innerText(),
    ).resolves.toContain('冠心病');
    await expect(reg.locator(`#${formId}_pastDisease2Date`).inputValue()).resolves.toBe('2019-11');
    // The reload came straight onto the archive tab: a follow-up added in place still has the
    // chronic rules (the app's form extension table, not a module some other page loaded).
    await reg.getByRole('tab', { name: /^高血压/ }).click();
    const followUps = reg.locator('.gw-archive-family[data-family="hypertensionFollowUp"]');
    await button(followUps, '新增').click();
    const followUp = page.locator('.ant-modal', { hasText: '新增高血压随访记录' });
    await followUp.getByLabel('收缩压', { exact: true }).fill('186');
    await followUp.getByLabel('舒张压', { exact: true }).fill('112');
    await followUp.getByText('危急情况，建议紧急转诊').waitFor();
    await cancelTypedForm(page, followUp);
    await followUp.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 800, height: 900 });
    await shot(page, 'comprehensive-reg-800');
    await page.setViewportSize({ width: 1440, height: 900 });

    // 档案信息查看: the ID number masked, and the view written to the access trail.
    const before = archiveViewsBy(server, patient.personNum);
    await page.goto(
      `${server.url}/dialog/view-person-info/${patient.personNum}/${encodeURIComponent(patient.name)}`,
    );
    const view = page.locator('[data-testid="view-person-info"]');
    await view.waitFor();
    expect(await tabTitles(page)).toContain(`${patient.name}档案信息查看`);
    const masked = `${patient.idCard.slice(0, 4)}${'*'.repeat(12)}${patient.idCard.slice(-2)}`;
    await view.getByText(masked).first().waitFor();
    expect(await view.innerText()).not.toContain(patient.idCard);
    await expect(view.innerText()).resolves.toContain('冠心病');
    const after = archiveViewsBy(server, patient.personNum);
    expect(after).toBe(before + 1);
    await shot(page, 'view-person-info-1440');
    await page.setViewportSize({ width: 800, height: 900 });
    await shot(page, 'view-person-info-800');
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows the seeded suspected duplicate on the archive view and names both in the merge confirmation', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    // The demo pair (server/seed/residents/duplicateDemo.ts): same name and birth date, the ID
    // number's two sequence digits transposed, filed at 桐梓村 and again at the 孔城镇 centre.
    const pair = server.db
      .prepare(
        `SELECT a.id AS keep, b.id AS other, a.name AS name FROM resource_records a
           JOIN resource_records b ON b.family = 'persons' AND b.name = a.name AND b.id <> a.id
            AND json_extract(b.data, '$.birthDate') = json_extract(a.data, '$.birthDate')
          WHERE a.family = 'persons' AND a.hospital_id = '34088110020101'
            AND b.hospital_id = '340881100001'`,
      )
      .get() as { keep: string; other: string; name: string };
    const { page, errors } = await harness.open();
    // The regional administrator: IsAdmin merges, and persons:viewFull shows the names in full.
    await signInThroughPage(page, server.url, 'qyadmin');
    await page.goto(
      `${server.url}/dialog/view-person-info/${pair.keep}/${encodeURIComponent(pair.name)}`,
    );
    const view = page.locator('[data-testid="view-person-info"]');
    await view.waitFor();
    const alert = view.locator('[data-testid="duplicate-archives"]');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toContain(pair.other);
    await expect(alert.innerText()).resolves.toContain('姓名、出生日期相同');
    await shot(page, 'view-person-info-duplicate-1440');
    await button(alert, '合并到本档案').click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '确认合并档案？' });
    await confirm.waitFor();
    const text = await confirm.innerText();
    expect(text).toContain(`${pair.name}（个人编号 ${pair.other}，`);
    expect(text).toContain(`${pair.name}（个人编号 ${pair.keep}）`);
    await shot(page, 'merge-confirm-1440');
    await button(confirm, '取消').click();
    await confirm.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows a household with its members and links to each member archive', async () => {
    if (!harness.browser) return;
    const server = harness.server;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, server.url, 'xzys01');
    await page.goto(`${server.url}/archives/familys`);
    await page.locator('.gw-list-heading', { hasText: '共' }).waitFor();
    const familyCode = await page
      .locator('.gw-resource-table tr.ant-table-row td[data-field="familyCode"]')
      .first()
      .innerText();
    const members = server.db
      .prepare(
        "SELECT id, name FROM resource_records WHERE family = 'persons' AND json_extract(data, '$.familyCode') = ?",
      )
      .all(familyCode) as { id: string; name: string }[];
    expect(members.length).toBeGreaterThan(0);
    await button(page.locator('.gw-resource-table tr.ant-table-row').first(), '成员').click();
    const dialog = page.locator('.ant-modal', { hasText: '家庭成员' });
    await dialog.locator('tr.ant-table-row').first().waitFor();
    await expect(dialog.locator('tr.ant-table-row').count()).resolves.toBe(members.length);
    await shot(page, 'family-members-1440');
    await dialog.getByRole('link', { name: '健康画像' }).first().click();
    await page.locator('[data-testid="health-profile"]').waitFor();
    expect(members.map((member) => `${member.name}健康画像`)).toContain(
      (await tabTitles(page)).at(-1),
    );
    expect(errors).toEqual([]);
  }, 120_000);
});
