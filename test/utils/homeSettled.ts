import { type Page } from 'playwright-core';

/**
 * Waits until the home page shows all it will: the menu's shortcuts, no card still loading its code or its data (each
 * shows a skeleton or a spinner meanwhile), and the network quiet after that. On a busy machine
 * the network can fall quiet while a card is still rendering, before it asks for its data.
 */
export const untilHomeSettled = async (page: Page): Promise<void> => {
  // The menu has come: the cards that depend on it are on the page (or on their way).
  await page.locator('.gw-home .gw-shortcut').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.gw-home .ant-skeleton, .gw-home .ant-spin-spinning').length === 0,
    undefined,
    { polling: 100 },
  );
  await page.waitForLoadState('networkidle');
};
