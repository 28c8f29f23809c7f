import { addMonths, isDateText } from '../calendar';
import { birthDateFromIdCard, sexFromIdCard } from '../identity';
import { type CheckedField, type FieldCheckContext, pairIssues } from './fieldChecks';

/** One problem of a whole record, on the field the form marks. */
export interface RecordIssue {
  field: string;
  message: string;
}

/** [earlier, later] pairs of one record. */
const DATE_ORDER: readonly (readonly [string, string])[] = [
  ['startDate', 'endDate'],
  ['visitDate', 'nextVisitDate'],
  ['birthDate', 'deathDate'],
];

/**
 * The longest a follow-up may plan ahead: no programme's next visit lies further than a year after
 * the visit (the yearly 老年人健康管理 and 中医药健康管理 the longest; service-rules §3 plans
 * chronic visits 14 days to 3 months ahead).
 */
export const NEXT_VISIT_MAX_MONTHS = 12;

export const RECORD_MESSAGES = {
  /** '下次随访日期不能早于随访日期'. */
  order: (later: string, earlier: string) => `${later}不能早于${earlier}`,
  /** '下次随访日期应在今天后12个月内'. */
  nextVisitWindow: (next: string) => `${next}应在今天后${NEXT_VISIT_MAX_MONTHS}个月内`,
  /** '随访日期不能早于出生日期'. */
  beforeBirth: (label: string, birth: string) => `${label}不能早于${birth}`,
  /** '性别与身份证号不一致'. */
  mismatchesId: (label: string) => `${label}与身份证号不一致`,
} as const;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The plausibility of a whole record (a new one, or one after an edit), what no single field can
 * tell: dates in order, a next visit within its window, no event of the resident before the birth,
 * and 性别 and 出生日期 as the ID number says (spec national-forms §2: digits 7-14 the birth date,
 * digit 17 odd for a man). An ID number states the sex, so 0 未知的性别 and 9 未说明的性别 contradict
 * it as 女 contradicts a man's. `birthDate` is the resident's when the record does not hold it.
 */
export const recordIssues = (
  fields: readonly CheckedField[],
  data: Readonly<Record<string, unknown>>,
  context: FieldCheckContext & { birthDate?: string },
): RecordIssue[] => {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const labelOf = (name: string) => byName.get(name)?.label ?? name;
  const value = (name: string) => (byName.has(name) ? text(data[name]) : '');
  const issues: RecordIssue[] = [...pairIssues(fields, data, context)];

  for (const [earlier, later] of DATE_ORDER) {
    const first = value(earlier);
    const second = value(later);
    if (first && second && second < first) {
      issues.push({
        field: later,
        message: RECORD_MESSAGES.order(labelOf(later), labelOf(earlier)),
      });
    }
  }
  const visit = value('visitDate');
  const next = value('nextVisitDate');
  // Planned from the visit, or from today for a visit recorded late (the rules never propose
  // a day in the past).
  const plannedFrom = isDateText(visit) && visit > context.today ? visit : context.today;
  if (
    isDateText(visit) &&
    isDateText(next) &&
    next > addMonths(plannedFrom, NEXT_VISIT_MAX_MONTHS)
  ) {
    issues.push({
      field: 'nextVisitDate',
      message: RECORD_MESSAGES.nextVisitWindow(labelOf('nextVisitDate')),
    });
  }

  const id = value('IDCardNo');
  const idSex = sexFromIdCard(id);
  const sex = value('sex');
  if (idSex && sex && sex !== idSex) {
    issues.push({ field: 'sex', message: RECORD_MESSAGES.mismatchesId(labelOf('sex')) });
  }
  const idBirth = birthDateFromIdCard(id);
  const ownBirth = value('birthDate');
  if (idBirth && ownBirth && ownBirth !== idBirth) {
    issues.push({
      field: 'birthDate',
      message: RECORD_MESSAGES.mismatchesId(labelOf('birthDate')),
    });
  }

  // Past events of the resident (the fields held to today) cannot precede the birth.
  const birth = ownBirth || text(context.birthDate);
  if (isDateText(birth)) {
    for (const field of fields) {
      if (!field.notAfterToday || field.name === 'birthDate') continue;
      const day = text(data[field.name]).slice(0, 10);
      if (isDateText(day) && day < birth) {
        issues.push({
          field: field.name,
          message: RECORD_MESSAGES.beforeBirth(field.label, '出生日期'),
        });
      }
    }
  }
  return issues;
};
