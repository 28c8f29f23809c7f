import { type Locator } from 'playwright-core';

/**
 * Waits until `locator`'s element (and what it holds) has no running CSS animation. antd's
 * modals zoom in from the click; on a busy machine a click aimed while one still moves can land
 * beside its button, and the test then waits for an effect that never comes.
 */
export const untilSettled = async (locator: Locator): Promise<void> => {
  await locator.waitFor();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (element.getAnimations({ subtree: true }).length === 0) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
};
