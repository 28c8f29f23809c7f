import { registerFormExtension } from '@/features/resources';

import { useWorkScoreForm } from './useWorkScoreForm';

/** Gives the 考核汇总 dialog its live total; the app calls this when the menu pages load. */
export const registerWorkScoreForm = (): void => {
  registerFormExtension('workscoretotal', useWorkScoreForm);
};
