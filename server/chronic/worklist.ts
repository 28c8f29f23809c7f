import { type DueRuleConfig, type DueStatus, followUpDueStatus } from '../../src/domain/followUp';
import { maskIdCard, maskName } from '../../src/domain/identity';
import {
  type WorklistCountsReply,
  type WorklistRow,
  type WorklistViewName,
} from '../../src/services/contract/chronicPaths';
import { type Db } from '../db/openDatabase';
import { type Disease } from './diseases';
import { type PatientRow, queryPatients } from './worklistQuery';

/** The work list's tabs: 逾期, 今日到期, 本周到期 (today included), 季度随访不足. */
export const WORKLIST_VIEWS: readonly WorklistViewName[] = [
  'overdue',
  'dueToday',
  'dueThisWeek',
  'quotaRisk',
  'all',
];
export type WorklistView = WorklistViewName;

/** A row of the work list, as the client reads it (names and ID numbers masked, spec 5). */
export type WorklistItem = WorklistRow;
export type WorklistCounts = WorklistCountsReply;

/** A patient's due status from the facts the work list gathers (service-rules §6). */
export const dueStatusOfRow = (row: PatientRow, today: string, rules: DueRuleConfig): DueStatus =>
  followUpDueStatus(
    {
      today,
      cardDate: row.buildDate,
      terminated: row.manageStatus !== '1' || row.personStatus === '3',
      faceToFaceThisYear: row.faceToFace,
      lastVisit: row.visitDate
        ? {
            visitDate: row.visitDate,
            classification: row.classification,
            nextVisitDate: row.nextVisitDate,
            referred: row.referred === 1,
          }
        : undefined,
    },
    rules,
  );

const toItem = (row: PatientRow, today: string, rules: DueRuleConfig): WorklistItem => {
  const status = dueStatusOfRow(row, today, rules);
  return {
    personNum: row.personNum,
    name: maskName(row.name),
    IDCardNo: maskIdCard(row.idCardNo),
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    doctor: row.doctor ?? row.buildDoctor,
    lastVisitId: row.visitId ?? '',
    lastVisitDate: row.visitDate ?? '',
    classification: row.classification ?? '',
    sbp: row.sbp,
    dbp: row.dbp,
    glucose: row.glucose,
    plannedDate: status.plannedDate,
    state: status.state,
    daysOverdue: status.daysOverdue,
    twoWeek: status.twoWeek,
    quotaRisk: status.quotaRisk,
    faceToFaceThisYear: row.faceToFace,
  };
};

/**
 * Every non-terminated patient of the scope with its due state. The due rules are the server's
 * configured ones (ctx.followUpRules.due), passed every time: no default to fall back on silently.
 */
export const judgePatients = (
  db: Db,
  disease: Disease,
  hospitalIds: readonly string[],
  today: string,
  rules: DueRuleConfig,
): WorklistItem[] =>
  queryPatients(db, disease, hospitalIds, today)
    .map((row) => toItem(row, today, rules))
    .filter((item) => item.state !== 'terminated');

export const inView = (item: WorklistItem, view: WorklistView): boolean => {
  switch (view) {
    case 'overdue':
      return item.state === 'overdue';
    case 'dueToday':
      return item.state === 'dueToday';
    case 'dueThisWeek':
      return item.state === 'dueToday' || item.state === 'dueThisWeek';
    case 'quotaRisk':
      return item.quotaRisk;
    case 'all':
      return true;
  }
};

export const countItems = (
  items: readonly WorklistItem[],
  rules: DueRuleConfig,
): WorklistCounts => ({
  managed: items.length,
  overdue: items.filter((item) => inView(item, 'overdue')).length,
  dueToday: items.filter((item) => inView(item, 'dueToday')).length,
  dueThisWeek: items.filter((item) => inView(item, 'dueThisWeek')).length,
  quotaRisk: items.filter((item) => item.quotaRisk).length,
  faceToFaceThisYear: items.reduce((sum, item) => sum + item.faceToFaceThisYear, 0),
  quotaTarget: items.length * rules.yearlyQuota,
});

export const SORT_FIELDS = [
  'daysOverdue',
  'plannedDate',
  'lastVisitDate',
  'hospitalName',
  'doctor',
  'sbp',
  'glucose',
  'faceToFaceThisYear',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** Sorted copy; nulls last whatever the order, ties by planned date then file number. */
export const sortItems = (
  items: readonly WorklistItem[],
  field: SortField,
  order: 'asc' | 'desc',
): WorklistItem[] => {
  const sign = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x !== y) {
      if (x === null || x === '') return 1;
      if (y === null || y === '') return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return a.plannedDate.localeCompare(b.plannedDate) || a.personNum.localeCompare(b.personNum);
  });
};
