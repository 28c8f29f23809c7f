import { type Page } from 'playwright-core';

import { centreId } from '../../server/seed/hospitals';
import { cancelTypedForm, chooseOption } from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import {
  expectTablesWithinA4,
  keeperIn,
  pdfPages,
  PRINTABLE_WIDTH_PX,
  printOnA4,
  tableEdgesOnPaper,
} from '../utils/printedPaper';
import { signInThroughPage } from '../utils/signInPage';

/**
 * Health education (spec §1) and its education and consent prints (spec §2.3) in a real browser:
 * the 健康教育活动 page lists seeded lectures, consultations and boards; 生成讲座报告 on a lecture
 * opens the assistant's lecture report (mode 2) with that lecture's facts, streamed by the
 * reference server; 打印 on the row opens the activity record on A4 in a new tab; the signing
 * consent form prints the resident with the ID number masked.
 */

const ACTIVITIES_PATH = '/education/healtheducations';
const INDIVIDUAL_PATH = '/education/individualhealtheducation';
/** Set to keep screenshots and PDFs (not part of the repository). */
const keep = keeperIn(process.env.EDUCATION_SHOTS_DIR);

interface Activity {
  id: string;
  theme: string;
  speaker: string;
  audience: string;
  activityPlace: string;
  activityDate: string;
}

