import { registerFormExtension } from '@/features/resources';

import { childHealthCheckForm } from './childHealthCheckForm';
import { newbornVisitForm } from './newbornVisitForm';
import { prenatalFirstCheckForm } from './prenatalFirstCheckForm';

/**
 * Gives the 妇幼 record dialogs their rules wherever they open (their list pages, a resident's
 * archive). The app calls this once, when the pages that can open those dialogs load.
 */
export const registerMaternalChildForms = (): void => {
  registerFormExtension('newbornVisits', newbornVisitForm);
  registerFormExtension('childHealthChecks', childHealthCheckForm);
  registerFormExtension('prenatalFirstChecks', prenatalFirstCheckForm);
};
