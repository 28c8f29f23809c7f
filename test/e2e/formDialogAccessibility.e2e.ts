import { type BrowserContext, type Locator, type Page } from 'playwright-core';

import { pageTable } from '@/app/pageTable';

import { MENU_TREE, type MenuSeed } from '../../server/seed/menus';
import { buttonNamed, recordDialogs } from '../utils/antdLocators';
import { seriousAccessibilityFindings } from '../utils/axeCheck';
import { useBrowserHarness } from '../utils/browserHarness';
import { untilSettled } from '../utils/settled';
import { signInThroughPage } from '../utils/signInPage';

/**
 * axe-core on every record dialog (spec 2.1 form dialogs; WCAG 2.1 A and AA): each page of the
 * seeded menu that the page table opens as the generic resource page and that has 新增 is opened
 * as the regional administrator, its 新增 dialog is checked by axe, and the names of its controls
 * are read: no serious or critical finding, no control named in English.
 */

/** The menu's record pages: resource-page families (the page table's rule) with 新增. */
const recordPages = (items: readonly MenuSeed[]): MenuSeed[] =>
  items.flatMap((item) => [
    ...(item.verbs?.includes('create') &&
    !(item.component in pageTable.pages) &&
    pageTable.resourcePage?.handles(item.component)
      ? [item]
      : []),
    ...recordPages(item.children ?? []),
  ]);

const RECORD_PAGES = recordPages(MENU_TREE);

/** Names of the dialog's controls that are English words with no Chinese (aria-label or title). */
const englishNamedControls = (dialog: Locator): Promise<string[]> =>
  dialog
    .locator(
      ':is(button, input, textarea, a, [role="button"], [role="combobox"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="spinbutton"])',
    )
    .evaluateAll((controls) =>
      controls
        .flatMap((control) => [
          control.getAttribute('aria-label') ?? '',
          control.getAttribute('title') ?? '',
        ])
        .filter((name) => /[A-Za-z]{3,}/.test(name) && !/[\u4e00-\u9fff]/.test(name)),
    );

/** A step that hangs (a list that never loads) fails its family, not the whole file. */
const STEP_TIMEOUT_MS = 45_000;

const checkNewDialog = async (page: Page, baseUrl: string, item: MenuSeed) => {
  await page.goto(`${baseUrl}${item.link}`);
  await page.locator('.gw-list-heading', { hasText: '共' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await buttonNamed(page, '新增').click({ timeout: STEP_TIMEOUT_MS });
  const dialog = recordDialogs(page).first();
  await dialog.locator('.ant-form-item').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await untilSettled(dialog);
  return {
    axe: await seriousAccessibilityFindings(page, '.gw-record-dialog'),
    english: await englishNamedControls(dialog),
  };
};

describe('every record dialog under axe-core (Chromium)', () => {
  const harness = useBrowserHarness();
  /** One signed-in window for every dialog (signing in once per family would double the time). */
  let signedIn: { context: BrowserContext; page: Page } | undefined;

  beforeAll(async () => {
    if (!harness.browser) return;
    const context = await harness.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.locator('.gw-tabs').waitFor();
    signedIn = { context, page };
  }, 180_000);

  afterAll(async () => {
    await signedIn?.context.close();
  });

  it('finds the record pages in the menu', () => {
    // The clinical forms are among them (their rules come from the form-extension table).
    expect(RECORD_PAGES.map((item) => item.component)).toEqual(
      expect.arrayContaining(['persons', 'hypertensionFollowUp', 'questionnaireMains']),
    );
  });

  it.each(RECORD_PAGES.map((item) => [`${item.title} (${item.component})`, item] as const))(
    '%s: 新增 has no serious finding and no control named in English',
    async (_title, item) => {
      if (!signedIn) return;
      await expect(checkNewDialog(signedIn.page, harness.server.url, item)).resolves.toEqual({
        axe: [],
        english: [],
      });
    },
  );
});
