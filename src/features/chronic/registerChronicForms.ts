import { CHRONIC_FOLLOW_UP_FAMILIES, MENTAL_TB_VISIT_FAMILIES } from '@/domain/followUp';
import { registerFormExtension } from '@/features/resources';
import { isConcreteFamilyId } from '@/services/contract';

import { chronicFollowUpForm } from './followUp/useChronicFollowUpForm';
import { ruledVisitForm } from './mentalTuberculosis/useRuledVisitForm';
import { useTwoDiseaseAssessmentForm } from './twoDisease/twoDiseaseAssessmentForm';

/**
 * Gives the chronic follow-up dialogs (hypertension, diabetes, stroke, COPD, tumour, high-risk),
 * the severe-mental-disorder and tuberculosis visit dialogs and the 两病综合评估 dialog their
 * rules, wherever they open. The app calls this once, when the pages that can open those dialogs load.
 */
export const registerChronicForms = (): void => {
  for (const familyId of Object.keys(CHRONIC_FOLLOW_UP_FAMILIES)) {
    if (isConcreteFamilyId(familyId))
      registerFormExtension(familyId, chronicFollowUpForm(familyId));
  }
  for (const familyId of Object.keys(MENTAL_TB_VISIT_FAMILIES)) {
    if (isConcreteFamilyId(familyId)) registerFormExtension(familyId, ruledVisitForm(familyId));
  }
  registerFormExtension('twodiseaseassesss', useTwoDiseaseAssessmentForm);
};
