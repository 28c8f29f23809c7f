import {
  antenatalVisitNumberAfter,
  type MaternalFamily,
  MATERNAL_ASSESSMENTS,
  prenatalFollowUpHiddenFields,
} from '../../../src/domain/maternal';
import { invalid } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { text } from '../recordValues';
import { RECORD_SELECT, type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

const missing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The woman's records of a family on or before a day, newest first (not the one being edited). */
const recordsBefore = (
  rc: RecordContext,
  familyId: string,
  personNum: string,
  day: string,
  exceptId: string,
): StoredRecord[] =>
  rc.store.query(
    `${RECORD_SELECT} WHERE r.family = ? AND r.person_num = ? AND r.record_date <= ? AND r.id <> ?
     ORDER BY r.record_date DESC, r.created_at DESC`,
    [familyId, personNum, day, exceptId],
  );

/**
 * 末次月经 from the pregnancy's 第1次产前检查, and the visit number after the follow-ups of the same
 * pregnancy already recorded (national-forms-2.md §4).
 */
const fillPrenatalFollowUp = (rc: RecordContext, data: RecordData, exceptId: string): void => {
  const personNum = text(data.personNum);
  const visitDate = text(data.visitDate);
  if (!personNum || !visitDate) return;
  if (missing(data.lastMenstrualPeriod)) {
    const first = recordsBefore(rc, 'prenatalFirstChecks', personNum, visitDate, exceptId)[0];
    const lmp = text(first?.data.lastMenstrualPeriod);
    if (lmp) data.lastMenstrualPeriod = lmp;
  }
  if (missing(data.visitTimes)) {
    const lmp = text(data.lastMenstrualPeriod);
    const earlier = recordsBefore(rc, 'prenatalFollowUps', personNum, visitDate, exceptId).filter(
      (record) => !lmp || record.data.lastMenstrualPeriod === lmp,
    ).length;
    const visit = antenatalVisitNumberAfter(earlier);
    if (visit) data.visitTimes = String(visit);
  }
  for (const name of prenatalFollowUpHiddenFields(data.visitTimes)) delete data[name];
};

/** 分娩日期 and 出院日期 of a 42-day check from the woman's 产后访视 when left out. */
const fillPostpartum42Check = (rc: RecordContext, data: RecordData, exceptId: string): void => {
  const personNum = text(data.personNum);
  const visitDate = text(data.visitDate);
  if (!personNum || !visitDate) return;
  if (!missing(data.deliveryDate)) return;
  const visit = recordsBefore(rc, 'postpartumVisits', personNum, visitDate, exceptId)[0];
  if (!visit) return;
  data.deliveryDate = visit.data.deliveryDate;
  if (missing(data.dischargeDate)) data.dischargeDate = visit.data.dischargeDate;
};

const FILLS: Readonly<
  Partial<Record<MaternalFamily, (rc: RecordContext, data: RecordData, exceptId: string) => void>>
> = {
  prenatalFollowUps: fillPrenatalFollowUp,
  postpartum42Checks: fillPostpartum42Check,
};

/**
 * The server side of the maternal follow-up forms: what the form carries over is filled when a
 * client leaves it out, the kernel's proposals (孕周, 下次随访日期, 处理) fill what is empty, and
 * its refusals answer 400 naming their fields (a finding that calls for referral, not referred
 * and with no 未转诊原因, among them). Prompts do not stop a save.
 */
export const maternalHooks = (familyId: MaternalFamily): FamilyHooks => {
  const assess = MATERNAL_ASSESSMENTS[familyId];
  const prepare = (rc: RecordContext, data: RecordData, exceptId: string): void => {
    FILLS[familyId]?.(rc, data, exceptId);
    const { computed, issues } = assess(data);
    for (const [name, value] of Object.entries(computed)) {
      if (missing(data[name])) data[name] = value;
    }
    if (issues.length) throw invalid(issues);
  };
  return {
    prepareCreate: (rc, _model, data) => {
      prepare(rc, data, '');
      return undefined;
    },
    prepareUpdate: (rc, _model, existing, data) => prepare(rc, data, existing.id),
  };
};

export const MATERNAL_HOOKS: Readonly<Record<MaternalFamily, FamilyHooks>> = {
  prenatalFollowUps: maternalHooks('prenatalFollowUps'),
  postpartumVisits: maternalHooks('postpartumVisits'),
  postpartum42Checks: maternalHooks('postpartum42Checks'),
};
