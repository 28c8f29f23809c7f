import { ageOn } from '../../../src/domain/calendar';
import { bodyMassIndex } from '../../../src/domain/measures';
import {
  assessTwoDisease,
  missingCardsMessage,
  proposeNextAssessmentDate,
  TWO_DISEASE_CARDS,
  twoDiseaseIssues,
} from '../../../src/domain/twoDisease';
import { badRequest, invalid } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { num, text } from '../recordValues';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { activeCard } from './activeCard';
import { type FamilyHooks } from './hookTypes';

/**
 * 两病综合评估 (spec §1 两病管理), the server side of rules/twoDiseaseAssessment.ts: only a
 * resident with both an active hypertension and an active diabetes card may be assessed (the
 * refusal names the missing card); 血压控制, 血糖控制 and 两病综合评估 are computed from the
 * values whatever a client sent, BMI and 下次评估日期 when left out.
 */
const prepare = (rc: RecordContext, data: RecordData, existing?: StoredRecord): void => {
  const personNum = text(data.personNum);
  if (!personNum) return; // assertComplete names the missing resident
  if (!existing || existing.data.personNum !== personNum) {
    const missing = Object.values(TWO_DISEASE_CARDS)
      .filter((card) => !activeCard(rc, card.cardFamilyId, personNum))
      .map((card) => card.cardTitle);
    if (missing.length) throw badRequest(missingCardsMessage(missing), 'personNum');
  }
  const checkDate = text(data.checkDate) ?? rc.today;
  const birthDate = text(rc.store.get('persons', personNum)?.data.birthDate);
  const assessment = assessTwoDisease(
    {
      sbp: num(data.sbp),
      dbp: num(data.dbp),
      fbg: num(data.fastingBloodGlucose),
      age: birthDate ? ageOn(birthDate, checkDate) : undefined,
    },
    rc.followUpRules.chronic,
  );
  const computed = {
    bloodPressureControl: assessment.bloodPressureControl,
    glucoseControl: assessment.glucoseControl,
    twoDiseaseResult: assessment.result,
  };
  for (const [field, value] of Object.entries(computed)) {
    if (value === undefined) delete data[field];
    else data[field] = value;
  }
  const bmi = bodyMassIndex(num(data.weight), num(data.height));
  if (bmi !== undefined && num(data.bmi) === undefined) data.bmi = bmi;
  if (!text(data.nextAssessDate)) {
    const next = proposeNextAssessmentDate(checkDate, assessment.result);
    if (next) data.nextAssessDate = next;
  }
  const issues = twoDiseaseIssues(data);
  if (issues.length) throw invalid(issues);
};

export const twoDiseaseHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    prepare(rc, data);
    return undefined;
  },
  prepareUpdate: (rc, _model, existing, data) => prepare(rc, data, existing),
};
