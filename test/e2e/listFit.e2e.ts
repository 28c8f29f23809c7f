import fs from 'node:fs';

import { type Page } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * Lists that fit a clinic screen (the list tables' shared fit, src/shared/ui/fittedTable): on
 * 个人健康档案, 高血压随访记录 and the work list, at 800×900 and 1366×768, the resident's name is
 * the first column and no data cell of the first row lies under a fixed column (操作 or the
 * name) before the table is scrolled; the row's actions show inside the table's box.
 */

const SHOTS = process.env.SHOTS_DIR;

const PAGES = [
  { name: '个人健康档案', path: '/archives/persons' },
  { name: '高血压随访记录', path: '/chronic/hypertension/hypertensionFollowUp' },
  { name: '工作提醒', path: '/chronic/serviceDueList' },
] as const;

const SIZES = [
  { width: 800, height: 900 },
  { width: 1366, height: 768 },
] as const;

interface RowLayout {
  /** The visible table's column titles, left to right (the selection box's column left out). */
  titles: string[];
  /** Data cells of row 1 that a fixed cell covers: `title: fixed title`. */
  covered: string[];
  /** Whether the 操作 cell of row 1 lies inside the table's box. */
  actionsInBox: boolean;
  /** Buttons of row 1's 操作 cell that run past its right edge (into the next column). */
  actionsOverflowing: string[];
}

/** Reads the first row of the page's visible table: titles, covered cells, the actions' place. */
const rowLayout = (page: Page): Promise<RowLayout> =>
  page.evaluate(`(function () {
    var tables = Array.prototype.slice.call(document.querySelectorAll('.ant-table-wrapper'))
      .filter(function (t) { return t.offsetParent !== null && t.querySelector('tr.ant-table-row'); });
    var table = tables[0];
    var box = table.querySelector('.ant-table-content, .ant-table-body').getBoundingClientRect();
    var heads = Array.prototype.slice.call(table.querySelectorAll('thead tr:last-child th'));
    var row = table.querySelector('tr.ant-table-row');
    var cells = Array.prototype.slice.call(row.cells);
    var titleOf = function (i) { return (heads[i] ? heads[i].textContent : '').trim(); };
    var fixed = function (c) { return /ant-table-cell-fix-(left|right|start|end)/.test(c.className); };
    var isData = function (c) {
      return !c.classList.contains('ant-table-selection-column') &&
        !c.classList.contains('ant-table-row-expand-icon-cell');
    };
    var titles = cells.map(function (c, i) { return isData(c) ? titleOf(i) : null; })
      .filter(function (t) { return t !== null; });
    var covered = [];
    cells.forEach(function (cell, i) {
      if (fixed(cell) || !isData(cell)) return;
      var r = cell.getBoundingClientRect();
      var left = Math.max(r.left, box.left), right = Math.min(r.right, box.right);
      if (right - left < 1) return;
      cells.forEach(function (over, j) {
        if (!fixed(over)) return;
        var o = over.getBoundingClientRect();
        if (Math.min(right, o.right) - Math.max(left, o.left) >= 1) {
          covered.push(titleOf(i) + ': ' + titleOf(j));
        }
      });
    });
    var actionsIndex = heads.findIndex(function (th) { return th.textContent.trim() === '操作'; });
    var actions = actionsIndex >= 0 ? cells[actionsIndex].getBoundingClientRect() : null;
    var overflowing = actions
      ? Array.prototype.slice.call(cells[actionsIndex].querySelectorAll('button'))
          .filter(function (b) { return b.getBoundingClientRect().right > actions.right - 8; })
          .map(function (b) { return b.textContent.trim(); })
      : [];
    return {
      titles: titles,
      covered: covered,
      actionsInBox: !!actions && actions.left >= box.left - 1 && actions.right <= box.right + 1,
      actionsOverflowing: overflowing,
    };
  })()`);

describe('list tables at clinic widths (Chromium)', () => {
  const harness = useBrowserHarness();

  beforeAll(() => {
    if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
  });

  it('shows the name first and no data cell under a fixed column at 800 and 1366 px', async () => {
    if (!harness.browser) return;
    const { page, errors } = await harness.open({ width: 1366, height: 768 });
    await signInThroughPage(page, harness.server.url, 'xzys01');
    const found: Record<string, RowLayout> = {};
    for (const list of PAGES) {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.goto(`${harness.server.url}${list.path}`);
        await page.locator('.ant-table-wrapper:visible tr.ant-table-row').first().waitFor();
        // The fit follows the box's width, measured before paint and on every resize.
        await page.waitForTimeout(300);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/${list.path.split('/').pop()}-${size.width}.png`,
          });
        found[`${list.name} ${size.width}`] = await rowLayout(page);
      }
    }
    for (const [where, layout] of Object.entries(found)) {
      expect({ where, first: layout.titles[0] }).toEqual({ where, first: '姓名' });
      expect({ where, covered: layout.covered }).toEqual({ where, covered: [] });
      expect({ where, actionsInBox: layout.actionsInBox }).toEqual({ where, actionsInBox: true });
      expect({ where, overflowing: layout.actionsOverflowing }).toEqual({ where, overflowing: [] });
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
