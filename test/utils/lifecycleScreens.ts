import { type Locator, type Page } from 'playwright-core';

import { buttonNamed } from './antdLocators';

/**
 * What the archive-lifecycle browser test reads off the screen: the 个人健康档案 row of a
 * resident, the 工作提醒/待办 list's count and rows, and a village's figures on 管理指标报表.
 */

/** Waits until `read` gives `expected` (a list refetching after a change), then checks it. */
export const settlesAt = async <T>(
  read: () => Promise<T>,
  expected: T,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    last = await read();
  }
  if (last !== expected) throw new Error(`expected ${String(expected)}, saw ${String(last)}`);
};

/** Opens 个人健康档案 searched by 个人编号 and gives the resident's row. */
export const residentRow = async (page: Page, url: string, personNum: string): Promise<Locator> => {
  await page.goto(`${url}/archives/persons`);
  await page.locator('.gw-list-heading', { hasText: '共' }).waitFor();
  const form = page.locator('.gw-resource-search');
  const input = form.getByPlaceholder('请输入个人编号');
  if (!(await input.isVisible())) await buttonNamed(form, '展开').click();
  await input.fill(personNum);
  await buttonNamed(form, '查询').click();
  const row = page.locator(`.gw-resource-table tr[data-row-key="${personNum}"]`);
  await row.waitFor();
  return row;
};

/** A row's cell of a field, as the list shows it. */
export const cellText = async (row: Locator, field: string): Promise<string> =>
  (await row.locator(`td[data-field="${field}"]`).innerText()).trim();

/** The 待办 list of one programme, state and village, as the township's home links it. */
export const dueListPath = (programme: string, state: string, hospitalId: string): string =>
  `/chronic/serviceDueList?state=${state}&programme=${programme}&hospitalId=${hospitalId}`;

/** The count on the selected state's badge of the 待办 list. */
export const dueBadge = async (page: Page): Promise<number> =>
  Number(
    (
      await page
        .getByRole('radiogroup', { name: '待办状态' })
        .locator('.ant-segmented-item-selected .ant-badge')
        .innerText()
    ).trim(),
  );

/** The resident's rows on the 待办 list shown. */
export const dueRowsOf = (page: Page, personNum: string): Locator =>
  page.locator(`.service-due tr.ant-table-row[data-row-key$="|${personNum}"]`);

/** One indicator's cell of a village on 管理指标报表: numerator and denominator as shown. */
export interface ShownFigure {
  numerator: number;
  denominator: number;
}

const numberIn = (text: string, index: number): number => {
  const numbers = /(\d+)\s*\/\s*(\d+)/.exec(text);
  if (!numbers) throw new Error(`no “n / m” in ${text}`);
  return Number(numbers[index]);
};

/**
 * The figures of a village's row on 管理指标报表, by the indicator's column title (健康档案建档率,
 * 健康档案使用率…): the numbers under the rate, read from the page.
 */
export const villageFigure = async (
  page: Page,
  hospitalId: string,
  indicatorLabel: string,
): Promise<ShownFigure> => {
  const headers = page.locator('.ant-table-thead th');
  await headers.first().waitFor();
  const titles = await headers.allInnerTexts();
  const column = titles.findIndex((title) => title.trim().startsWith(indicatorLabel));
  if (column < 0) throw new Error(`no column ${indicatorLabel}`);
  const cell = page.locator(`tr[data-row-key="${hospitalId}"] > td`).nth(column);
  const text = await cell.innerText();
  return { numerator: numberIn(text, 1), denominator: numberIn(text, 2) };
};
