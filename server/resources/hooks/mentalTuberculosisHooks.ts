import { type RuledVisitFamily } from '../../../src/domain/followUp';
import { assessMentalVisit, proposeMentalNextVisit } from '../../../src/domain/mental';
import {
  assessTuberculosisVisit,
  doseRate,
  treatmentMonthOn,
} from '../../../src/domain/tuberculosis';
import { badRequest, invalid } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { num, text } from '../recordValues';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { activeCard } from './activeCard';
import { type FamilyHooks } from './hookTypes';

const refuse = (issues: readonly { field: string; message: string }[]) => {
  if (issues.length) throw invalid(issues.map(({ field, message }) => ({ field, message })));
};

/** 本次随访分类 and 下次随访日期 computed when left out, then the §7.1 checks. */
const prepareMental = (rc: RecordContext, data: RecordData, nextDateChanged: boolean) => {
  const first = assessMentalVisit(data, rc.today);
  if (!text(data.visitClassification) && first.proposedClassification) {
    data.visitClassification = first.proposedClassification;
  }
  const visitDate = text(data.visitDate);
  if (!text(data.nextVisitDate) && visitDate) {
    const next = proposeMentalNextVisit(visitDate, text(data.visitClassification), rc.today);
    if (next) data.nextVisitDate = next;
  }
  refuse(
    assessMentalVisit(data, rc.today).issues.filter(
      (issue) => issue.severity === 'error' && (nextDateChanged || issue.field !== 'nextVisitDate'),
    ),
  );
};

/**
 * 治疗月序 from the card's treatment start, the first visit's 患者类型/痰菌/耐药 from the card, the
 * next visit by phase and supervision, the 结案 block's 服药率, then the §8–§9 checks.
 */
const prepareTuberculosis = (
  rc: RecordContext,
  family: RuledVisitFamily,
  data: RecordData,
  card: StoredRecord | undefined,
  nextDateChanged: boolean,
) => {
  const visitDate = text(data.visitDate);
  if (card && family.firstVisit) {
    for (const name of ['patientType', 'sputumResult', 'drugResistance', 'chemotherapy']) {
      if (data[name] === undefined && card.data[name] !== undefined) data[name] = card.data[name];
    }
  }
  const start = text(card?.data.treatmentStartDate);
  if (!family.firstVisit && num(data.treatmentMonth) === undefined && start && visitDate) {
    const month = treatmentMonthOn(start, visitDate);
    if (month !== undefined) data.treatmentMonth = month;
  }
  const context = { today: rc.today, intensiveMonths: num(card?.data.intensiveMonths) };
  // A first visit is at the start of treatment: month 1, intensive phase.
  const values = family.firstVisit ? { ...data, treatmentMonth: 1 } : data;
  const assessment = assessTuberculosisVisit(values, context);
  if (!family.firstVisit && !text(data.treatmentPhase) && assessment.phase) {
    data.treatmentPhase = assessment.phase;
  }
  if (!text(data.nextVisitDate) && assessment.proposedNextVisitDate) {
    data.nextVisitDate = assessment.proposedNextVisitDate;
  }
  const rate = doseRate(data.plannedDoses, data.actualDoses);
  if (rate === undefined) delete data.doseRate;
  else data.doseRate = rate;
  refuse(
    assessTuberculosisVisit(family.firstVisit ? { ...data, treatmentMonth: 1 } : data, context)
      .issues.filter((issue) => issue.severity === 'error')
      .filter((issue) => nextDateChanged || issue.field !== 'nextVisitDate'),
  );
};

/**
 * The server side of the severe-mental-disorder and tuberculosis visit rules: the same pure
 * modules as the forms. A visit needs the patient's card; what the client left out is computed
 * (class, next date, 治疗月序, 服药率); contradictions and impossible values are refused with the
 * field named.
 */
export const mentalTuberculosisHooks = (family: RuledVisitFamily): FamilyHooks => {
  const prepare = (rc: RecordContext, data: RecordData, existing?: StoredRecord) => {
    const personNum = text(data.personNum);
    if (!personNum) return; // assertComplete names the missing resident
    const card = activeCard(rc, family.cardFamilyId, personNum);
    const newPatient = !existing || existing.data.personNum !== personNum;
    if (newPatient && !card) {
      throw badRequest(`该居民尚无有效的${family.cardTitle}，请先建立`, 'personNum');
    }
    // An old record keeps its next date when edited; only a changed date must not be past.
    const nextDateChanged = !existing || existing.data.nextVisitDate !== data.nextVisitDate;
    if (family.kind === 'mental') prepareMental(rc, data, nextDateChanged);
    else prepareTuberculosis(rc, family, data, card, nextDateChanged);
  };
  return {
    prepareCreate: (rc, _model, data) => {
      prepare(rc, data);
      return undefined;
    },
    prepareUpdate: (rc, _model, existing, data) => prepare(rc, data, existing),
  };
};
