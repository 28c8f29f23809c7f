import { type FormExtensionGroup } from '@/features/resources';

import { chronicFollowUpForm } from './followUp/useChronicFollowUpForm';
import { ruledVisitForm } from './mentalTuberculosis/useRuledVisitForm';
import { useTwoDiseaseAssessmentForm } from './twoDisease/twoDiseaseAssessmentForm';

/**
 * The rules of the chronic follow-up dialogs (hypertension, diabetes, stroke, COPD, tumour,
 * high-risk: CHRONIC_FOLLOW_UP_FAMILIES), the severe-mental-disorder and tuberculosis visit
 * dialogs (MENTAL_TB_VISIT_FAMILIES) and the 两病综合评估 dialog, by family id. The app's form
 * extension table (src/app/formExtensionTable.ts) gives them to the record dialog wherever it
 * opens; a test checks that every family of the two lists is here.
 */
export const chronicFormExtensions = {
  hypertensionFollowUp: chronicFollowUpForm('hypertensionFollowUp'),
  diabetesFollowUP: chronicFollowUpForm('diabetesFollowUP'),
  cerebralapoplexyfollowUps: chronicFollowUpForm('cerebralapoplexyfollowUps'),
  copdfollowups: chronicFollowUpForm('copdfollowups'),
  tumourfollowUps: chronicFollowUpForm('tumourfollowUps'),
  chronicDiseaseHighFollowUp: chronicFollowUpForm('chronicDiseaseHighFollowUp'),
  mentalvisit: ruledVisitForm('mentalvisit'),
  pulmonaryfirstvisit: ruledVisitForm('pulmonaryfirstvisit'),
  pulmonarypatientvisit: ruledVisitForm('pulmonarypatientvisit'),
  twodiseaseassesss: useTwoDiseaseAssessmentForm,
} as const satisfies FormExtensionGroup;
