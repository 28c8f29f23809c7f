import { MENTAL_CARRIED_OVER_FIELDS } from '../mental/visit';
import { TUBERCULOSIS_CARRIED_OVER_FIELDS } from '../tuberculosis/visit';
import { CARRIED_OVER_FIELDS, CHRONIC_FOLLOW_UP_FAMILIES } from './families';
import { MENTAL_TB_VISIT_FAMILIES } from './ruledVisitFamilies';

/**
 * The fields a new visit of a follow-up family starts with from the patient's last visit: the
 * chronic follow-ups' plan, lifestyle and 身高 (national-forms §4–§5), the mental visit's treatment
 * plan, the TB visit's regimen. One list per kind, for the form and the server's formInit alike;
 * empty for a family that is no follow-up.
 */
export const carriedOverFieldsOf = (familyId: string): readonly string[] => {
  if (familyId in CHRONIC_FOLLOW_UP_FAMILIES) return CARRIED_OVER_FIELDS;
  const ruled = MENTAL_TB_VISIT_FAMILIES[familyId];
  if (ruled?.kind === 'mental') return MENTAL_CARRIED_OVER_FIELDS;
  if (ruled?.kind === 'tuberculosis') return TUBERCULOSIS_CARRIED_OVER_FIELDS;
  return [];
};
