import { addMonths, isDateText, monthsBetween } from '../calendar/dates';

/**
 * The columnar child check forms (12～30月龄 and 3～6岁, national-forms-2.md §1–§2): one record per
 * visit, its 月龄 code saying which column of the paper it fills. The paper strikes out ("——")
 * the items an age does not check; these helpers say which items each column checks, propose the
 * column from the dates and the next check's date. Pure, shared by the form and the server.
 */

export interface CheckColumn {
  value: string;
  label: string;
  /** The age of the column in months. */
  months: number;
  /** Ages in months (from, to exclusive) a visit is proposed into this column. */
  window: readonly [number, number];
  /** Months from birth to the next check (the first column of the next form after the last). */
  nextMonths: number;
}

export interface ColumnCheckForm {
  columns: readonly CheckColumn[];
  /** The items checked at some columns only (field → column codes); the others at every column. */
  ageLimited: Readonly<Record<string, readonly string[]>>;
}

export const columnOf = (form: ColumnCheckForm, age: unknown): CheckColumn | undefined =>
  form.columns.find((column) => column.value === age);

export const isColumnCheckedAt = (form: ColumnCheckForm, field: string, age: string): boolean => {
  const ages = form.ageLimited[field];
  return ages === undefined || ages.includes(age);
};

/** The age-limited items a column does not check: hidden on the form, refused by the server. */
export const itemsNotCheckedInColumn = (form: ColumnCheckForm, age: string): string[] =>
  Object.keys(form.ageLimited).filter((field) => !isColumnCheckedAt(form, field, age));

/** 月龄: whole months from birth to the visit (the day of the month reached). */
export const ageInMonths = (birthDate: unknown, visitDate: unknown): number | undefined =>
  isDateText(birthDate) && isDateText(visitDate) && visitDate >= birthDate
    ? monthsBetween(birthDate, visitDate)
    : undefined;

/** The column a visit at this age falls in; undefined outside the form's ages. */
export const proposeColumn = (
  form: ColumnCheckForm,
  birthDate: unknown,
  visitDate: unknown,
): string | undefined => {
  const months = ageInMonths(birthDate, visitDate);
  if (months === undefined) return undefined;
  return form.columns.find(({ window: [from, to] }) => months >= from && months < to)?.value;
};

/** 下次随访日期: the birth date plus the next check's age. */
export const nextColumnCheckDate = (
  form: ColumnCheckForm,
  birthDate: unknown,
  age: unknown,
): string | undefined => {
  const column = columnOf(form, age);
  return column && isDateText(birthDate) ? addMonths(birthDate, column.nextMonths) : undefined;
};
