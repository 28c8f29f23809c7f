import { type Page } from 'playwright-core';

import { untilSettled } from './settled';

/**
 * Opens the shell's user menu and waits until its list has finished sliding in: on a busy
 * machine a click aimed at an item while the list still moves can land beside it.
 */
export const openUserMenu = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await untilSettled(page.locator('.gw-user-dropdown:not(.ant-dropdown-hidden)'));
};

/** Chooses `item` (a menu item's name, as a pattern) from the user menu. */
export const chooseFromUserMenu = async (page: Page, item: RegExp): Promise<void> => {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: item }).click();
};
