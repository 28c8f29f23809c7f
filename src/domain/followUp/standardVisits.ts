import { ageOn } from '../calendar/dates';
import { assessFollowUp } from './assessment';
import { type ChronicDisease } from './dangerSigns';
import { countsAsStandardVisit } from './referralConfirmation';
import { type ChronicRuleConfig } from './ruleConfig';

export interface RecordedVisit {
  visitDate: string;
  data: Readonly<Record<string, unknown>>;
}

/**
 * Whether each of a patient's visits (oldest first) counts toward 规范管理 (service-rules §4,
 * §5.1): face to face, and, when its rules called for referral (judged with the visit before it,
 * as the form and the save hook judge it), referred or confirmed with 未转诊原因.
 */
export const standardVisitFlags = (
  disease: ChronicDisease,
  visitsOldestFirst: readonly RecordedVisit[],
  birthDate: string | undefined,
  rules: ChronicRuleConfig,
): boolean[] =>
  visitsOldestFirst.map((visit, index) => {
    const previous = visitsOldestFirst[index - 1]?.data.visitClassification;
    const { referralAdvised } = assessFollowUp(
      disease,
      visit.data,
      {
        age: ageOn(birthDate, visit.visitDate),
        previousClassification: typeof previous === 'string' ? previous : undefined,
        today: visit.visitDate,
      },
      rules,
    );
    return countsAsStandardVisit(visit.data.visitMethod, referralAdvised, visit.data);
  });
