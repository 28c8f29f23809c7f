import { type Page } from 'playwright-core';

/**
 * In-page timing for the data-entry bench: armed before an action, it takes the time of the
 * action's first event (pointerdown of a click, keydown of a key: when the user acts) and the
 * first animation frame in which `predicate` holds (the frame the browser then paints). Both
 * ends are read on the page's own clock, so the round trips of the driver are not counted.
 * Strings, evaluated through the debugger protocol: the page's CSP refuses eval and
 * waitForFunction.
 */

/** Helpers the predicates may call: a dialog field's value by its label, the focused label. */
const HELPERS = `
  var dialog = function () { return document.querySelector('.gw-record-dialog'); };
  var field = function (label) {
    var items = document.querySelectorAll('.gw-record-dialog .ant-form-item');
    for (var i = 0; i < items.length; i += 1) {
      var text = items[i].querySelector('.ant-form-item-label label');
      if (text && text.textContent.trim() === label) {
        var input = items[i].querySelector('input');
        if (input && input.value) return input.value;
        var item = items[i].querySelector('.ant-select-content-value, .ant-select-selection-item');
        return item ? item.textContent.trim() : '';
      }
    }
    return '';
  };
  var focusedLabel = function () {
    var item = document.activeElement && document.activeElement.closest('.ant-form-item');
    var text = item && item.querySelector('.ant-form-item-label label');
    return text ? text.textContent.trim() : '';
  };
`;

export type Trigger = 'pointerdown' | 'keydown';

/** Arms the probe: the next `trigger` event starts the clock, `predicate` (JS) stops it. */
export const armProbe = (page: Page, trigger: Trigger, predicate: string): Promise<unknown> =>
  page.evaluate(`(function () {
    ${HELPERS}
    var probe = (window.__gwDataEntryProbe = { start: 0, end: 0, focused: '' });
    var holds = function () { try { return Boolean(${predicate}); } catch (e) { return false; } };
    document.addEventListener('${trigger}', function (event) {
      probe.start = event.timeStamp;
      var frame = function () {
        if (holds()) { probe.end = performance.now(); probe.focused = focusedLabel(); return; }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  })()`);

/** Waits for the armed probe's predicate (up to `timeoutMs`); its ms and the focused label. */
export const probeResult = async (
  page: Page,
  timeoutMs = 30_000,
): Promise<{ ms: number; focused: string }> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = await page.evaluate<{ start: number; end: number; focused: string }>(
      'window.__gwDataEntryProbe',
    );
    if (probe.end) return { ms: Math.round(probe.end - probe.start), focused: probe.focused };
    if (Date.now() > deadline) throw new Error('the awaited state never showed');
    await page.waitForTimeout(50);
  }
};
