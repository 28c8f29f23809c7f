import { addMonths, daysBetween, isDateText } from '../calendar/dates';

/**
 * 1～8月龄儿童健康检查记录表 (national-forms.md §13): one record per visit, at 满月, 3, 6 or 8
 * months. The paper form prints "——" where an item is not checked at an age; these tables say
 * which items each age checks, so the form hides the others and the server refuses values for
 * them. Pure, shared by the form and the server.
 */

export type ChildCheckAge = '1' | '2' | '3' | '4';

/** 月龄 codes of the record: the form's four columns. */
export const CHILD_CHECK_AGES: readonly { value: ChildCheckAge; label: string; months: number }[] =
  [
    { value: '1', label: '满月', months: 1 },
    { value: '2', label: '3月龄', months: 3 },
    { value: '3', label: '6月龄', months: 6 },
    { value: '4', label: '8月龄', months: 8 },
  ];

export const isChildCheckAge = (value: unknown): value is ChildCheckAge =>
  CHILD_CHECK_AGES.some((age) => age.value === value);

export const childCheckAgeLabel = (age: ChildCheckAge): string =>
  CHILD_CHECK_AGES.find((item) => item.value === age)?.label ?? '';

const ALL: readonly ChildCheckAge[] = ['1', '2', '3', '4'];

/**
 * The items of the form checked at some ages only (field name → ages). Items not named here are
 * checked at every age (体重, 身长, 头围, 面色, 皮肤, 前囟, 眼睛, 胸部, 腹部…).
 */
export const AGE_LIMITED_ITEMS: Readonly<Record<string, readonly ChildCheckAge[]>> = {
  // 听力 is screened at 6 months.
  hearing: ['3'],
  // 口腔 is looked at until 3 months; from 6 months the teeth are counted instead.
  oral: ['1', '2'],
  teethCount: ['3', '4'],
  // 脐部: the cord at 满月 (未脱/脱落/渗出), the navel at 3 months, nothing later.
  umbilicalCord: ['1'],
  umbilicus: ['2'],
  // 可疑佝偻病: symptoms from 3 months; signs as 颅骨软化 at 3, the full list at 6 and 8.
  ricketsSymptoms: ['2', '3', '4'],
  ricketsSign3m: ['2'],
  ricketsSigns: ['3', '4'],
  // 血红蛋白值 at 6 or 8 months.
  hemoglobin: ['3', '4'],
  // 发育评估: each age has its own warning signs; 满月 has none.
  developmentSigns3m: ['2'],
  developmentSigns6m: ['3'],
  developmentSigns8m: ['4'],
  developmentResult: ['2', '3', '4'],
  // 中医药健康管理服务 (national-forms-2.md §3): the 6月 column; 12月 is on the 12～30月龄 form.
  tcmGuidance6to12m: ['3'],
};

/** True when the form checks the item at this age (an item of every age always is). */
export const isCheckedAt = (field: string, age: ChildCheckAge): boolean =>
  (AGE_LIMITED_ITEMS[field] ?? ALL).includes(age);

/** The age-limited items this age does not check: hidden on the form, refused by the server. */
export const itemsNotCheckedAt = (age: ChildCheckAge): string[] =>
  Object.keys(AGE_LIMITED_ITEMS).filter((field) => !isCheckedAt(field, age));

/**
 * The check a visit on `visitDate` most likely is, from the child's birth date: the nearest of
 * 1, 3, 6 and 8 months (the 规范 allows the visits some days either way). Undefined before 28
 * days or from 12 months, when the 12～30月龄 form takes over.
 */
export const proposeCheckAge = (
  birthDate: unknown,
  visitDate: unknown,
): ChildCheckAge | undefined => {
  if (!isDateText(birthDate) || !isDateText(visitDate)) return undefined;
  const days = daysBetween(birthDate, visitDate);
  if (days < 28 || visitDate >= addMonths(birthDate, 12)) return undefined;
  const months = days / 30.44;
  let best = CHILD_CHECK_AGES[0]!;
  for (const age of CHILD_CHECK_AGES) {
    if (Math.abs(age.months - months) < Math.abs(best.months - months)) best = age;
  }
  return best.value;
};

/** The next check after this one: 3, 6 and 8 months, then the 12-month check of the next form. */
const NEXT_MONTHS: Readonly<Record<ChildCheckAge, number>> = { '1': 3, '2': 6, '3': 8, '4': 12 };

/** 下次随访日期: the child's next check age reached from the birth date. */
export const nextChildCheckDate = (birthDate: unknown, age: ChildCheckAge): string | undefined =>
  isDateText(birthDate) ? addMonths(birthDate, NEXT_MONTHS[age]) : undefined;
