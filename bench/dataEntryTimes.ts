import { type Browser, type CDPSession, type Page } from 'playwright-core';

import {
  answerConfirm,
  buttonNamed,
  discardQuestion,
  recordDialogs,
} from '../test/utils/antdLocators';
import { gotoList } from '../test/utils/listPage';
import { untilSettled } from '../test/utils/settled';
import { signInThroughPage } from '../test/utils/signInPage';
import { type TestServer } from '../test/utils/startTestServer';
import { medianRange } from './browserBench';
import { armProbe, probeResult, type Trigger } from './dataEntryProbe';
import { FOLLOW_UP_PATH } from './dataEntryRecords';

/**
 * The data-entry bench's timings, each read on the page's clock from the user's action to the
 * first frame that shows its result (dataEntryProbe), at 1× and at 4× CPU throttling (only the
 * measured step throttled; the way there runs at full speed).
 */

export const RUNS = 5;
export const RATES = [1, 4] as const;

export type Figure = ReturnType<typeof medianRange> & { runs: number[] };

const figure = (runs: number[]): Figure => ({ ...medianRange(runs), runs });

interface Opened {
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

export const openPage = async (browser: Browser): Promise<Opened> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { page, cdp, close: () => context.close() };
};

/** One measured step: `act` at `rate`, timed from its `trigger` event until `predicate`. */
const timed = async (
  opened: Opened,
  rate: number,
  trigger: Trigger,
  predicate: string,
  act: () => Promise<void>,
  settled?: string,
) => {
  await armProbe(opened.page, trigger, predicate, settled);
  await opened.cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    await act();
    return await probeResult(opened.page, 60_000);
  } finally {
    await opened.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
};

/**
 * Closes an open record dialog by 取消 (放弃 when it asks): an open form's draft is restored on
 * reload, so each run would otherwise start with the last run's dialog.
 */
const discardDialog = async (page: Page): Promise<void> => {
  const dialog = recordDialogs(page).first();
  if (!(await dialog.isVisible())) return;
  await buttonNamed(dialog, '取消').click();
  const question = discardQuestion(page);
  // It asks (something typed) or closes (nothing typed), however long a loaded machine takes.
  const asked = await Promise.race([
    question.waitFor().then(
      () => true,
      () => false,
    ),
    dialog.waitFor({ state: 'hidden' }).then(
      () => false,
      () => false,
    ),
  ]);
  if (asked) await answerConfirm(question, '放弃');
  await dialog.waitFor({ state: 'hidden' });
};

const shownOption = (page: Page, text: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text })
    .first();

/**
 * Click-to-prefilled: 新增 open on the follow-up list, the resident's ID number typed in 个人编号;
 * from the click on the resident's option to the frame where the form shows the last visit's
 * 身高 (carried) and the resident's 姓名, with the cursor in a field of the dialog.
 */
export const measurePrefill = async (
  opened: Opened,
  server: TestServer,
  residents: readonly { id: string; id_card_no: string }[],
) => {
  const result: Record<string, Figure & { focused: string[] }> = {};
  for (const rate of RATES) {
    const runs: number[] = [];
    const focused: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const resident = residents[run % residents.length]!;
      await gotoList(opened.page, `${server.url}${FOLLOW_UP_PATH}`);
      await buttonNamed(opened.page, '新增').click();
      const picker = recordDialogs(opened.page).first().getByLabel('个人编号', { exact: true });
      await picker.waitFor();
      await picker.click();
      await opened.page.keyboard.type(resident.id_card_no);
      const option = shownOption(opened.page, resident.id);
      await option.waitFor();
      const time = await timed(
        opened,
        rate,
        'pointerdown',
        "field('姓名') && field('身高') && dialog().contains(document.activeElement) && document.activeElement.matches('input, textarea, [role=\"radio\"], [role=\"checkbox\"]')",
        () => option.click(),
      );
      runs.push(time.ms);
      focused.push(time.focused);
      await discardDialog(opened.page);
    }
    result[`${rate}x`] = { ...figure(runs), focused };
  }
  return result;
};

const WORKLIST_PATH = '/chronic/followUpWorklist?disease=hypertension&view=all';

/**
 * The work list's 录入随访 → prefilled: from the click on a patient's 录入随访 (全部在管, one
 * patient per run) to the frame where the dialog shows the resident's 姓名 with the cursor in
 * a field of the dialog.
 */
