import { type MaternalChildIssue } from '../child/maternalChildChecks';

/**
 * What the rules of a maternal form find: the values they compute, the refusals (each naming its
 * field) and the prompts, which do not stop a save but must not be missed: shown next to the
 * field that triggers them and in the summary beside 保存 (national-forms-2.md §4–§5).
 */
export interface MaternalPrompt {
  field: string;
  message: string;
  /** The finding calls for referral (转诊 left empty then asks for confirmation and a reason). */
  referral?: boolean;
}

export interface MaternalAssessment {
  computed: Record<string, unknown>;
  issues: MaternalChildIssue[];
  prompts: MaternalPrompt[];
}

export type MaternalFamily = 'prenatalFollowUps' | 'postpartumVisits' | 'postpartum42Checks';

/** The prompts that call for referral. */
export const referralPrompts = (assessment: MaternalAssessment): MaternalPrompt[] =>
  assessment.prompts.filter((prompt) => prompt.referral);
