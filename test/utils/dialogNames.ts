import { type Page } from 'playwright-core';

import { seriousAccessibilityFindings } from './axeCheck';

/** What a person operates: every control a screen reader announces by its name. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="combobox"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="spinbutton"]',
  '[role="textbox"]',
].join(', ');

/**
 * The controls inside `scope` whose accessible name (as axe-core computes it, the browser's
 * accessible-name algorithm) is empty or English words alone: antd's own "Clear", "Close",
 * "Increase Value", a table's "Select row 1". Staff read Chinese (spec 2.1); a code beside a Chinese option ("1 无症状"), a
 * sign such as "++" of 尿蛋白 or a measure's own abbreviation with its bounds ("BMI≥28") is not
 * a finding.
 */
const unnamedOrEnglishControls = async (page: Page, scope: string): Promise<string[]> => {
  // axe (loaded by seriousAccessibilityFindings) reads its own tree of the dialog (its labels are
  // its own): set up, read, torn down.
  return page.evaluate(
    ({ selector, controls }) => {
      type VirtualNode = unknown;
      const axe = (
        window as unknown as {
          axe: {
            setup(node: Element): VirtualNode;
            teardown(): void;
            utils: { getNodeFromTree(node: Element): VirtualNode };
            commons: { text: { accessibleTextVirtual(node: VirtualNode): string } };
          };
        }
      ).axe;
      const root = document.querySelector(selector);
      if (!root) return [`(nothing matches ${selector})`];
      axe.setup(root);
      try {
        const found: string[] = [];
        for (const element of root.querySelectorAll<HTMLElement>(controls)) {
          // What a screen reader does not reach has no name to read (a clear button shown only
          // over a filled input is visibility: hidden until then).
          if (element.getClientRects().length === 0) continue;
          if (element.closest('[aria-hidden="true"]')) continue;
          if (getComputedStyle(element).visibility === 'hidden') continue;
          const name = axe.commons.text
            .accessibleTextVirtual(axe.utils.getNodeFromTree(element))
            .trim();
          // English words, with a number after them ("Select row 1").
          const english = /^[A-Za-z][A-Za-z\s.,'-]*(\s\d+)?$/.test(name);
          if (name === '' || english) {
            const what = element.getAttribute('role') ?? element.tagName.toLowerCase();
            const kind = element.getAttribute('class')?.split(' ')[0] ?? '';
            found.push(`${what}.${kind} "${name}"`);
          }
        }
        return [...new Set(found)];
      } finally {
        axe.teardown();
      }
    },
    { selector: scope, controls: CONTROLS },
  );
};

export interface DialogFindings {
  axe: Awaited<ReturnType<typeof seriousAccessibilityFindings>>;
  names: string[];
}

/** axe-core's serious and critical findings and the badly named controls inside `scope`. */
export const dialogFindings = async (page: Page, scope: string): Promise<DialogFindings> => {
  const axe = await seriousAccessibilityFindings(page, scope);
  const names = await unnamedOrEnglishControls(page, scope);
  return { axe, names };
};
