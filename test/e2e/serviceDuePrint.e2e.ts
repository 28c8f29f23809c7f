import { execFileSync } from 'node:child_process';

import {
  SERVICE_DUE_PATHS,
  type ServiceDuePrintReply,
  type ServiceDueReply,
} from '@/services/contract/serviceDuePaths';

import { authorized, signInAs } from '../integration/server/helpers';
import { useBrowserHarness } from '../utils/browserHarness';
import { expectTablesWithinA4, keeperIn, printOnA4 } from '../utils/printedPaper';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 批量打印（按村）of 工作提醒/待办 as the township doctor xzys01: the button prints the list's
 * current filter, every page of it, in a new tab outside the shell; each village starts a page,
 * headed by the village, the institution, the filter and the print date, its rows and its count.
 * Checked on the screen and in the PDF's text page by page. Screenshots and the PDF are kept when
 * PRINT_SHOTS_DIR is set.
 */
const keep = keeperIn(process.env.PRINT_SHOTS_DIR);
const FILTER = 'state=notDoneThisYear&programme=hypertension';

/** 'YYYY-MM-DD' as the paper writes it: 年 月 日. */
const paperDay = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1年$2月$3日');

/** A text without whitespace (pdftotext breaks lines inside cells). */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('工作提醒/待办: 批量打印（按村）', () => {
  const harness = useBrowserHarness();

  it('prints the filtered list, every page, one village a page, as on the server', async () => {
    if (!harness.browser) return;
    const { context, page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const session = await signInAs(harness.server.app, 'xzys01');
    const serverGet = async <T>(url: string): Promise<T> => {
      const reply = await harness.server.app.inject({ url, headers: authorized(session) });
      expect(reply.statusCode).toBe(200);
      return reply.json<{ Response: T }>().Response;
    };
    const list = await serverGet<ServiceDueReply>(`${SERVICE_DUE_PATHS.list}?${FILTER}`);
    // More than the page shows: the print reads every page of the list.
    expect(list.total).toBeGreaterThan(list.items.length);

    await page.goto(`${harness.server.url}/chronic/serviceDueList?${FILTER}`);
    await page.locator('.service-due .ant-table-tbody tr.ant-table-row').first().waitFor();
    const button = page.getByRole('button', { name: '批量打印（按村）' });
    await button.waitFor();
    keep('service-due-print-button-1366.png', await page.screenshot());
    const [paper] = await Promise.all([context.waitForEvent('page'), button.click()]);
    paper.on('pageerror', (error) => errors.push(error.message));
    await paper.waitForURL(/\/print\/serviceDueList\?/);
    expect(new URL(paper.url()).searchParams.get('programme')).toBe('hypertension');
    expect(new URL(paper.url()).searchParams.get('state')).toBe('notDoneThisYear');
    await paper.locator('.print-sheet').first().waitFor();

    // What the server prints for the same filter (its own audited read).
    const printed = await serverGet<ServiceDuePrintReply>(`${SERVICE_DUE_PATHS.print}?${FILTER}`);
    expect(printed.total).toBe(list.total);
    expect(printed.villages.length).toBeGreaterThan(1);
    const sheets = paper.locator('.print-sheet');
    expect(await sheets.count()).toBe(printed.villages.length);
    for (const [index, village] of printed.villages.entries()) {
      const sheet = sheets.nth(index);
      expect(await sheet.getAttribute('aria-label')).toBe(village.hospitalName);
      const text = squeezed(await sheet.innerText());
      expect(text).toContain(squeezed(`村（机构）：${village.hospitalName}`));
      expect(text).toContain(squeezed(`所属机构：${village.institution}`));
      expect(text).toContain(squeezed(`服务项目：高血压状态：本年未做`));
      expect(text).toContain(squeezed(`打印日期：${paperDay(printed.printDate)}`));
      expect(await sheet.locator('tbody tr').count()).toBe(village.items.length);
      expect(text).toContain(`待办服务${village.items.length}项`);
    }
    // Outside the shell: no navbar, menu or tabs.
    expect(await paper.locator('.gw-navbar, .ant-layout-sider, .gw-tabs').count()).toBe(0);
    keep('service-due-print-screen.png', await paper.screenshot({ fullPage: true }));

    await expectTablesWithinA4(paper);
    const { pdf, pages } = await printOnA4(paper);
    keep('service-due-print.pdf', pdf);
    expect(pages.length).toBeGreaterThanOrEqual(printed.villages.length);
    // pdftotext separates pages with a form feed: each village's section starts on a page of its
    // own, in order, and holds its residents and its count.
    const pageTexts = execFileSync('pdftotext', ['-', '-'], { input: pdf })
      .toString()
      .split('\f')
      .map(squeezed);
    const starts = pageTexts.flatMap((text, index) =>
      text.includes('村（机构）：') ? [index] : [],
    );
    expect(starts).toHaveLength(printed.villages.length);
    for (const [index, village] of printed.villages.entries()) {
      const section = pageTexts.slice(starts[index], starts[index + 1]).join('');
      expect(pageTexts[starts[index]!]).toContain(squeezed(`村（机构）：${village.hospitalName}`));
      expect(section).toContain(`待办服务${village.items.length}项`);
      for (const item of village.items) expect(section).toContain(squeezed(item.name));
    }
    expect(errors).toEqual([]);
  });

  it('refuses on the paper, with the server’s message, a programme the user cannot open', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open();
    await signInThroughPage(page, harness.server.url, 'cunyi01');
    await page.goto(`${harness.server.url}/print/serviceDueList?programme=child&state=overdue`);
    await page.getByText('无法打印').waitFor();
    await page.getByText('无权查看儿童健康管理的待办服务').waitFor();
    expect(await page.getByRole('button', { name: /打\s*印/ }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
