import { type Page } from 'playwright-core';

import { FORM_BUTTONS_LINK, type MenuItem } from '@/features/permission';
import { isConcreteFamilyId } from '@/services/contract';

import { authorized, signInAs } from '../integration/server/helpers';
import { type BrowserHarness } from './browserHarness';
import { type DemoAccount } from './demoAccounts';
import { type DialogFindings, dialogFindings } from './dialogNames';
import { untilSettled } from './settled';
import { signInThroughPage } from './signInPage';
import { visitInApp } from './visitInApp';

/**
 * The 新增 dialog of every record family on a user's menu, checked with axe-core and for
 * Chinese control names. The pages come from the menu the server gives the user, so a family
 * added to the menu is checked without touching a test; the browser tests split them into
 * shards that run side by side.
 */

export interface CreatePage {
  path: string;
  title: string;
}

/**
 * The menu's generic record pages (a catalogue family id as component) with a 新增: a
 * `…:create` button on the page's `formBtns` child, which carries its page's buttons.
 */
const createPages = (items: readonly MenuItem[]): CreatePage[] =>
  items.flatMap((item) => {
    const children = item.NextMenus ?? [];
    const buttons = [item, ...children.filter((child) => child.MenuLink === FORM_BUTTONS_LINK)]
      .flatMap((holder) => holder.Buttons ?? [])
      .map((button) => button.FunDetailID);
    const own =
      isConcreteFamilyId(item.MenuComponet) && buttons.includes(`${item.MenuComponet}:create`)
        ? [{ path: item.MenuLink, title: item.FunctionName }]
        : [];
    return [...own, ...createPages(children)];
  });

/** The user's record pages with a 新增, from the menu the server sends them. */
export const menuCreatePages = async (
  harness: BrowserHarness,
  account: DemoAccount,
): Promise<CreatePage[]> => {
  const app = harness.server.app;
  const session = await signInAs(app, account);
  const reply = await app.inject({
    url: `/api/functionQXs/userMenus?userAcc=${account}`,
    headers: authorized(session),
  });
  if (reply.statusCode !== 200) throw new Error(`userMenus answered ${reply.statusCode}`);
  const pages = createPages(reply.json<{ Response: MenuItem[] }>().Response);
  return [...new Map(pages.map((page) => [page.path, page])).values()].sort((a, b) =>
    a.path.localeCompare(b.path),
  );
};

/** Every `count`-th page from `index`: shards of about equal size that together cover all. */
const shardOf = <T>(items: readonly T[], index: number, count: number): T[] =>
  items.filter((_, position) => position % count === index);

/** Closes the dialog as a user does: Esc, or 取消; a question whether to discard gets 放弃. */
export const closeDialog = async (page: Page, selector: string): Promise<void> => {
  const dialog = page.locator(selector).first();
  const ask = page.locator('.ant-modal-confirm:visible');
  const closed = () =>
    dialog
      .waitFor({ state: 'hidden', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
  const discardIfAsked = async () => {
    if ((await ask.count()) === 0) return;
    await ask
      .locator('button', { hasText: /放\s*弃|确\s*定/ })
      .first()
      .click();
  };
  await page.keyboard.press('Escape');
  if (await closed()) return;
  await discardIfAsked();
  if (await closed()) return;
  await dialog
    .locator('.ant-modal-footer button', { hasText: /取\s*消|关\s*闭/ })
    .last()
    .click();
  await discardIfAsked();
  await dialog.waitFor({ state: 'hidden' });
};

export interface SweepResult {
  /** The pages whose 新增 dialog was opened and checked. */
  opened: string[];
  /** Per page: what was wrong (an empty object when nothing was). */
  problems: Record<string, DialogFindings | string>;
}

/**
 * Signs `account` in once, then for each page: goes there inside the app, opens 新增, waits
 * for the form, checks it and closes it.
 */
export const sweepCreateDialogs = async (
  harness: BrowserHarness,
  account: DemoAccount,
  pages: readonly CreatePage[],
): Promise<SweepResult & { errors: string[] }> => {
  const { page, errors } = await harness.open({ width: 1366, height: 768 });
  await signInThroughPage(page, harness.server.url, account);
  const opened: string[] = [];
  const problems: SweepResult['problems'] = {};
  for (const { path, title } of pages) {
    const label = `${title} ${path}`;
    await visitInApp(page, path);
    const shown = page.locator(`.gw-page[data-tab="${path}"]`);
    const create = shown.locator('.gw-resource-list').getByRole('button', { name: /新\s*增/ });
    if ((await create.count()) === 0) {
      problems[label] = '没有新增按钮';
      continue;
    }
    await create.first().click();
    const dialog = page.locator('.gw-record-dialog').first();
    await dialog.locator('.gw-entry-area').waitFor();
    await untilSettled(dialog);
    // The whole form, not only its first screen (RecordForm's restShown).
    await dialog.locator('form[aria-busy="true"]').waitFor({ state: 'detached' });
    const findings = await dialogFindings(page, '.gw-record-dialog');
    opened.push(path);
    if (findings.axe.length > 0 || findings.names.length > 0) problems[label] = findings;
    await closeDialog(page, '.gw-record-dialog');
    await dialog.waitFor({ state: 'detached' });
  }
  return { opened, problems, errors };
};

/** The floor of record pages with a 新增 on each account's menu: fewer means the menu lost some. */
const MENU_FLOOR: Partial<Record<DemoAccount, number>> = { xzys01: 45, cunyi01: 28 };

/**
 * One shard of an account's 新增 dialogs as a browser test file: the menu's pages (at least the
 * account's floor), every `count`-th from `index`, each opened and found clean.
 */
export const describeCreateDialogShard = (
  account: DemoAccount,
  index: number,
  count: number,
  harness: BrowserHarness,
): void => {
  it(`${account} 的新增对话框（第 ${index + 1}/${count} 组）: no serious axe finding, every control named in Chinese`, async () => {
    if (!harness.browser) return;
    const all = await menuCreatePages(harness, account);
    expect(all.length).toBeGreaterThanOrEqual(MENU_FLOOR[account] ?? 1);
    const pages = shardOf(all, index, count);
    const started = Date.now();
    const { opened, problems, errors } = await sweepCreateDialogs(harness, account, pages);
    // Timing goes to the report: how long one shard of dialogs takes here.
    console.info(
      `${account} ${index + 1}/${count}: ${opened.length} 个对话框, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(problems).toEqual({});
    expect(opened).toEqual(pages.map((page) => page.path));
    expect(errors).toEqual([]);
  }, 400_000);
};
