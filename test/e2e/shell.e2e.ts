import { type Page } from 'playwright-core';

import { dateText } from '../../src/domain/calendar';
import { useBrowserHarness } from '../utils/browserHarness';
import { type DemoAccount } from '../utils/demoAccounts';
import { untilSettled } from '../utils/settled';
import { signInThroughPage } from '../utils/signInPage';
import { chooseFromUserMenu } from '../utils/userMenu';

/** The workspace shell in a real browser against the reference server (spec §2.4). */

/** The watermark's day is the deployment's (Asia/Shanghai), whatever the machine's zone. */
const today = (): string => dateText();

describe('workspace shell (Chromium)', () => {
  const harness = useBrowserHarness();
  const open = (width = 1440) => harness.open({ width });

  const signIn = async (page: Page, account: DemoAccount): Promise<void> => {
    await signInThroughPage(page, harness.server.url, account);
    await page.locator('.gw-tabs').waitFor();
  };

  /** A new window at `width`, signed in as `account` and showing the workspace. */
  const openSignedIn = async (account: DemoAccount, width?: number) => {
    const opened = await open(width);
    await signIn(opened.page, account);
    return opened;
  };

  /** The residents list with its rows in, for `account` in a window `width` wide. */
  const residentsListAs = async (account: DemoAccount, width: number) => {
    const { page } = await openSignedIn(account, width);
    await page.goto(`${harness.server.url}/archives/persons`);
    await page.locator('.gw-resource-table tr.ant-table-row').first().waitFor();
    return page;
  };

  const sidebar = (page: Page) => page.locator('.gw-sidebar');
  const tabTitles = (page: Page) => page.locator('.gw-tab .gw-tab-title').allInnerTexts();
  const homeSearch = (page: Page) => page.getByRole('textbox', { name: '搜索功能' });

  /** Right-clicks the tab titled `tab` and picks `command` (关闭其他, 关闭所有) in its menu. */
  const tabCommand = async (page: Page, tab: string, command: string) => {
    await page.locator('.gw-tab', { hasText: tab }).click({ button: 'right' });
    await page
      .getByRole('menu', { name: /的操作/ })
      .getByText(command)
      .click();
  };

  /** Waits until the page of `fullPath` is the one shown (React reveals it after the URL changes). */
  const shown = (page: Page, fullPath: string) =>
    page.locator(`.gw-page[data-tab="${fullPath}"]`).waitFor({ state: 'visible' });

  /** Waits until the first shown element matching `selector` holds `expected`. */
  const valueBecomes = (page: Page, selector: string, expected: string) =>
    page.waitForFunction(
      ([sel, want]) => {
        const input = [...document.querySelectorAll<HTMLInputElement>(sel!)].find(
          // Shown, not in a hidden kept page (content-visibility keeps its boxes, so an
          // offsetParent test would not tell).
          (el) => el.checkVisibility(),
        );
        return input?.value === want;
      },
      [selector, expected],
      { timeout: 5000 },
    );
  const HOME_SEARCH = 'input[aria-label="搜索功能"]';
  const FILTER = '.gw-search-form input[type="text"]';

  /** Moves inside the app the way a link does (the router follows popstate). */
  const spaNavigate = async (page: Page, url: string): Promise<void> => {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.waitForURL((current) => `${current.pathname}${current.search}` === url);
  };

  /** Opens a page through the side menu: each submenu title, then the item. */
  const openFromMenu = async (page: Page, path: readonly string[]): Promise<void> => {
    for (const [index, label] of path.entries()) {
      if (index < path.length - 1) {
        // An open submenu is left as it is (a click would close it).
        const title = sidebar(page).locator('.ant-menu-submenu-title', { hasText: label }).first();
        if ((await title.getAttribute('aria-expanded')) === 'true') continue;
      }
      await sidebar(page).getByText(label, { exact: true }).click();
      // A submenu opened closes its sibling, and the items below move up as it slides shut: a
      // click aimed in the slide's first frames (when the box has not moved yet) lands on the
      // item that arrives there.
      if (index < path.length - 1) await untilSettled(sidebar(page));
    }
    await page.waitForFunction((title) => document.title.startsWith(title), path.at(-1)!);
  };

  it('shows users of different groups different menus and buttons', async () => {
    if (!harness.browser) return;
    const toolbar = (page: Page) => page.locator('.gw-page:visible .gw-list-toolbar');
    const button = (page: Page, text: RegExp) => toolbar(page).getByRole('button', { name: text });

    /** How many times the side menu names `text`. */
    const inMenu = (page: Page, text: string) =>
      sidebar(page).getByText(text, { exact: true }).count();
    /** The delete and export buttons the residents list offers beside 新增. */
    const personsButtons = async (page: Page) => {
      await page.goto(`${harness.server.url}/archives/persons`);
      await button(page, /新\s*增/).waitFor();
      return {
        delete: await button(page, /删\s*除/).count(),
        export: await button(page, /导\s*出/).count(),
      };
    };

    const manager = await openSignedIn('qyadmin');
    await expect(inMenu(manager.page, '系统管理')).resolves.toBe(1);
    expect(await personsButtons(manager.page)).toEqual({ delete: 1, export: 1 });

    // The village doctor's group has a smaller menu and no delete or export codes.
    const village = await openSignedIn('cunyi01');
    await expect(inMenu(village.page, '系统管理')).resolves.toBe(0);
    await expect(inMenu(village.page, '健康体检')).resolves.toBe(0);
    expect(await personsButtons(village.page)).toEqual({ delete: 0, export: 0 });

    expect([...manager.errors, ...village.errors]).toEqual([]);
    await manager.page.context().close();
    await village.page.context().close();
  });

  it('opens five pages as five tabs, keeps page state, refreshes, and keeps Home through close-others and close-all', async () => {
    if (!harness.browser) return;
    const { page, errors } = await openSignedIn('qyadmin');
    await homeSearch(page).fill('高血压');

    await openFromMenu(page, ['居民健康档案', '个人健康档案']);
    await openFromMenu(page, ['居民健康档案', '家庭健康档案']);
    await openFromMenu(page, ['慢病管理', '高血压管理', '高血压随访记录']);
    await openFromMenu(page, ['慢病管理', '糖尿病管理', '糖尿病专项档案']);
    await openFromMenu(page, ['系统管理', '用户管理']);
    expect(await tabTitles(page)).toEqual([
      '首页',
      '个人健康档案',
      '家庭健康档案',
      '高血压随访记录',
      '糖尿病专项档案',
      '用户管理',
    ]);

    // Typed text survives switching away and back (the page stayed alive while hidden).
    await page.locator('.gw-tab', { hasText: '首页' }).click();
    await shown(page, '/home');
    await valueBecomes(page, HOME_SEARCH, '高血压');

    // So does a menu page nested two levels deep.
    await page.locator('.gw-tab', { hasText: '高血压随访记录' }).click();
    await shown(page, '/chronic/hypertension/hypertensionFollowUp');
    const filter = () =>
      page.locator('.gw-page:visible .gw-search-form input[type="text"]').first();
    await filter().fill('随访甲');
    await page.locator('.gw-tab', { hasText: '用户管理' }).click();
    await shown(page, '/system/sysUsers');
    await page.locator('.gw-tab', { hasText: '高血压随访记录' }).click();
    await shown(page, '/chronic/hypertension/hypertensionFollowUp');
    await valueBecomes(page, FILTER, '随访甲');

    // The context menu is 105 px wide; 刷新 remounts the page, so the text is gone.
    await page.locator('.gw-tab', { hasText: '首页' }).click({ button: 'right' });
    const menu = page.getByRole('menu', { name: /的操作/ });
    expect((await menu.boundingBox())?.width).toBe(105);
    await expect(menu.getByText('关闭', { exact: true }).count()).resolves.toBe(0);
    await menu.getByText('刷新').click();
    await valueBecomes(page, HOME_SEARCH, '');

    // Close-others and close-all keep Home, and Home keeps its state through both.
    await homeSearch(page).fill('糖尿病');
    await tabCommand(page, '家庭健康档案', '关闭其他');
    await page.waitForURL(/\/archives\/familys$/);
    expect(await tabTitles(page)).toEqual(['首页', '家庭健康档案']);
    await tabCommand(page, '家庭健康档案', '关闭所有');
    await page.waitForURL(/\/home$/);
    expect(await tabTitles(page)).toEqual(['首页']);
    await valueBecomes(page, HOME_SEARCH, '糖尿病');

    // The same page with other parameters is a second tab with its own state.
    await spaNavigate(page, '/archives/familys?from=a');
    await shown(page, '/archives/familys?from=a');
    await filter().fill('甲');
    await spaNavigate(page, '/archives/familys?from=b');
    await shown(page, '/archives/familys?from=b');
    await valueBecomes(page, FILTER, '');
    await filter().fill('乙');
    expect(await tabTitles(page)).toEqual(['首页', '家庭健康档案', '家庭健康档案']);
    await page.locator('.gw-tab[data-full-path="/archives/familys?from=a"]').click();
    await shown(page, '/archives/familys?from=a');
    await valueBecomes(page, FILTER, '甲');
    await page.locator('.gw-tab[data-full-path="/archives/familys?from=b"]').click();
    await shown(page, '/archives/familys?from=b');
    await valueBecomes(page, FILTER, '乙');
    await tabCommand(page, '首页', '关闭所有');
    await page.waitForURL(/\/home$/);

    // The open tabs survive a browser reload; the pages load again.
    await openFromMenu(page, ['居民健康档案', '个人健康档案']);
    await page.reload();
    await page.locator('.gw-tabs').waitFor();
    expect(await tabTitles(page)).toEqual(['首页', '个人健康档案']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('builds the breadcrumb by the rules', async () => {
    if (!harness.browser) return;
    const { page } = await openSignedIn('qyadmin');
    const crumbs = page.locator('.gw-breadcrumb li:not(.ant-breadcrumb-separator)');
    expect(await crumbs.allInnerTexts()).toEqual(['首页']);
    await expect(page.locator('.gw-breadcrumb a').count()).resolves.toBe(0);

    await page.goto(`${harness.server.url}/chronic/hypertension/hypertensionFollowUp`);
    await page.waitForFunction(() => document.title.startsWith('高血压随访记录 - '));
    expect(await crumbs.allInnerTexts()).toEqual([
      '首页',
      '慢病管理',
      '高血压管理',
      '高血压随访记录',
    ]);
    // Home leads back; containers (noRedirect) and the last crumb are not links.
    expect(await page.locator('.gw-breadcrumb a').allInnerTexts()).toEqual(['首页']);
    await page.context().close();
  });

  it('recolours the primary button at once when the theme changes', async () => {
    if (!harness.browser) return;
    const { page } = await openSignedIn('qyadmin');
    await page.locator('.gw-settings-handle').click();
    const reset = page.locator('.gw-settings-reset');
    await reset.waitFor();
    const background = () => reset.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgb(30, 108, 235)');
    await page.locator('.gw-swatch[data-color="#52c41a"]').click();
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.gw-settings-reset')!).backgroundColor ===
        'rgb(82, 196, 26)',
      undefined,
      { timeout: 2000 },
    );
    expect(
      await page
        .locator('.gw-tab.is-active')
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(82, 196, 26)');
    await reset.click();
    await page.mouse.move(0, 0); // off the button: its hover colour is lighter
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.gw-settings-reset')!).backgroundColor ===
        'rgb(30, 108, 235)',
    );
    await page.context().close();
  });

  it('lays the watermark over the page: user, account, date; it returns when removed and never takes a click', async () => {
    if (!harness.browser) return;
    const { page } = await openSignedIn('qyadmin');
    const mark = page.locator('.gw-watermark');
    await expect(mark.getAttribute('data-text')).resolves.toBe(`王建国 qyadmin ${today()}`);
    const look = await mark.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        pointerEvents: style.pointerEvents,
        opacity: style.opacity,
        image: style.backgroundImage,
      };
    });
    expect(look).toMatchObject({ pointerEvents: 'none', opacity: '0.15' });
    expect(look.image).toContain('data:image/png');

    await page.evaluate(() => document.querySelector('.gw-watermark')?.remove());
    await page.waitForSelector('.gw-watermark');
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('.gw-watermark')!.style.setProperty('display', 'none'),
    );
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.gw-watermark')!).display === 'block',
    );

    // A click on a shortcut under the watermark still reaches it (once the home page's figures
    // are in, so the shortcuts no longer move down under the pointer).
    await page.waitForLoadState('networkidle');
    await page.locator('.gw-shortcut').first().click();
    await page.waitForURL(/\/archives\/persons$/);
    await page.context().close();
  });

  it('focuses the first editable field of a dialog, and resizes it from its corner down to 400 × 300', async () => {
    if (!harness.browser) return;
    const { page, errors } = await openSignedIn('qyadmin');
    await chooseFromUserMenu(page, /修改密码/);
    const box = page.locator('.gw-dialog-frame .ant-modal-container');
    await untilSettled(box);
    // The cursor waits in the first field the user can type into, not in read-only 所属机构.
    await page.waitForFunction(() => document.activeElement?.id === 'changePassword_password');
    const before = (await box.boundingBox())!;
    const handle = (await page.locator('.gw-dialog-resize').boundingBox())!;

    const dragHandleBy = async (dx: number, dy: number) => {
      const grip = (await page.locator('.gw-dialog-resize').boundingBox())!;
      await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await page.mouse.down();
      await page.mouse.move(grip.x + grip.width / 2 + dx, grip.y + grip.height / 2 + dy, {
        steps: 6,
      });
      await page.mouse.up();
    };

    await dragHandleBy(120, 60);
    const larger = (await box.boundingBox())!;
    expect(Math.round(larger.width - before.width)).toBeGreaterThanOrEqual(110);
    expect(Math.round(larger.height - before.height)).toBeGreaterThanOrEqual(50);
    // The drag resized: it selected no text behind the dialog.
    await expect(page.evaluate(() => String(window.getSelection()))).resolves.toBe('');

    await dragHandleBy(-(handle.x + 200), -(handle.y + 200));
    const smallest = (await box.boundingBox())!;
    expect(Math.round(smallest.width)).toBe(400);
    expect(Math.round(smallest.height)).toBe(300);

    // A finger does the same: real touches (CDP), which the browser turns into pointer events of
    // pointerType 'touch' on the handle.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { gwPointerTypes: string[] }).gwPointerTypes = seen;
      window.addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
    });
    const touch = await page.context().newCDPSession(page);
    const touchHandleBy = async (dx: number, dy: number) => {
      const grip = (await page.locator('.gw-dialog-resize').boundingBox())!;
      const x = grip.x + grip.width / 2;
      const y = grip.y + grip.height / 2;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 6; step += 1) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x + (dx * step) / 6, y: y + (dy * step) / 6 }],
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await touchHandleBy(150, 90);
    const touched = (await box.boundingBox())!;
    expect(Math.round(touched.width - smallest.width)).toBeGreaterThanOrEqual(140);
    expect(Math.round(touched.height - smallest.height)).toBeGreaterThanOrEqual(80);
    await touchHandleBy(-(touched.x + 300), -(touched.y + 300));
    const touchSmallest = (await box.boundingBox())!;
    expect(Math.round(touchSmallest.width)).toBe(400);
    expect(Math.round(touchSmallest.height)).toBe(300);
    await expect(
      page.evaluate(() => (window as unknown as { gwPointerTypes: string[] }).gwPointerTypes),
    ).resolves.toEqual(['touch', 'touch']);
    await touch.detach();
    expect(errors).toEqual([]);
  });

  it('lets no two controls overlap on the residents list at 1440 and 800 px', async () => {
    if (!harness.browser) return;
    for (const width of [1440, 800]) {
      const page = await residentsListAs('qyadmin', width);
      const overlaps = await page.evaluate(() => {
        const interactive = ':is(button, a[href], input, select, textarea, [role="button"])';
        const areas = [
          '.gw-header',
          '.gw-page:not([hidden]) .gw-resource-search',
          '.gw-page:not([hidden]) .gw-list-toolbar',
          '.gw-page:not([hidden]) .gw-resource-table thead',
        ];
        const controls = [
          ...new Set(
            areas.flatMap((area) => [...document.querySelectorAll(`${area} ${interactive}`)]),
          ),
        ]
          .filter((control) => control.checkVisibility({ opacityProperty: false }))
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0);
        const name = (control: Element) =>
          (control.getAttribute('aria-label') ?? control.textContent?.trim()) ||
          control.getAttribute('placeholder') ||
          control.className.toString();
        const found: string[] = [];
        for (const [index, a] of controls.entries()) {
          for (const b of controls.slice(index + 1)) {
            // A control inside another (an input in its wrapper) is one control, not two.
            if (a.control.contains(b.control) || b.control.contains(a.control)) continue;
            // More than a shared 1 px border (antd's compact groups overlap their borders).
            const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
            const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
            if (across > 1 && down > 1) found.push(`${name(a.control)} × ${name(b.control)}`);
          }
        }
        return { count: controls.length, found };
      });
      expect(overlaps.count).toBeGreaterThan(10);
      expect({ width, overlaps: overlaps.found }).toEqual({ width, overlaps: [] });
      await page.context().close();
    }
  });

  it('keeps the settings handle clear of the page controls at 1440 and 800 px', async () => {
    if (!harness.browser) return;
    for (const width of [1440, 800]) {
      const page = await residentsListAs('xzys01', width);
      const overlaps = await page.evaluate(() => {
        const handle = document.querySelector('.gw-settings-handle')!.getBoundingClientRect();
        const gap = 8; // a clear gap, not just no overlap
        return [...document.querySelectorAll('.gw-page:not([hidden]) :is(button, a, input)')]
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(
            ({ box }) =>
              box.width > 0 &&
              box.left < handle.right + gap &&
              box.right > handle.left - gap &&
              box.top < handle.bottom + gap &&
              box.bottom > handle.top - gap,
          )
          .map(({ control }) => control.textContent || control.getAttribute('aria-label'));
      });
      expect({ width, overlaps }).toEqual({ width, overlaps: [] });
    }
  });

  it('behaves as on mobile at 800 px: hidden sidebar, backdrop, closes on navigation', async () => {
    if (!harness.browser) return;
    const { page, errors } = await openSignedIn('qyadmin', 800);
    const side = sidebar(page);
    const isShown = async () => ((await side.boundingBox())?.x ?? -1) >= 0;
    expect(await isShown()).toBe(false);
    await expect(page.locator('.gw-backdrop').count()).resolves.toBe(0);

    await page.locator('.gw-hamburger').click();
    await page.locator('.gw-backdrop').waitFor();
    await page.waitForFunction(
      () => document.querySelector('.gw-sidebar')!.getBoundingClientRect().x >= 0,
    );
    await page.locator('.gw-backdrop').click({ position: { x: 700, y: 400 } });
    await page.waitForFunction(
      () => document.querySelector('.gw-sidebar')!.getBoundingClientRect().right <= 0,
    );

    await page.locator('.gw-hamburger').click();
    await page.waitForFunction(
      () => document.querySelector('.gw-sidebar')!.getBoundingClientRect().x >= 0,
    );
    await openFromMenu(page, ['居民健康档案', '家庭健康档案']);
    await page.waitForFunction(
      () => document.querySelector('.gw-sidebar')!.getBoundingClientRect().right <= 0,
    );
    await expect(page.locator('.gw-backdrop').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
