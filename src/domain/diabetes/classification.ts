import { classifierOf, known } from '../followUp/classification';
import { isGlucoseControlled } from './control';

/** 2型糖尿病: fasting glucose against the target (national-forms §5). */
export const classifyDiabetesVisit = classifierOf(({ fbg }, rules) =>
  known(fbg) ? isGlucoseControlled(fbg, rules) : undefined,
);
