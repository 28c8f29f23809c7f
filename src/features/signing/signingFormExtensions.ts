import { type FormExtensionGroup } from '@/features/resources';

import { useSigningForm } from './useSigningForm';

/** 家庭医生签约's dialog rules by family id, for the app's form extension table. */
export const signingFormExtensions = {
  signRegistes: useSigningForm,
} as const satisfies FormExtensionGroup;
