import { classifierOf, known } from '../followUp/classification';
import { isBloodPressureControlled } from './control';

/** 高血压: blood pressure against the target (65+ relaxed). */
export const classifyHypertensionVisit = classifierOf(({ sbp, dbp, age }, rules) =>
  known(sbp) && known(dbp) ? isBloodPressureControlled(sbp, dbp, age, rules) : undefined,
);