export const measureWorklistPrefill = async (opened: Opened, server: TestServer) => {
  const { page } = opened;
  const result: Record<string, Figure & { focused: string[] }> = {};
  for (const rate of RATES) {
    const runs: number[] = [];
    const focused: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${server.url}${WORKLIST_PATH}`);
      await discardDialog(page);
      const row = page.locator('.chronic-worklist .ant-table-tbody tr.ant-table-row').nth(run);
      const button = row.getByRole('button', { name: /录入随访/ });
      await button.waitFor();
      const time = await timed(
        opened,
        rate,
        'pointerdown',
        'field(\'姓名\') && dialog().contains(document.activeElement) && document.activeElement.matches(\'input, textarea, [role="radio"], [role="checkbox"]\')',
        () => button.click(),
      );
      runs.push(time.ms);
      focused.push(time.focused);
      await discardDialog(page);
    }
    result[`${rate}x`] = { ...figure(runs), focused };
  }
  return result;
};

/**
 * Keystroke → proposal on our hypertension form: from a plausible reading whose class one
 * keystroke changes — 132/84 shown with 控制满意 proposed, the 3 of 132 selected — the keydown
 * of "5" (152/84, at or above the target whatever the age) to the frame showing 控制不满意
 * (`${rate}x`), and to the frame whose 此次随访分类 field shows it too (`field${rate}x`).
 */
export const measureProposal = async (
  opened: Opened,
  server: TestServer,
  resident: { id: string; id_card_no: string },
) => {
  const { page } = opened;
  await gotoList(page, `${server.url}${FOLLOW_UP_PATH}`);
  await buttonNamed(page, '新增').click();
  const dialog = recordDialogs(page).first();
  const picker = dialog.getByLabel('个人编号', { exact: true });
  await picker.waitFor();
  await picker.click();
  await page.keyboard.type(resident.id_card_no);
  await shownOption(page, resident.id).waitFor();
  await page.keyboard.press('Enter');
  const name = dialog.getByLabel('姓名', { exact: true });
  for (let tries = 0; !(await name.inputValue()); tries += 1) {
    if (tries > 100) throw new Error('the resident was not filled in');
    await page.waitForTimeout(100);
  }
  const sbp = dialog.getByLabel('收缩压', { exact: true });
  await dialog.getByLabel('舒张压', { exact: true }).fill('84');
  const proposal = dialog.locator('.chronic-follow-up-prompts .ant-alert', {
    hasText: '按本次测量值建议',
  });
  const result: Record<string, Figure> = {};
  for (const rate of RATES) {
    const runs: number[] = [];
    const fieldRuns: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await sbp.fill('132');
      await proposal.filter({ hasText: '控制满意' }).first().waitFor({ timeout: 15_000 });
      await sbp.evaluate((input: HTMLInputElement) => {
        input.focus();
        input.setSelectionRange(1, 2);
      });
      const time = await timed(
        opened,
        rate,
        'keydown',
        "Array.prototype.some.call(document.querySelectorAll('.chronic-follow-up-prompts .ant-alert'), function (alert) { return alert.textContent.indexOf('按本次测量值建议') >= 0 && alert.textContent.indexOf('控制不满意') >= 0; })",
        () => page.keyboard.press('5'),
        "chosenText('此次随访分类').indexOf('控制不满意') >= 0",
      );
      if ((await sbp.inputValue()) !== '152') throw new Error('收缩压 did not become 152');
      runs.push(time.ms);
      fieldRuns.push(time.settledMs!);
    }
    result[`${rate}x`] = figure(runs);
    result[`field${rate}x`] = figure(fieldRuns);
  }
  await discardDialog(page);
  return result;
};

/** One side of the page comparison: how to reach its start, and its two timed steps. */
interface Side {
  name: 'ours' | 'peer';
  /** Signs in and leaves the page where the menu click starts (its submenu open). */
  start(page: Page): Promise<void>;
  menuItem(page: Page): ReturnType<Page['locator']>;
  rowsShown: string;
  /** After the rows: the button opening the create dialog, and the dialog ready for input. */
  createButton(page: Page): ReturnType<Page['locator']>;
  dialogReady: string;
}

export const oursSide = (serverUrl: string): Side => ({
  name: 'ours',
  start: async (page) => {
    if (!page.url().startsWith(serverUrl)) await signInThroughPage(page, serverUrl, 'xzys01');
    await discardDialog(page);
    await page.goto(`${serverUrl}/home`);
    const leaf = page.locator('.ant-menu-item', { hasText: '高血压随访记录' }).first();
    const submenu = (title: RegExp) =>
      page.locator('.ant-menu-submenu-title', { hasText: title }).first();
    // Each submenu opened unless what it holds shows already (a click would close it).
    await submenu(/^慢病管理$/).waitFor();
    if (!(await submenu(/^高血压(管理)?$/).isVisible())) await submenu(/^慢病管理$/).click();
    await submenu(/^高血压(管理)?$/).waitFor();
    if (!(await leaf.isVisible())) await submenu(/^高血压(管理)?$/).click();
    await leaf.waitFor();
    // A submenu opened closes its sibling and slides: a click aimed in the slide's first frames
    // pressed on 高血压随访记录 and let go on the title that moved under it (no click on the item,
    // the step's "awaited state never showed"). The timed click waits for the menu to stand still.
    await untilSettled(page.locator('.gw-sidebar .ant-menu').first());
  },
  menuItem: (page) => page.locator('.ant-menu-item', { hasText: '高血压随访记录' }).first(),
  rowsShown: "document.querySelector('.gw-resource-table tbody tr.ant-table-row')",
  createButton: (page) => buttonNamed(page, '新增'),
  // The dialog's first field exists and React answers in it (its fiber attached), focus inside.
  dialogReady:
    "(function () { var d = document.querySelector('.gw-record-dialog'); var i = d && d.querySelector('input'); return Boolean(i && Object.keys(i).some(function (k) { return k.indexOf('__reactFiber') === 0; }) && d.contains(document.activeElement)); })()",
});

export const peerSide = (peerUrl: string): Side => ({
  name: 'peer',
  start: async (page) => {
    if (!page.url().startsWith(peerUrl)) {
      await page.goto(`${peerUrl}/#/login`);
      await page
        .locator('.login-form button.el-button--primary', { hasText: /^\s*Login\s*$/ })
        .click();
      await page.waitForURL(/#\/dashboard/);
    }
    await page.goto(`${peerUrl}/#/dashboard`);
    // A hash change keeps the last run's dialog mask (v-modal) over the page: load it afresh.
    await page.reload();
    const leaf = page.locator('.el-menu-item', { hasText: 'Complex Table' }).first();
    const submenu = page.locator('.el-submenu__title', { hasText: /^\s*Table\s*$/ }).first();
    await submenu.waitFor();
    if (!(await leaf.isVisible())) await submenu.click();
    await leaf.waitFor();
    // As ours: the timed click once the menu's slide has ended (its CSS transition).
    await untilSettled(page.locator('.el-menu').first());
  },
  menuItem: (page) => page.locator('.el-menu-item', { hasText: 'Complex Table' }).first(),
  rowsShown: "document.querySelector('.el-table__body tr.el-table__row')",
  createButton: (page) => page.locator('.filter-container button', { hasText: 'Add' }).first(),
  dialogReady:
    "(function () { var w = Array.prototype.filter.call(document.querySelectorAll('.el-dialog__wrapper'), function (e) { return e.style.display !== 'none' && e.querySelector('.el-form input'); }); return w.length > 0; })()",
});

