import { mkdirSync } from 'node:fs';

import { type Locator } from 'playwright-core';

import { useBrowserHarness } from '../utils/browserHarness';
import { signInThroughPage } from '../utils/signInPage';

/**
 * 考核汇总 (computed) as the region's assessor (qyadmin) uses it: the hypertension item of the county is
 * adjusted with a reason; the cell shows the computed score struck out beside the adjusted one,
 * the total follows, and the dialog lists the entry with who gave it. Closing the dialog with
 * typed input asks before the input is lost.
 */
const SHOTS = '/work/shots/s6-reports';

const numberIn = async (locator: Locator): Promise<number> =>
  Number(/[\d.]+/.exec(await locator.innerText())?.[0]);

describe('考核汇总: the assessor adjusts a computed item with a reason', () => {
  const harness = useBrowserHarness();

  it('adjusts the hypertension item, counts it in the total and keeps who and why', async () => {
    if (!harness.browser) return;
    mkdirSync(SHOTS, { recursive: true });
    const { page, errors } = await harness.open({ width: 1440, height: 900 });
    await signInThroughPage(page, harness.server.url, 'qyadmin');
    await page.goto(`${harness.server.url}/workScore/workScoreComputed`);
    const county = page.locator('tr[data-row-key]').first();
    const htn = county.getByRole('button', { name: /高血压规范管理率：/ });
    await htn.waitFor();
    // 考核总分 (with its 计算 x/y line): found by its content, wherever the fitted table puts it.
    const total = county.locator('td', { hasText: /计算 [\d.]+\// });
    const computed = await numberIn(htn);
    const totalBefore = await numberIn(total);
    await page.screenshot({ path: `${SHOTS}/workscore-1440.png` });

    // Typed input is not lost without asking.
    await htn.click();
    const dialog = page.getByRole('dialog', { name: /调整得分：高血压规范管理率/ });
    await dialog.getByLabel('调整理由').fill('核查');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '调整得分尚未保存' }).waitFor();
    await page.getByRole('button', { name: '继续填写' }).click();

    // A reason too short is refused in Chinese before anything is sent.
    const adjusted = computed >= 1 ? computed - 1 : computed + 1;
    await dialog.getByLabel('调整后得分').fill(String(adjusted));
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.getByText('请写明调整理由（至少4个字）').waitFor();
    await dialog.getByLabel('调整理由').fill('现场核查发现部分随访记录为补录');
    await page.screenshot({ path: `${SHOTS}/workscore-adjust-dialog-1440.png` });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await county.getByRole('button', { name: /高血压规范管理率：.*（已调整）/ }).waitFor();
    expect(await numberIn(total)).toBeCloseTo(totalBefore - computed + adjusted, 1);
    await page.screenshot({ path: `${SHOTS}/workscore-adjusted-1440.png` });

    // The dialog keeps the history: who adjusted it and why.
    await county.getByRole('button', { name: /高血压规范管理率：.*（已调整）/ }).click();
    const again = page.getByRole('dialog', { name: /调整得分：高血压规范管理率/ });
    await again.getByText('现场核查发现部分随访记录为补录').waitFor();
    await again.getByText(/现行/).waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/workscore-history-1366.png` });
    await again.getByRole('button', { name: /取\s*消/ }).click();
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `${SHOTS}/workscore-800.png` });
    expect(errors).toEqual([]);
  });
});
