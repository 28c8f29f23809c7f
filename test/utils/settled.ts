import { type Locator } from 'playwright-core';

/**
 * Frames in a row with nothing moving before a shown element counts as settled: rc-motion (antd's
 * modals, popovers, dropdowns) starts a zoom a frame or two after the element shows, and a CSS
 * animation's first frames can leave its box where it was.
 */
const QUIET_FRAMES = 3;

/**
 * Waits until `locator`'s element (and what it holds) has finished moving: no running CSS
 * animation and no rc-motion class (`…-appear`, `…-enter`, `…-leave` and their phases) for a few
 * frames in a row. antd's modals and popconfirms zoom in from the click; on a busy machine a click
 * aimed while one still moves can land beside its button (Playwright's own stability check takes
 * two equal boxes, which a zoom's first frames give), and the test then waits for an effect that
 * never comes.
 */
export const untilSettled = async (locator: Locator): Promise<void> => {
  await locator.waitFor();
  // No named function inside: the benches run this file through tsx, whose esbuild names each
  // one with a helper the page does not have.
  await locator.evaluate(async (element, quietFrames) => {
    const motionClass = /-(?:appear|enter|leave)(?:-(?:prepare|start|active))?$/;
    let quiet = 0;
    while (quiet < quietFrames) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const moving =
        element.getAnimations({ subtree: true }).length > 0 ||
        [element, ...Array.from(element.querySelectorAll('[class]'))].some((node) =>
          Array.from(node.classList).some((name) => motionClass.test(name)),
        );
      quiet = moving ? 0 : quiet + 1;
    }
  }, QUIET_FRAMES);
};
