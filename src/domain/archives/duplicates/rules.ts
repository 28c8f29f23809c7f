import { idCardCheckDigit, normalizeIdCard } from '../../identity/idCard';

/**
 * 重复档案 (archive quality control, duplicates): two in-file archives that look like one
 * resident. The platform keeps one archive per ID number, so a duplicate slips in under a number
 * written another way (the old 15-digit card and its 18-character successor) or under a mistyped
 * number (then the name, birth date and village still agree). Each rule gives an archive a key;
 * two archives with one key are a suspected pair. Which rules are on is the deployment's
 * (DUPLICATE_RULES, deploymentRules.ts): the wider township rule finds a resident filed by two
 * villages of one township, and is off by default because namesakes are common there.
 */

export const DUPLICATE_RULE_CODES = [
  'sameIdCard',
  'sameNameBirthVillage',
  'sameNameBirthTownship',
] as const;
export type DuplicateRuleCode = (typeof DUPLICATE_RULE_CODES)[number];

export interface DuplicateRule {
  code: DuplicateRuleCode;
  /** The tag on the list. */
  label: string;
  /** Why the pair is suspected, one sentence. */
  reason: string;
}

export const DUPLICATE_RULES: Readonly<Record<DuplicateRuleCode, DuplicateRule>> = {
  sameIdCard: {
    code: 'sameIdCard',
    label: '身份证号相同',
    reason: '两份档案是同一个身份证号（含15位旧号与18位新号），应为同一居民',
  },
  sameNameBirthVillage: {
    code: 'sameNameBirthVillage',
    label: '姓名、出生日期、所属村相同',
    reason: '两份档案姓名、出生日期和所属村（居）相同，身份证号可能录错',
  },
  sameNameBirthTownship: {
    code: 'sameNameBirthTownship',
    label: '姓名、出生日期相同（同一乡镇）',
    reason: '两份档案姓名、出生日期相同且在同一乡镇（街道），可能在两个村（居）重复建档',
  },
};

/** Which rules a deployment uses: by default the ID number and the village rule. */
export type DuplicateRuleConfig = Readonly<Record<DuplicateRuleCode, boolean>>;
export const DEFAULT_DUPLICATE_RULES: DuplicateRuleConfig = {
  sameIdCard: true,
  sameNameBirthVillage: true,
  sameNameBirthTownship: false,
};

/** The 9-digit township (乡镇、街道) of a village's 12-digit code or an institution's id. */
const TOWNSHIP_DIGITS = 9;

export const isDuplicateRuleCode = (value: unknown): value is DuplicateRuleCode =>
  typeof value === 'string' && (DUPLICATE_RULE_CODES as readonly string[]).includes(value);

const ID_18_SHAPE = /^\d{17}[\dX]$/;
const ID_15_SHAPE = /^\d{15}$/;

/**
 * The citizen number an ID stands for, as 18 characters: an 18-character number as written
 * (normalized), a 15-digit one with its century '19' inserted and the check character added
 * (GB 11643-1999 replaced the 15-digit card). Undefined for any other shape.
 */
export const canonicalIdCard = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const id = normalizeIdCard(value);
  if (ID_18_SHAPE.test(id)) return id;
  if (!ID_15_SHAPE.test(id)) return undefined;
  const first17 = `${id.slice(0, 6)}19${id.slice(6)}`;
  return `${first17}${idCardCheckDigit(first17)}`;
};

/** What the rules read of an archive: its fields and the village it belongs to. */
export interface DuplicateSubject {
  name?: unknown;
  birthDate?: unknown;
  IDCardNo?: unknown;
  /** 所属区划 (the resident's village or community); the archive's hospital when absent. */
  regionCode?: unknown;
  hospitalId?: unknown;
}

export interface DuplicateKey {
  rule: DuplicateRuleCode;
  key: string;
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The keys of one archive under the rules switched on; two archives sharing a key are a pair. */
export const duplicateKeysOf = (
  subject: DuplicateSubject,
  config: DuplicateRuleConfig = DEFAULT_DUPLICATE_RULES,
): DuplicateKey[] => {
  const keys: DuplicateKey[] = [];
  const idCard = canonicalIdCard(subject.IDCardNo);
  if (config.sameIdCard && idCard) keys.push({ rule: 'sameIdCard', key: idCard });
  const name = textOf(subject.name);
  const birthDate = textOf(subject.birthDate);
  const village = textOf(subject.regionCode) ?? textOf(subject.hospitalId);
  if (config.sameNameBirthVillage && name && birthDate && village) {
    keys.push({ rule: 'sameNameBirthVillage', key: `${name}|${birthDate}|${village}` });
  }
  const township =
    village && /^\d{9}/.test(village) ? village.slice(0, TOWNSHIP_DIGITS) : undefined;
  if (config.sameNameBirthTownship && name && birthDate && township) {
    keys.push({ rule: 'sameNameBirthTownship', key: `${name}|${birthDate}|${township}` });
  }
  return keys;
};

/** A pair's two archive numbers in one order (the smaller first), so a pair is stored once. */
export const orderedPair = (one: string, other: string): [string, string] =>
  one < other ? [one, other] : [other, one];

const comparable = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(comparable).sort().join(',');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
};

/** The fields of `names` on which two archives differ (empty and absent count as the same). */
export const differingFields = (
  one: Readonly<Record<string, unknown>>,
  other: Readonly<Record<string, unknown>>,
  names: readonly string[],
): string[] => names.filter((name) => comparable(one[name]) !== comparable(other[name]));
