import { registerFormExtension } from '@/features/resources';

import { useSelfCareForm } from './self-care/selfCareForm';
import { useTcmConstitutionForm } from './tcm/tcmConstitutionForm';

/**
 * Gives the self-care assessment (healthchecktablescores) and the TCM constitution record
 * (questionnaireMains) dialogs their scoring. The app calls this once, with the menu pages.
 */
export const registerElderlyForms = (): void => {
  registerFormExtension('healthchecktablescores', useSelfCareForm);
  registerFormExtension('questionnaireMains', useTcmConstitutionForm);
};
