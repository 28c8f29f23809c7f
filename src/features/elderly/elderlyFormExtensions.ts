import { type FormExtensionGroup } from '@/features/resources';

import { useSelfCareForm } from './self-care/selfCareForm';
import { useTcmConstitutionForm } from './tcm/tcmConstitutionForm';

/**
 * The scoring of the self-care assessment (healthchecktablescores) and the TCM constitution
 * record (questionnaireMains) dialogs, by family id, for the app's form extension table.
 */
export const elderlyFormExtensions = {
  healthchecktablescores: useSelfCareForm,
  questionnaireMains: useTcmConstitutionForm,
} as const satisfies FormExtensionGroup;