/**
 * Menu click → rows and 新增 → dialog, ours and the peer's interleaved (ours, peer, ours, peer…)
 * at each rate; `sides` holds ours alone when the peer's build is absent.
 */
export const measureAgainstPeer = async (browser: Browser, sides: readonly Side[]) => {
  const pages = new Map<string, Opened>();
  for (const side of sides) pages.set(side.name, await openPage(browser));
  const runs: Record<string, Record<string, { rows: number[]; dialog: number[] }>> = {};
  try {
    for (const rate of RATES) {
      const atRate: Record<string, { rows: number[]; dialog: number[] }> = {};
      for (let run = 0; run < RUNS; run += 1) {
        for (const side of sides) {
          const opened = pages.get(side.name)!;
          await side.start(opened.page);
          const step = (name: string, run: () => ReturnType<typeof timed>) =>
            run().catch((error: unknown) => {
              throw new Error(`${side.name} ${name} at ${rate}x: ${String(error)}`);
            });
          const rows = await step('menu → rows', () =>
            timed(opened, rate, 'pointerdown', side.rowsShown, () =>
              side.menuItem(opened.page).click(),
            ),
          );
          const dialog = await step('新增 → dialog', () =>
            timed(opened, rate, 'pointerdown', side.dialogReady, () =>
              side.createButton(opened.page).click(),
            ),
          );
          const figures = (atRate[side.name] ??= { rows: [], dialog: [] });
          figures.rows.push(rows.ms);
          figures.dialog.push(dialog.ms);
        }
      }
      runs[`${rate}x`] = atRate;
    }
  } finally {
    for (const opened of pages.values()) await opened.close();
  }
  return Object.fromEntries(
    Object.entries(runs).map(([rate, bySide]) => [
      rate,
      Object.fromEntries(
        Object.entries(bySide).map(([side, { rows, dialog }]) => [
          side,
          { rows: figure(rows), dialog: figure(dialog) },
        ]),
      ),
    ]),
  );
};
