import { type FormExtensionGroup } from '@/features/resources';

import { useHealthCheckForm } from './healthCheck/healthCheckForm';
import { useSelfCareForm } from './self-care/selfCareForm';
import { useTcmConstitutionForm } from './tcm/tcmConstitutionForm';

/**
 * The 健康体检表 (healthCheckTables) rules and the scoring of the self-care assessment (healthchecktablescores) and the TCM constitution
 * record (questionnaireMains) dialogs, by family id, for the app's form extension table.
 */
export const elderlyFormExtensions = {
  healthCheckTables: useHealthCheckForm,
  healthchecktablescores: useSelfCareForm,
  questionnaireMains: useTcmConstitutionForm,
} as const satisfies FormExtensionGroup;
