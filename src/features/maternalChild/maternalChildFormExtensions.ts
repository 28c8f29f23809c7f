import { type FormExtensionGroup } from '@/features/resources';

import { childHealthCheckForm } from './childHealthCheckForm';
import {
  postpartum42CheckForm,
  postpartumVisitForm,
  prenatalFollowUpForm,
} from './maternalFollowUpForms';
import { newbornVisitForm } from './newbornVisitForm';
import { preschoolHealthCheckForm, toddlerHealthCheckForm } from './olderChildCheckForm';
import { prenatalFirstCheckForm } from './prenatalFirstCheckForm';

/**
 * The rules of the 妇幼 record dialogs by family id, for the app's form extension table: they
 * come with the dialog wherever it opens (its list page, a resident's archive).
 */
export const maternalChildFormExtensions = {
  newbornVisits: newbornVisitForm,
  childHealthChecks: childHealthCheckForm,
  toddlerHealthChecks: toddlerHealthCheckForm,
  preschoolHealthChecks: preschoolHealthCheckForm,
  prenatalFirstChecks: prenatalFirstCheckForm,
  prenatalFollowUps: prenatalFollowUpForm,
  postpartumVisits: postpartumVisitForm,
  postpartum42Checks: postpartum42CheckForm,
} as const satisfies FormExtensionGroup;
