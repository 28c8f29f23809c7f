import {
  answerConfirm,
  buttonNamed,
  discardQuestion,
  openNewRecordFor,
  recordDialogs,
} from '../utils/antdLocators';
import { useBrowserHarness } from '../utils/browserHarness';
import { firstManagedRow } from '../utils/hospitalsManagedBy';
import { openListAs } from '../utils/listPage';

/**
 * Nothing typed is lost (spec 2.1): 取消 (and Esc, ×) with typed values asks before the form
 * goes; an open form and its values come back after a reload of the browser (the lasting tab
 * draft), until saved or given up with 放弃.
 */

const FOLLOW_UP_PATH = '/chronic/hypertension/hypertensionFollowUp';
/** A little over the form's pause before it keeps the typed values. */
const DRAFT_WRITTEN_MS = 1_000;

describe('nothing typed is lost (Chromium)', () => {
  const harness = useBrowserHarness();

  it('asks before 取消 drops typed values, and brings an unsaved form back after a reload', async () => {
    if (!harness.browser) return;
    const { page, errors } = await openListAs(harness, 'xzys01', FOLLOW_UP_PATH);
    // The browser's own question before a reload of a page with unsaved input: answered yes.
    page.on('dialog', (dialog) => void dialog.accept());
    const resident = firstManagedRow<{ id: string; id_card_no: string }>(
      harness.server.db,
      'xzys01',
      `SELECT p.id, p.id_card_no FROM resource_records p
         WHERE p.family = 'persons' AND p.hospital_id IN (SELECT value FROM json_each(?))
           AND EXISTS (SELECT 1 FROM resource_records c WHERE c.family = 'hypertensionCard'
                       AND c.person_num = p.id AND c.status = '1')
         ORDER BY p.id LIMIT 1`,
    );
    const dialog = await openNewRecordFor(page, resident);
    await dialog.getByLabel('收缩压', { exact: true }).fill('151');

    // 取消 asks; 继续填写 keeps the form and what was typed.
    await buttonNamed(dialog, '取消').click();
    const question = discardQuestion(page);
    await answerConfirm(question, '继续填写');
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('收缩压', { exact: true }).inputValue()).toBe('151');
    // Esc asks the same.
    await dialog.getByLabel('收缩压', { exact: true }).focus();
    await page.keyboard.press('Escape');
    await answerConfirm(question, '继续填写');
    await question.waitFor({ state: 'detached' });

    // A reload brings the open form back with the typed value.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_WRITTEN_MS));
    await page.reload();
    const restored = recordDialogs(page).first();
    const sbp = restored.getByLabel('收缩压', { exact: true });
    await sbp.waitFor();
    expect(await sbp.inputValue()).toBe('151');
    expect(await restored.getByLabel('个人编号', { exact: true }).count()).toBe(1);

    // 放弃 drops it: the form goes, and the next reload opens no form.
    await buttonNamed(restored, '取消').click();
    await answerConfirm(question, '放弃');
    await restored.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.gw-list-heading', { hasText: '共' }).waitFor();
    expect(await recordDialogs(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
