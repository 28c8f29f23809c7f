import { isDateText } from '../calendar';

/**
 * Closing a resident's archive (档案注销, national-forms §1 档案状态; service rules: a resident who
 * died or moved away leaves the work lists and the figures' denominators from that day). The
 * archive keeps its records and stays readable; its status says why it closed.
 */

/** 档案状态 codes of the cover (PERSON_FILE_STATUS): 在档, 迁出, 死亡, 注销. */
export const FILE_STATUS = { inFile: '1', migrated: '2', dead: '3', writtenOff: '4' } as const;

/** Why an archive is closed: the status it takes. */
export const CLOSING_KINDS = [
  { value: FILE_STATUS.dead, label: '死亡' },
  { value: FILE_STATUS.migrated, label: '迁出' },
  { value: FILE_STATUS.writtenOff, label: '其他注销' },
] as const;
export type ClosingKind = (typeof CLOSING_KINDS)[number]['value'];

export const closingKindLabel = (kind: unknown): string =>
  CLOSING_KINDS.find((entry) => entry.value === kind)?.label ?? '注销';

/** A closed archive: any status but 在档 (an archive without a status is in the file). */
export const isClosedStatus = (status: unknown): boolean =>
  typeof status === 'string' && status !== '' && status !== FILE_STATUS.inFile;

/** What a closing says: the kind, the day and why (cause of death, destination, reason). */
export interface Closing {
  closeKind?: unknown;
  closeDate?: unknown;
  closeCause?: unknown;
  migrateTo?: unknown;
}

export interface ClosingProblem {
  field: keyof Closing;
  message: string;
}

/** The longest cause, destination or reason kept. */
export const CLOSING_TEXT_MAX = 100;

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The problems of a closing, in Chinese, each on its field: the kind, a day not after `today` and
 * not before birth, the cause of a death, the destination of a migration.
 */
export const closingProblems = (
  closing: Closing,
  today: string,
  birthDate?: string,
): ClosingProblem[] => {
  const problems: ClosingProblem[] = [];
  const kind = closing.closeKind;
  if (!CLOSING_KINDS.some((entry) => entry.value === kind)) {
    problems.push({ field: 'closeKind', message: '请选择注销类型（死亡、迁出或其他注销）' });
  }
  const dayLabel =
    kind === FILE_STATUS.dead
      ? '死亡日期'
      : kind === FILE_STATUS.migrated
        ? '迁出日期'
        : '注销日期';
  if (!isDateText(closing.closeDate)) {
    problems.push({ field: 'closeDate', message: `请填写${dayLabel}（YYYY-MM-DD）` });
  } else if (closing.closeDate > today) {
    problems.push({ field: 'closeDate', message: `${dayLabel}不能晚于今天` });
  } else if (birthDate && closing.closeDate < birthDate) {
    problems.push({ field: 'closeDate', message: `${dayLabel}不能早于出生日期` });
  }
  if (kind === FILE_STATUS.dead && !filled(closing.closeCause)) {
    problems.push({ field: 'closeCause', message: '死亡注销须填写死亡原因' });
  }
  if (kind === FILE_STATUS.writtenOff && !filled(closing.closeCause)) {
    problems.push({ field: 'closeCause', message: '请填写注销原因' });
  }
  if (kind === FILE_STATUS.migrated && !filled(closing.migrateTo)) {
    problems.push({ field: 'migrateTo', message: '迁出注销须填写迁往地' });
  }
  for (const field of ['closeCause', 'migrateTo'] as const) {
    const value = closing[field];
    if (typeof value === 'string' && value.length > CLOSING_TEXT_MAX) {
      problems.push({ field, message: `不能超过${CLOSING_TEXT_MAX}个字` });
    }
  }
  return problems;
};

/**
 * The day a closed archive left the file: its 注销日期, or `fallback` (the day the status was
 * set) for an archive closed before the date was kept; null while it is in the file.
 */
export const closedOn = (
  status: unknown,
  data: { closeDate?: unknown },
  fallback: string | null = null,
): string | null => {
  if (!isClosedStatus(status)) return null;
  return isDateText(data.closeDate) ? data.closeDate : fallback;
};

/** 注销 in one step (the township or anyone closes at once) or two (the village applies). */
export type ClosingSteps = 1 | 2;
export const DEFAULT_CLOSING_STEPS: ClosingSteps = 2;

/** 档案注销申请 states (applyStatus). */
export const APPLICATION_STATUS = { pending: '0', confirmed: '1', rejected: '2' } as const;
