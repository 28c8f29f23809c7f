import { type Locator, type Page } from 'playwright-core';

import { chooseOption } from './antdLocators';

/**
 * Fills the measures of an open hypertension follow-up dialog for a patient doing well: the
 * pressure and weight given, 规律 medication and 控制满意 as the visit's class.
 */
export const fillControlledVisit = async (
  page: Page,
  dialog: Locator,
  measures: { sbp: string; dbp: string; weight: string },
): Promise<void> => {
  await dialog.getByLabel('收缩压', { exact: true }).fill(measures.sbp);
  await dialog.getByLabel('舒张压', { exact: true }).fill(measures.dbp);
  await dialog.getByLabel('体重', { exact: true }).fill(measures.weight);
  await chooseOption(page, dialog.getByLabel('服药依从性'), '规律');
  await chooseOption(page, dialog.getByLabel('此次随访分类'), '控制满意');
};
