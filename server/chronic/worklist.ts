import { type DueRuleConfig, type DueStatus, statusOfPlan } from '../../src/domain/followUp';
import { maskIdCard, maskName } from '../../src/domain/identity';
import {
  type WorklistCountsReply,
  type WorklistRow as WorklistItem,
  type WorklistViewName,
} from '../../src/services/contract/chronicPaths';
import { type WorklistRow, type WorklistTally } from '../readModels/worklistQueries';

/** The work list's tabs: 逾期, 今日到期, 本周到期 (today included), 季度随访不足, 全部. */
export const WORKLIST_VIEWS: readonly WorklistViewName[] = [
  'overdue',
  'dueToday',
  'dueThisWeek',
  'quotaRisk',
  'all',
];
export type { WorklistItem };
export type WorklistCounts = WorklistCountsReply;

/** A read-model row judged on `today` by the kernel (statusOfPlan). */
export const statusOfRow = (row: WorklistRow, today: string, rules: DueRuleConfig): DueStatus =>
  statusOfPlan(
    {
      plannedDate: row.planned_date,
      twoWeek: row.two_week === 1,
      terminated: row.on_list !== 1,
      cardDate: row.build_date,
      faceToFaceThisYear: row.face_to_face,
    },
    today,
    rules,
  );

/** A row of the work list as the client reads it (names and ID numbers masked, spec 5). */
export const itemOfRow = (row: WorklistRow, today: string, rules: DueRuleConfig): WorklistItem => {
  const status = statusOfRow(row, today, rules);
  return {
    personNum: row.person_num,
    name: maskName(row.name),
    IDCardNo: maskIdCard(row.id_card_no),
    hospitalId: row.hospital_id,
    hospitalName: row.hospital_name,
    doctor: row.doctor,
    lastVisitId: row.last_visit_id ?? '',
    lastVisitDate: row.last_visit_date ?? '',
    classification: row.classification ?? '',
    sbp: row.sbp,
    dbp: row.dbp,
    glucose: row.glucose,
    plannedDate: status.plannedDate,
    state: status.state,
    daysOverdue: status.daysOverdue,
    twoWeek: status.twoWeek,
    quotaRisk: status.quotaRisk,
    faceToFaceThisYear: row.face_to_face,
  };
};

/** The badges of a scope, with the year's face-to-face target. */
export const countsOf = (tally: WorklistTally, rules: DueRuleConfig): WorklistCounts => ({
  ...tally,
  quotaTarget: tally.managed * rules.yearlyQuota,
});
