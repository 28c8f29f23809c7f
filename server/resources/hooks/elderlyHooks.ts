import { assessSelfCare } from '../../../src/domain/elderly';
import { assessConstitution, constitutionSummary } from '../../../src/domain/tcm';
import { invalid } from '../../http/resourceErrors';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

/** Runs the same preparation on create and on update. */
const onSave = (prepare: (data: RecordData) => void): FamilyHooks => ({
  prepareCreate: (_rc, _model, data) => {
    prepare(data);
    return undefined;
  },
  prepareUpdate: (_rc, _model, _existing, data) => prepare(data),
});

/**
 * 老年人生活自理能力评估表 (national-forms §10): the server computes 总评分 and the band from the
 * five items with the form's own rule, whatever a client sent for them, and refuses an
 * unanswered item or a score the table does not print.
 */
export const selfCareHooks: FamilyHooks = onSave((data) => {
  const assessment = assessSelfCare(data);
  if (assessment.issues.length) throw invalid(assessment.issues);
  data.totalScore = assessment.total;
  data.selfCareLevel = assessment.band?.code;
});

/**
 * 老年人中医药健康管理服务记录表 (national-forms §11): no question may be left blank; each
 * constitution's score and 是/倾向是 (平和质 是/基本是), the summary and the constitution to guide
 * by are computed with the form's own rule and stored, overriding what a client sent.
 */
export const tcmConstitutionHooks: FamilyHooks = onSave((data) => {
  const assessment = assessConstitution(data);
  if (assessment.issues.length) throw invalid(assessment.issues);
  for (const { constitution, score, result } of assessment.results) {
    data[`${constitution.key}Score`] = score;
    data[`${constitution.key}Result`] = result;
  }
  data.constitutionResult = constitutionSummary(assessment);
  if (assessment.primary) data.primaryConstitution = assessment.primary.constitution.code;
  else delete data.primaryConstitution;
});
