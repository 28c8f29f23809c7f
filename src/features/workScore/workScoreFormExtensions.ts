import { type FormExtensionGroup } from '@/features/resources';

import { useWorkScoreForm } from './useWorkScoreForm';

/** The 考核汇总 dialog's live total by family id, for the app's form extension table. */
export const workScoreFormExtensions = {
  workscoretotal: useWorkScoreForm,
} as const satisfies FormExtensionGroup;
