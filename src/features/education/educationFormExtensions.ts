import { type FormExtensionGroup } from '@/features/resources';

import { educationActivityForm } from './educationActivityForm';

/** The 健康教育活动记录 dialog's rules by family id, for the app's form extension table. */
export const educationFormExtensions = {
  healtheducations: educationActivityForm,
} as const satisfies FormExtensionGroup;
