import { isDateText } from '../calendar/dates';
import { type PlausibilityIssue } from '../measures/plausibility';

/**
 * The checks every follow-up applies to its 下次随访日期 (never in the past, after the
 * visit). Shared by the severe-mental-disorder and tuberculosis follow-up rules.
 */
export const nextVisitDateIssues = (
  nextVisitDate: string | undefined,
  visitDate: string | undefined,
  today: string,
  field = 'nextVisitDate',
): PlausibilityIssue[] => {
  if (!nextVisitDate || !isDateText(nextVisitDate)) return [];
  if (nextVisitDate < today) {
    return [{ field, severity: 'error', message: '下次随访日期不能早于今天' }];
  }
  if (visitDate && nextVisitDate <= visitDate) {
    return [{ field, severity: 'error', message: '下次随访日期应晚于随访日期' }];
  }
  return [];
};

/** A text value, trimmed; blanks are unknown. */
export const ruleText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/** A number typed as text ('12') counts; blanks and junk are unknown. */
export const ruleNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
};

/** A multiselect value as its codes, whatever shape it was stored in. */
export const ruleCodes = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value === 'string' && value !== '') return value.split(/[,，]/).filter(Boolean);
  return [];
};
