import { type FormExtensionGroup } from '@/features/resources';

import { useCoverPhoneForm } from './coverPhone';

/** The residents' record dialog's cover rules by family id, for the app's form extension table. */
export const archiveFormExtensions = {
  persons: useCoverPhoneForm,
} as const satisfies FormExtensionGroup;
