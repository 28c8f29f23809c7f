import { type Values } from '../child/maternalChildChecks';
import { type MaternalAssessment, type MaternalFamily } from './maternalAssessment';
import { assessPostpartum42Check, assessPostpartumVisit } from './postpartumChecks';
import { assessPrenatalFollowUp } from './prenatalFollowUp';

/** The rules of each maternal follow-up form, for the record dialog and the server's hooks. */
export const MATERNAL_ASSESSMENTS: Readonly<
  Record<MaternalFamily, (values: Values) => MaternalAssessment>
> = {
  prenatalFollowUps: assessPrenatalFollowUp,
  postpartumVisits: assessPostpartumVisit,
  postpartum42Checks: assessPostpartum42Check,
};

/** Whether a family is one of the maternal follow-up forms above. */
export const isMaternalFamily = (familyId: string): familyId is MaternalFamily =>
  Object.hasOwn(MATERNAL_ASSESSMENTS, familyId);
