import { VISIT_CLASS_LABELS } from '@/domain/codes';
import { type ConcreteFamilyId } from '@/services/contract';
import {
  type ChronicDisease,
  type WorklistCountsReply,
  type WorklistRow,
  type WorklistViewName,
} from '@/services/contract/chronicPaths';

/** The work list's diseases, with the follow-up family "录入随访" opens. */
export const DISEASE_TABS: readonly {
  key: ChronicDisease;
  label: string;
  visitFamily: ConcreteFamilyId;
}[] = [
  { key: 'hypertension', label: '高血压', visitFamily: 'hypertensionFollowUp' },
  { key: 'diabetes', label: '2型糖尿病', visitFamily: 'diabetesFollowUP' },
];

export const VIEW_TABS: readonly {
  key: WorklistViewName;
  label: string;
  count?: keyof WorklistCountsReply;
}[] = [
  { key: 'overdue', label: '逾期未随访', count: 'overdue' },
  { key: 'dueToday', label: '今日到期', count: 'dueToday' },
  { key: 'dueThisWeek', label: '本周到期', count: 'dueThisWeek' },
  { key: 'quotaRisk', label: '季度随访不足', count: 'quotaRisk' },
  { key: 'all', label: '全部在管', count: 'managed' },
];

export const CLASSIFICATION_LABELS: Readonly<Record<string, string>> = VISIT_CLASS_LABELS;

export const isDisease = (value: string | null): value is ChronicDisease =>
  value === 'hypertension' || value === 'diabetes';

export const isView = (value: string | null): value is WorklistViewName =>
  VIEW_TABS.some((tab) => tab.key === value);

/** The last visit's measure the way a clinician reads it: 186/112 mmHg, 7.4 mmol/L. */
export const lastMeasure = (row: WorklistRow, disease: ChronicDisease): string => {
  if (disease === 'diabetes' && row.glucose !== null) return `${row.glucose} mmol/L`;
  if (row.sbp !== null && row.dbp !== null) return `${row.sbp}/${row.dbp} mmHg`;
  return '—';
};

/** antd's sorter order to the list parameter, undefined for "not sorted". */
export const sortOrderOf = (order: unknown): 'asc' | 'desc' | undefined =>
  order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined;
