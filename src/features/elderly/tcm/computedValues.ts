import {
  assessConstitution,
  CONSTITUTIONS,
  constitutionSummary,
  type TcmAssessment,
} from '@/domain/tcm';

/**
 * The fields of the record that the answers decide (scores, 判定, summary, 主要体质), as the
 * server stores them; all undefined while a question is unanswered.
 */
export const computedValues = (assessment: TcmAssessment): Record<string, unknown> => {
  const complete = assessment.results.length > 0;
  const values: Record<string, unknown> = {
    constitutionResult: complete ? constitutionSummary(assessment) : undefined,
    primaryConstitution: assessment.primary?.constitution.code,
  };
  for (const constitution of CONSTITUTIONS) {
    const entry = assessment.results.find((result) => result.constitution === constitution);
    values[`${constitution.key}Score`] = entry?.score;
    values[`${constitution.key}Result`] = entry?.result;
  }
  return values;
};

export const computedFromValues = (values: Readonly<Record<string, unknown>>) =>
  computedValues(assessConstitution(values));
