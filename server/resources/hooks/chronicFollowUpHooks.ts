import { ageOn } from '../../../src/domain/calendar';
import {
  assessFollowUp,
  blockingIssues,
  type ChronicFollowUpFamily,
  proposeNextVisitDate,
} from '../../../src/domain/followUp';
import { bodyMassIndex } from '../../../src/domain/measures';
import { badRequest, invalid } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { num, text } from '../recordValues';
import { RECORD_SELECT, type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { activeCard } from './activeCard';
import { type FamilyHooks } from './hookTypes';

/** The patient's visit of this family just before `visitDate` (not the record being edited). */
const previousVisit = (
  rc: RecordContext,
  familyId: string,
  personNum: string,
  visitDate: string,
  exceptId: string,
): StoredRecord | undefined =>
  rc.store.query(
    `${RECORD_SELECT} WHERE r.family = ? AND r.person_num = ? AND r.record_date <= ? AND r.id <> ?
     ORDER BY r.record_date DESC, r.created_at DESC LIMIT 1`,
    [familyId, personNum, visitDate, exceptId],
  )[0];

/**
 * The server side of the follow-up rules (service-rules §2–§3, national-forms §4.1): the same pure
 * module as the form. A visit needs the disease's management card; the class and the next date are
 * computed when a client leaves them out; BMI from weight and height; implausible values, a
 * contradicting class without a reason and a next date in the past are refused with the field
 * named.
 */
export const chronicFollowUpHooks = (
  familyId: string,
  family: ChronicFollowUpFamily,
): FamilyHooks => {
  const prepare = (rc: RecordContext, data: RecordData, existing?: StoredRecord) => {
    const personNum = text(data.personNum);
    if (!personNum) return; // assertComplete names the missing resident
    const newPatient = !existing || existing.data.personNum !== personNum;
    if (newPatient && !activeCard(rc, family.cardFamilyId, personNum)) {
      throw badRequest(`该居民尚无有效的${family.cardTitle}，请先建立管理卡`, 'personNum');
    }
    const visitDate = text(data.visitDate) ?? rc.today;
    const birthDate = text(rc.store.get('persons', personNum)?.data.birthDate);
    const previous = previousVisit(rc, familyId, personNum, visitDate, existing?.id ?? '');
    const context = {
      age: birthDate ? ageOn(birthDate, visitDate) : undefined,
      previousClassification: text(previous?.data.visitClassification),
      today: rc.today,
    };
    const rules = rc.followUpRules.chronic;
    const assessment = assessFollowUp(family.disease, data, context, rules);
    if (!text(data.visitClassification) && assessment.proposedClassification) {
      data.visitClassification = assessment.proposedClassification;
    }
    if (!text(data.nextVisitDate) && text(data.visitDate)) {
      const next = proposeNextVisitDate(
        {
          visitDate,
          classification: text(data.visitClassification),
          referred: assessment.referralAdvised,
          today: rc.today,
        },
        rules,
      );
      if (next) data.nextVisitDate = next;
    }
    const height = num(data.height);
    const bmi = bodyMassIndex(num(data.weight), height);
    if (bmi !== undefined && num(data.bmi) === undefined) data.bmi = bmi;
    const targetBmi = bodyMassIndex(num(data.targetWeight), height);
    if (targetBmi !== undefined && num(data.targetBmi) === undefined) data.targetBmi = targetBmi;

    // An old record keeps its next date when edited; only a changed date must not be past.
    const nextDateChanged = !existing || existing.data.nextVisitDate !== data.nextVisitDate;
    const issues = blockingIssues(
      assessFollowUp(family.disease, data, context, rules),
      data.valuesConfirmed === true,
    ).filter(
      (issue) =>
        nextDateChanged ||
        (issue.field !== 'nextVisitDate' && issue.field !== 'nextVisitDateReason'),
    );
    if (issues.length) {
      throw invalid(
        issues.map((issue) => ({
          field: issue.field,
          message:
            issue.severity === 'confirm'
              ? `${issue.message}（核实后勾选“异常值已核实”）`
              : issue.message,
        })),
      );
    }
  };
  return {
    prepareCreate: (rc, _model, data) => {
      prepare(rc, data);
      return undefined;
    },
    prepareUpdate: (rc, _model, existing, data) => prepare(rc, data, existing),
  };
};
