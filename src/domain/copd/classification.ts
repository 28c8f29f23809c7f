import { classifierOf, known } from '../followUp/classification';

/**
 * 慢阻肺 (platform rule; the third edition has no COPD form): 控制不满意 after any acute
 * exacerbation since the last visit, or with a CAT score at or above the target (10, where GOLD
 * separates "more symptoms"); 控制满意 only when both are known and fine. Either bad value is
 * enough to judge; otherwise the class waits for both.
 */
export const classifyCopdVisit = classifierOf(({ catScore, exacerbations }, rules) => {
  const exacerbated = known(exacerbations) && exacerbations > 0;
  const symptomatic = known(catScore) && catScore >= rules.copd.targetCat;
  if (exacerbated || symptomatic) return false;
  return known(catScore) && known(exacerbations) ? true : undefined;
});
