import {
  type MaternalChildAssessment,
  MATERNAL_CHILD_ASSESSMENTS,
  type MaternalChildFamily,
} from './maternalChildChecks';
import { OLDER_CHILD_CHECK_ASSESSMENTS, type OlderChildCheckFamily } from './olderChildChecks';

/** Every 妇幼 form whose rules the kernel runs, by family id: the form and the server look here. */
export type ChildFormFamily = MaternalChildFamily | OlderChildCheckFamily;

export const CHILD_FORM_ASSESSMENTS: Readonly<
  Record<ChildFormFamily, (values: Readonly<Record<string, unknown>>) => MaternalChildAssessment>
> = { ...MATERNAL_CHILD_ASSESSMENTS, ...OLDER_CHILD_CHECK_ASSESSMENTS };
