import fs from 'node:fs';

import { type Page } from 'playwright-core';

/** axe-core's browser build, read once per test file. */
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first few offending elements. */
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules, plus best practices) in the page and returns the
 * serious and critical findings, for `expect(findings).toEqual([])`. axe is evaluated through
 * the devtools protocol, not a script tag, so the app's Content-Security-Policy does not block it.
 */
export const seriousAccessibilityFindings = async (
  page: Page,
  scope: string = 'body',
): Promise<AxeFinding[]> => {
  // Once per document: parsing axe's half megabyte again for each check costs a busy machine
  // a second.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    type Result = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    const axe = (
      window as unknown as { axe: { run(context: string, options: object): Promise<Result> } }
    ).axe;
    const result = await axe.run(selector, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  }, scope);
};
