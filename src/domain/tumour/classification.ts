import { classifierOf, known } from '../followUp/classification';

/**
 * 肿瘤 (platform rule): the follow-up's aim in primary care is symptom control, so the class
 * follows pain on the 0–10 scale: 控制满意 at or below the target (3, mild pain), else 控制不满意.
 */
export const classifyTumourVisit = classifierOf(({ painScore }, rules) =>
  known(painScore) ? painScore <= rules.tumour.targetPain : undefined,
);
