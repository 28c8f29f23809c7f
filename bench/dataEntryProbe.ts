import { type Page } from 'playwright-core';

/**
 * In-page timing for the data-entry bench: armed before an action, it takes the time of the
 * action's first event (pointerdown of a click, keydown of a key: when the user acts) and the
 * first animation frame in which `predicate` holds (the frame the browser then paints). Both
 * ends are read on the page's own clock, so the round trips of the driver are not counted.
 * Strings, evaluated through the debugger protocol: the page's CSP refuses eval and
 * waitForFunction.
 */

/**
 * Helpers the predicates may call: a dialog field's value by its label, the choice shown in a
 * radio or select field by its label, the focused label.
 */
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
  var chosenText = function (label) {
    var items = document.querySelectorAll('.gw-record-dialog .ant-form-item');
    for (var i = 0; i < items.length; i += 1) {
      var text = items[i].querySelector('.ant-form-item-label label');
      if (text && text.textContent.trim() === label) {
        var chosen = items[i].querySelector(
          '.ant-radio-wrapper-checked, .ant-radio-button-wrapper-checked, ' +
          '.ant-select-content-has-value, .ant-select-content-value, .ant-select-selection-item'
        );
        return chosen ? chosen.textContent.trim() : '';
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

/**
 * Arms the probe: the next `trigger` event starts the clock, `predicate` (JS) stops it. With
 * `settled` (JS), the probe also takes the first frame in which that holds (what follows the
 * awaited state: the fields a proposal writes), so a figure never hides what comes after it.
 */
export const armProbe = (
  page: Page,
  trigger: Trigger,
  predicate: string,
  settled?: string,
): Promise<unknown> =>
  page.evaluate(`(function () {
    ${HELPERS}
    var probe = (window.__gwDataEntryProbe = {
      start: 0, end: 0, focused: '', settled: 0, wantsSettled: ${settled ? 'true' : 'false'}
    });
    var holds = function () { try { return Boolean(${predicate}); } catch (e) { return false; } };
    var settles = function () { try { return Boolean(${settled ?? 'true'}); } catch (e) { return false; } };
    document.addEventListener('${trigger}', function (event) {
      probe.start = event.timeStamp;
      var frame = function () {
        if (!probe.end && holds()) { probe.end = performance.now(); probe.focused = focusedLabel(); }
        if (probe.wantsSettled && !probe.settled && settles()) probe.settled = performance.now();
        if (!probe.end || (probe.wantsSettled && !probe.settled)) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { capture: true, once: true });
  })()`);

/** Waits for the armed probe's predicate (up to `timeoutMs`); its ms and the focused label. */
export const probeResult = async (
  page: Page,
  timeoutMs = 30_000,
): Promise<{ ms: number; focused: string; settledMs?: number }> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = await page.evaluate<{
      start: number;
      end: number;
      focused: string;
      settled: number;
      wantsSettled: boolean;
    }>('window.__gwDataEntryProbe');
    if (probe.end && (!probe.wantsSettled || probe.settled)) {
      return {
        ms: Math.round(probe.end - probe.start),
        focused: probe.focused,
        ...(probe.wantsSettled ? { settledMs: Math.round(probe.settled - probe.start) } : {}),
      };
    }
    if (Date.now() > deadline) throw new Error('the awaited state never showed');
    await page.waitForTimeout(50);
  }
};
