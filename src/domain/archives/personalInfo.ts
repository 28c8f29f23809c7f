/**
 * Pure rules of 个人基本信息表 and 居民健康档案封面 shared by the form, the server and the tests.
 */

/** The code of 无 / 无残疾 in every multi-choice of the form. */
export const NONE_CODE = '1';

/**
 * A multi-choice where 无 excludes the others (national-forms.md §0): ticking 无 leaves only 无,
 * ticking anything else while 无 is ticked drops 无. `previous` tells which box was just ticked.
 */
export const exclusiveNone = (
  next: readonly string[],
  previous: readonly string[],
  none: string = NONE_CODE,
): string[] => {
  const added = next.filter((code) => !previous.includes(code));
  if (added.includes(none)) return [none];
  if (next.includes(none) && next.length > 1) return next.filter((code) => code !== none);
  return [...next];
};

/** True when a stored multi-choice breaks the rule (无 together with something else). */
export const violatesExclusiveNone = (
  value: readonly string[],
  none: string = NONE_CODE,
): boolean => value.includes(none) && value.length > 1;

export interface ArchiveNumberParts {
  county: string;
  township: string;
  village: string;
  serial: string;
}

/** 村/居委会 segment kinds of [W8] (unverified against GB/T 10114, so informative only). */
export const villageKind = (village: string): '居委会' | '村委会' | '其他' | '' => {
  const code = Number(village);
  if (code >= 1 && code <= 99) return '居委会';
  if (code >= 101 && code <= 199) return '村委会';
  if (code >= 901 && code <= 999) return '其他';
  return '';
};

/**
 * 17-digit 档案编号 (national-forms.md §1): 6-digit county (GB/T 2260) + 3-digit township +
 * 3-digit village + 5-digit serial in 建档 order. Returns the parts, or the Chinese reason it is
 * not one. The village ranges of [W8] are unverified, so they do not reject a number.
 */
export const parseArchiveNumber = (
  value: string,
): { ok: true; parts: ArchiveNumberParts } | { ok: false; reason: string } => {
  if (!/^\d{17}$/.test(value)) return { ok: false, reason: '档案编号应为17位数字' };
  const parts = {
    county: value.slice(0, 6),
    township: value.slice(6, 9),
    village: value.slice(9, 12),
    serial: value.slice(12),
  };
  if (!/^[1-8]\d{3}[0-9]{2}$/.test(parts.county) || parts.county.endsWith('0000'))
    return { ok: false, reason: '档案编号前6位应为县（区）行政区划代码' };
  if (parts.serial === '00000') return { ok: false, reason: '档案编号最后5位流水号不能为00000' };
  return { ok: true, parts };
};

/** The form header's 编号 □□□-□□□□□: the last 8 digits of the archive number. */
export const formHeaderNumber = (fileNum: string): string =>
  /^\d{17}$/.test(fileNum) ? `${fileNum.slice(9, 12)}-${fileNum.slice(12)}` : '';

interface PhoneValues {
  phone?: unknown;
  contactPhone?: unknown;
  coverPhone?: unknown;
}

const filled = (value: unknown): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : '';

/**
 * 封面的联系电话 (R, national-forms.md §1) when nobody typed one: the resident's own phone, else
 * the contact's (a child's or an old person's archive is reached through the family).
 */
export const defaultCoverPhone = (values: PhoneValues): string =>
  filled(values.phone) || filled(values.contactPhone);

/**
 * The cover's phone after a change of 本人电话 or 联系人电话: it follows them while it is empty or
 * still the value they gave it, and stays once staff typed a number of its own.
 */
export const followCoverPhone = (before: PhoneValues, after: PhoneValues): string | undefined => {
  const current = filled(after.coverPhone);
  if (current !== '' && current !== defaultCoverPhone(before)) return undefined;
  const next = defaultCoverPhone(after);
  return next === current ? undefined : next;
};
