import { type Locator, type Page } from 'playwright-core';

import { type Db } from '../server/db/openDatabase';

/**
 * The data-entry bench's hands: every key pressed, every character typed and every click goes
 * through here and is counted as the script performs it, so a figure is what the script did.
 */
export class InputCounter {
  keystrokes = 0;
  clicks = 0;
  /** The fields Enter/Tab went through without filling them, in order (why a count is high). */
  passed: string[] = [];

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.keystrokes += 1;
    await this.page.keyboard.press(key);
  }

  /** Each character is one keystroke. */
  async type(text: string): Promise<void> {
    this.keystrokes += [...text].length;
    await this.page.keyboard.type(text);
  }

  async click(target: Locator): Promise<void> {
    this.clicks += 1;
    await target.click();
  }

  /** The counts so far, and zero for what follows. */
  take(): { keystrokes: number; clicks: number } {
    const counts = { keystrokes: this.keystrokes, clicks: this.clicks };
    this.keystrokes = 0;
    this.clicks = 0;
    return counts;
  }
}

/** The label of the form item the cursor is in. */
export const focusedLabel = (page: Page): Promise<string> =>
  page.evaluate(
    "(function () { var item = document.activeElement && document.activeElement.closest('.ant-form-item'); var label = item && item.querySelector('.ant-form-item-label label'); return label ? label.textContent.trim() : ''; })()",
  );

/** Whether Enter has its own meaning where the cursor is (a textarea's newline, a button). */
const enterIsOwn = (page: Page): Promise<boolean> =>
  page.evaluate(
    'Boolean(document.activeElement && document.activeElement.matches(\'textarea, button, [role="switch"], [role="button"]\'))',
  );

/**
 * Presses Enter (Tab where Enter is a newline or a press) until the cursor is in the field
 * labelled `label`, each press counted.
 */
export const enterUntil = async (
  page: Page,
  hands: InputCounter,
  label: string,
  limit = 40,
): Promise<void> => {
  for (let presses = 0; presses <= limit; presses += 1) {
    // The keyboard layer moves on from a picked option in a task after the key (a zero timeout):
    // read where the cursor is only after it, or an Enter meant for the field left lands on the next.
    await page.evaluate('new Promise(function (resolve) { setTimeout(resolve, 0); })');
    const at = await focusedLabel(page);
    if (at === label) return;
    if (presses > 0) hands.passed.push(at || '（非字段）');
    await hands.press((await enterIsOwn(page)) ? 'Tab' : 'Enter');
  }
  throw new Error(`Enter never reached ${label} (last: ${hands.passed.slice(-6).join(', ')})`);
};

/** Fails unless every key of `expected` is stored with that value (arrays and numbers alike). */
export const assertStored = (what: string, stored: unknown, expected: Record<string, unknown>) => {
  const row = (stored ?? {}) as Record<string, unknown>;
  const wrong = Object.entries(expected).filter(
    ([key, value]) => JSON.stringify(row[key]) !== JSON.stringify(value),
  );
  if (wrong.length > 0) {
    throw new Error(
      `${what}: stored ${wrong.map(([key, value]) => `${key}=${JSON.stringify(row[key])} (expected ${JSON.stringify(value)})`).join(', ')}`,
    );
  }
};

/** The row this entry just saved: the resident's last row of the family by insertion order. */
export const justSaved = (db: Db, family: string, personNum: string): unknown => {
  const row = db
    .prepare(
      'SELECT data FROM resource_records WHERE family = ? AND person_num = ? ORDER BY rowid DESC LIMIT 1',
    )
    .get(family, personNum) as { data: string } | undefined;
  return row ? JSON.parse(row.data) : undefined;
};
