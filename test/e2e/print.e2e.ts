import { maskName, maskRecordNumber } from '../../src/domain/identity';
import { useBrowserHarness } from '../utils/browserHarness';
import { expectTablesWithinA4, keeperIn, printOnA4 } from '../utils/printedPaper';
import { printSamples } from '../utils/printSamples';
import { signInThroughPage } from '../utils/signInPage';

/**
 * Prints and their access trail (spec §2.3) in a real browser: a township doctor prints a
 * hypertension follow-up from its row (a new tab, outside the shell), the paper fits A4, the
 * administrator's 操作日志 shows the print, and every print route of spec 2.3 renders a seeded
 * record.
 */

const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';
/** Set to keep screenshots and PDFs of the papers (not part of the repository). */
const SHOTS_DIR = process.env.PRINT_SHOTS_DIR;
const keep = keeperIn(SHOTS_DIR);

describe('printing and the audit trail', () => {
  const harness = useBrowserHarness();
  const skipWithoutBrowser = () => !harness.browser;
  /** The resident and visit the first test prints, which the audit page must name. */
  const printed = { personNum: '', visitId: '', name: '' };

  it("prints a hypertensive patient's follow-up from its row, on whole A4 pages", async () => {
    if (skipWithoutBrowser()) return;
    const { context, page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.goto(`${harness.server.url}${FOLLOW_UP_PATH}`);
    const firstRow = page.locator('.gw-resource-table tbody tr.ant-table-row').first();
    await firstRow.waitFor();
    await firstRow.getByRole('button', { name: /打印/ }).click();
    const [paper] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: '随访服务记录表' }).click(),
    ]);
    paper.on('pageerror', (error) => errors.push(error.message));
    await paper.waitForURL(/\/print\/hypertensionFollowPrint\/\d+\/\d+$/);
    const [, personNum, visitId] = /hypertensionFollowPrint\/(\d+)\/(\d+)$/.exec(paper.url()) ?? [];
    const visit = harness.server.db
      .prepare<[string], { data: string }>(
        "SELECT data FROM resource_records WHERE family = 'hypertensionFollowUp' AND id = ?",
      )
      .get(visitId!)!;
    const person = harness.server.db
      .prepare<[string], { data: string }>(
        "SELECT data FROM resource_records WHERE family = 'persons' AND id = ?",
      )
      .get(personNum!)!;
    const { sbp, dbp } = JSON.parse(visit.data) as { sbp: number; dbp: number };
    const { name, fileNum } = JSON.parse(person.data) as { name: string; fileNum: string };
    Object.assign(printed, { personNum: personNum!, visitId: visitId!, name });

    const sheet = paper.locator('.print-sheet').first();
    await sheet.waitFor();
    await expect(sheet.locator('.paper-title').textContent()).resolves.toBe(
      '高血压患者随访服务记录表',
    );
    await expect(sheet.locator('.paper-header-line').textContent()).resolves.toContain(name);
    // xzys01 lacks 查看完整信息: the paper's 编号 boxes show the 档案编号 as spec 5 masks it.
    const shown = maskRecordNumber(fileNum);
    await expect(sheet.locator('.paper-digits').getAttribute('aria-label')).resolves.toBe(
      `${shown.slice(9, 12)}-${shown.slice(12)}`,
    );
    await expect(sheet.textContent()).resolves.not.toContain(fileNum.slice(9));
    await expect(sheet.textContent()).resolves.toContain(`${sbp}/${dbp}`);
    // Outside the shell: no navbar, side menu, tabs or watermark; a screen-only toolbar.
    await expect(paper.locator('.gw-navbar, .ant-layout-sider, .gw-tabs').count()).resolves.toBe(0);
    await expect(paper.getByRole('button', { name: /打\s*印/ }).isVisible()).resolves.toBe(true);
    keep('follow-up-screen.png', await paper.screenshot({ fullPage: true }));

    await expectTablesWithinA4(paper);
    const { pdf, pages } = await printOnA4(paper);
    keep('follow-up.pdf', pdf);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  });

  it('shows that print on the administrator’s 操作日志', async () => {
    if (skipWithoutBrowser()) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.goto(`${harness.server.url}/system/auditEvents`);
    await page.locator('[data-page="auditEvents"] .ant-table-row').first().waitFor();
    await page.locator('#auditEvents_action').click();
    await page.locator('.ant-select-item-option[title="打印"]').click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page
      .locator('[data-page="auditEvents"] .ant-table-row')
      .filter({ hasText: '高血压患者随访服务记录表' })
      .first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('xzys01');
    await expect(row.textContent()).resolves.toContain('打印');
    // The row names whom and what was printed: the resident (number and masked name) and the visit.
    expect(printed.personNum).not.toBe('');
    const masked = maskName(printed.name);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(printed.personNum);
    expect(text).toContain(masked);
    expect(text).not.toContain(printed.name);
    expect(text).toContain(printed.visitId);
    // Filtered by that resident, the filter names the resident too.
    await page.locator('#auditEvents_personNum').fill(printed.personNum);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(
      page.getByTestId('audit-person-name').textContent({ timeout: 10_000 }),
    ).resolves.toBe(masked);
    keep('audit-page.png', await page.screenshot());
    expect(errors).toEqual([]);
  });

  it('prints several selected follow-ups of one patient in one go (打印所选)', async () => {
    if (skipWithoutBrowser()) return;
    const patient = harness.server.db
      .prepare<[], { person_num: string; id_card_no: string }>(
        `SELECT v.person_num, p.id_card_no FROM resource_records v
          JOIN resource_records p ON p.family = 'persons' AND p.id = v.person_num
          WHERE v.family = 'hypertensionFollowUp' AND v.hospital_id LIKE '340881100%'
          GROUP BY v.person_num HAVING COUNT(*) >= 3 ORDER BY v.person_num LIMIT 1`,
      )
      .get()!;
    const { context, page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await page.goto(`${harness.server.url}${FOLLOW_UP_PATH}`);
    const rows = page.locator('.gw-resource-table tbody tr.ant-table-row');
    await rows.first().waitFor();
    const search = page.locator('.gw-resource-search');
    const idInput = search.getByPlaceholder('请输入身份证号');
    if (!(await idInput.isVisible())) await search.getByRole('button', { name: /展\s*开/ }).click();
    await idInput.fill(patient.id_card_no);
    const listed = page.waitForResponse(
      (reply) => reply.url().includes('/api/hypertensionFollowUp?') && reply.status() === 200,
    );
    await search.getByRole('button', { name: /查\s*询/ }).click();
    await listed;
    await page.locator('.gw-resource-table .ant-spin-spinning').waitFor({ state: 'detached' });
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await rows.nth(0).locator('.ant-checkbox-input').check();
    await rows.nth(1).locator('.ant-checkbox-input').check();
    const [paper] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /打印所选（2）/ }).click(),
    ]);
    await paper.waitForURL(/\/print\/hypertensionFollowPrint\/\d+\/\d+\?ids=\d+,\d+$/);
    const ids = new URL(paper.url()).searchParams.get('ids')!.split(',');
    const visits = ids.map(
      (id) =>
        JSON.parse(
          harness.server.db
            .prepare<[string], { data: string }>(
              "SELECT data FROM resource_records WHERE family = 'hypertensionFollowUp' AND id = ?",
            )
            .get(id)!.data,
        ) as { personNum: string; visitDate: string; sbp: number; dbp: number },
    );
    expect(visits.map((visit) => visit.personNum)).toEqual([
      patient.person_num,
      patient.person_num,
    ]);
    const sheet = paper.locator('.print-sheet').first();
    await sheet.waitFor();
    const text = (await paper.locator('.print-stack').textContent()) ?? '';
    for (const visit of visits) {
      const [year, month, day] = visit.visitDate.split('-');
      expect(text).toContain(`${year}年${month}月${day}日`);
      expect(text).toContain(`${visit.sbp}/${visit.dbp}`);
    }
    // Exactly the two chosen visits: two filled 随访日期 cells, not the visits before them.
    await expect(paper.locator('.print-sheet').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends a print route without a session to the login page', async () => {
    if (skipWithoutBrowser()) return;
    const { page } = await harness.open();
    await page.goto(`${harness.server.url}/print/printCover/123`);
    await page.waitForURL(/\/login(\?|$)/);
    await expect(page.locator('.print-sheet').count()).resolves.toBe(0);
  });

  it('says clearly why a missing or forbidden record cannot be printed', async () => {
    if (skipWithoutBrowser()) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const elsewhere = harness.server.db
      .prepare<[], { id: string }>(
        `SELECT id FROM resource_records WHERE family = 'persons'
          AND hospital_id NOT LIKE '340881100%' LIMIT 1`,
      )
      .get()!;
    for (const [path, reason] of [
      ['/print/printCover/NOPE', '记录不存在'],
      [`/print/printCover/${elsewhere.id}`, '无权访问该机构的数据'],
      ['/print/printAssessment', '缺少记录编号'],
    ] as const) {
      await page.goto(`${harness.server.url}${path}`);
      const refused = page.locator('.ant-result').filter({ hasText: '无法打印' });
      await refused.waitFor();
      await expect(refused.textContent()).resolves.toContain(reason);
      // Never an empty form, and nothing to print.
      await expect(page.locator('.print-sheet').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: /打\s*印/ }).isDisabled()).resolves.toBe(true);
    }
    // The refusals reached the server and were answered there; the page itself did not fail.
    expect(errors).toEqual([]);
  });

  it('renders every print route of spec 2.3 with a seeded record', async () => {
    if (skipWithoutBrowser()) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const failures: string[] = [];
    for (const sample of printSamples(harness.server.db)) {
      await page.goto(`${harness.server.url}${sample.path}`);
      const sheet = page.locator('.print-sheet').first();
      const refused = page.getByText('无法打印');
      await sheet.or(refused).first().waitFor();
      const text = (await page.locator('.print-stack').textContent()) ?? '';
      if (!(await sheet.isVisible()) || !text.includes(sample.keyText)) {
        failures.push(`${sample.path}: ${text.slice(0, 80)}`);
      }
      // The record itself is on the paper, not only the header: a date or value of its body.
      if (!sample.bodyText || !text.includes(sample.bodyText)) {
        failures.push(`${sample.path}: body lacks "${sample.bodyText}"`);
      }
      if (
        SHOTS_DIR &&
        [
          'printCover',
          'printPersonInfo',
          'healthExaminationForm',
          'HypertensionreferralFormPrint',
          'printTwoWayReferral',
          'healthEducatBulletinBoards',
          'knowledgeLecturesPrint',
          'consultActivityPrint',
          'printInformedConsentForm',
        ].includes(sample.route.name)
      ) {
        keep(`${sample.route.name}.pdf`, await page.pdf({ format: 'A4', printBackground: true }));
      }
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
