import { registerFormExtension } from '@/features/resources';

import { educationActivityForm } from './educationActivityForm';

/** Gives the 健康教育活动记录 dialog its rules, wherever it opens. The app calls this once. */
export const registerEducationForms = (): void => {
  registerFormExtension('healtheducations', educationActivityForm);
};