describe('health education (Chromium)', () => {
  const env = { ...process.env };
  beforeAll(() => {
    process.env.ASSISTANT_STREAM_CHARS = '40-60';
    process.env.ASSISTANT_STREAM_INTERVAL_MS = '5-10';
  });
  afterAll(() => {
    process.env = env;
  });
  const harness = useBrowserHarness({ isAIShow: true });

  /** The newest seeded lecture of Kongcheng's centre (xzys01's own). */
  const seededLecture = (): Activity => {
    const row = harness.server.db
      .prepare<[string], { id: string; data: string }>(
        `SELECT id, data FROM resource_records
         WHERE family = 'healtheducations' AND hospital_id = ?
           AND json_extract(data, '$.activityType') = '2'
         ORDER BY record_date DESC LIMIT 1`,
      )
      .get(centreId('340881100'))!;
    return { id: row.id, ...(JSON.parse(row.data) as Omit<Activity, 'id'>) };
  };

  const rowOf = (page: Page, theme: string) =>
    page.locator('.gw-resource-table tr.ant-table-row').filter({ hasText: theme }).first();

  /** Opens a list page and waits for its first row. */
  const showList = async (page: Page, listPath: string) => {
    await page.goto(`${harness.server.url}${listPath}`);
    await page.locator('.gw-resource-table tr.ant-table-row').first().waitFor();
  };

  /** 新增 on the list, waiting for the dialog's form down to the section `lastSection`. */
  const openNewForm = async (page: Page, lastSection: string) => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByRole('dialog').getByText(lastSection, { exact: true }).waitFor();
  };

  const openActivities = async (page: Page, theme: string) => {
    await showList(page, ACTIVITIES_PATH);
    const search = page.getByPlaceholder('请输入活动主题');
    if (!(await search.isVisible())) await page.getByRole('button', { name: /展\s*开/ }).click();
    await search.fill(theme);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await rowOf(page, theme).waitFor();
  };

  it('lists seeded activities with their columns, and 新增 for the administrator', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await showList(page, ACTIVITIES_PATH);
    const headers = await page.locator('.gw-resource-table thead th').allInnerTexts();
    for (const title of ['活动时间', '活动地点', '活动形式', '活动主题', '主讲人']) {
      expect(headers.join('|')).toContain(title);
    }
    const forms = await page.locator('.gw-resource-table tbody').innerText();
    // 活动形式 reads as words, not codes.
    expect(forms).toMatch(/健康知识讲座|公众健康咨询|宣传栏/);
    await openNewForm(page, '存档材料');
    keep('activities-1440-form.png', await page.screenshot());
    const dialog = page.getByRole('dialog');
    // A lecture must name its speaker: the shared rule answers next to the field, before saving.
    await chooseOption(page, dialog.getByRole('combobox', { name: '活动形式' }), '健康知识讲座');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('健康知识讲座须填写主讲人').waitFor();
    keep('activities-1440-form-errors.png', await page.screenshot());
    await cancelTypedForm(page, dialog);
    keep('activities-1440-list.png', await page.screenshot());

    await showList(page, INDIVIDUAL_PATH);
    keep('individual-1440-list.png', await page.screenshot());
    await openNewForm(page, '居民掌握情况');
    keep('individual-1440-form.png', await page.screenshot());
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // The narrow window: the same pages, nothing overlapping.
    await page.setViewportSize({ width: 800, height: 900 });
    keep('individual-800-list.png', await page.screenshot());
    await showList(page, ACTIVITIES_PATH);
    keep('activities-800-list.png', await page.screenshot());
    await openNewForm(page, '存档材料');
    keep('activities-800-form.png', await page.screenshot());
    expect(errors).toEqual([]);
  });

  it('生成讲座报告 opens the lecture report (mode 2) with the lecture’s facts', async () => {
    if (!harness.browser) return;
    const lecture = seededLecture();
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await openActivities(page, lecture.theme);
    const stream = page.waitForRequest((request) =>
      request.url().endsWith('/api/AIAnalysisTemplates/generalLectureReport'),
    );
    await rowOf(page, lecture.theme).getByRole('button', { name: '生成讲座报告' }).click();
    const body = (await stream).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      topic: lecture.theme,
      audience: lecture.audience,
      speaker: lecture.speaker,
      place: lecture.activityPlace,
    });
    expect(body.time).toContain(lecture.activityDate);

    const report = page.locator('.gw-assistant.ant-drawer-open .gw-report');
    await report.getByRole('heading', { name: '健康知识讲座报告', exact: true }).waitFor();
    const source = await report.locator('.gw-report-source').innerText();
    for (const fact of [lecture.theme, lecture.speaker, lecture.activityPlace]) {
      expect(source).toContain(fact);
    }
    await report.getByText('文档已生成').waitFor({ timeout: 60_000 });
    // The document is about this lecture: its heading names the topic.
    await report.locator('.gw-markdown h1', { hasText: lecture.theme }).waitFor();
    keep('lecture-report-1440.png', await page.screenshot());
    expect(errors).toEqual([]);
  });

  it('prints the lecture record from its row, on whole A4 pages', async () => {
    if (!harness.browser) return;
    const lecture = seededLecture();
    const { context, page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    await openActivities(page, lecture.theme);
    // One paper per activity: 打印 opens it at once, in a new tab.
    const [paper] = await Promise.all([
      context.waitForEvent('page'),
      rowOf(page, lecture.theme)
        .getByRole('button', { name: /打\s*印/ })
        .click(),
    ]);
    paper.on('pageerror', (error) => errors.push(error.message));
    await paper.waitForURL(new RegExp(`/print/knowledgeLecturesPrint/${lecture.id}$`));
    const sheet = paper.locator('.print-sheet').first();
    await sheet.waitFor();
    await expect(sheet.locator('.paper-title').textContent()).resolves.toBe('健康教育活动记录表');
    const text = (await sheet.textContent()) ?? '';
    expect(text).toContain('健康知识讲座记录');
    expect(text).toContain(lecture.theme);
    expect(text).toContain(lecture.speaker);
    const [year, month, day] = lecture.activityDate.split('-');
    expect(text).toContain(`${year}年${month}月${day}日`);
    // 活动形式 2 in its box; 存档材料 in six boxes with the options listed.
    await expect(
      sheet.locator('tr', { hasText: '活动形式' }).locator('.paper-box').allTextContents(),
    ).resolves.toEqual(['2']);
    await expect(
      sheet.locator('tr', { hasText: '存档材料' }).locator('.paper-box').count(),
    ).resolves.toBe(6);
    expect(text).toContain('1书面材料 2图片材料 3印刷材料 4影音材料 5签到表 6其他');

    await expectTablesWithinA4(paper);
    const { pdf, pages } = await printOnA4(paper);
    keep('lecture-print.pdf', pdf);
    expect(pages).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('prints the signing consent form with the resident’s ID masked', async () => {
    if (!harness.browser) return;
    const signing = harness.server.db
      .prepare<[], { id: string; person_num: string; data: string }>(
        `SELECT id, person_num, data FROM resource_records
         WHERE family = 'signRegistes' AND hospital_id LIKE '340881100%' ORDER BY id LIMIT 1`,
      )
      .get()!;
    const { name, IDCardNo } = JSON.parse(signing.data) as { name: string; IDCardNo: string };
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'xzys01');
    for (const [type, title] of [
      ['1', '家庭医生签约服务知情同意书'],
      ['2', '健康体检知情同意书'],
      ['3', '严重精神障碍患者管理治疗知情同意书'],
    ] as const) {
      await page.goto(
        `${harness.server.url}/print/printInformedConsentForm/${type}/${signing.id}/${signing.person_num}`,
      );
      const sheet = page.locator('.print-sheet').first();
      await sheet.waitFor();
      await expect(sheet.locator('.paper-title').textContent()).resolves.toBe(title);
      const text = (await sheet.textContent()) ?? '';
      expect(text).toContain(name);
      expect(text).toContain(`${IDCardNo.slice(0, 4)}************${IDCardNo.slice(-2)}`);
      expect(text).not.toContain(IDCardNo);
      expect(text).toContain('居民（监护人）签字');
      const edges = await tableEdgesOnPaper(page);
      for (const edge of edges) expect(edge.right).toBeLessThanOrEqual(PRINTABLE_WIDTH_PX + 0.5);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      keep(`consent-${type}.pdf`, pdf);
      expect(pdfPages(pdf)).toHaveLength(1);
    }
    expect(errors).toEqual([]);
  });
});
