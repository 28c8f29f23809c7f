import { identifierKindOf, maskIdentifier } from './identifierFields';

/**
 * Whether residents' names reach a user without 查看完整信息 whole (spec 5, README "姓名脱敏",
 * docs/decisions/0041-masking-on-the-server.md). The deployment chooses (NAME_MASKING):
 * - `outsideScope` (the default): names of the user's own institutions' residents whole — the
 *   village doctor must know whom he visits — and masked wherever a reply shows a resident of
 *   another institution (an ID number already on file elsewhere);
 * - `always`: every resident's name masked, on screen, in workbooks and on paper.
 * Staff names (医生, 录入人, 签约医生) are never masked: they are the service's, not the resident's.
 */
export const NAME_MASKING_MODES = ['outsideScope', 'always'] as const;
export type NameMasking = (typeof NAME_MASKING_MODES)[number];
export const DEFAULT_NAME_MASKING: NameMasking = 'outsideScope';

export const isNameMasking = (value: unknown): value is NameMasking =>
  typeof value === 'string' && (NAME_MASKING_MODES as readonly string[]).includes(value);

/** A resident's name, in the spellings the catalogue and the replies use. */
const RESIDENT_NAME_KEY =
  /^(person|patient|resident|head|guardian|contact|child|mother|father|spouse)?_?name$/i;

/** An object about a resident: it carries the resident's 个人编号, ID number or 家庭编号. */
const RESIDENT_KEY = /^(person_?num|family_?code)$/i;
const isAboutResident = (record: Record<string, unknown>): boolean =>
  Object.keys(record).some((key) => RESIDENT_KEY.test(key) || identifierKindOf(key) === 'idCard');

const MAX_DEPTH = 16;

const isPlainRecord = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of `value` with the names of residents masked, at any depth: in every object about a
 * resident (it holds a 个人编号, an ID number or a 家庭编号), the fields that name a resident
 * (`name`, `personName`, `headName`, `guardianName` …). Staff name fields (`doctorName`,
 * `userName`, `realName`) and the names of packages, teams or hospitals stay.
 */
export const maskResidentNames = <T>(value: T): T => {
  const walk = (item: unknown, depth: number): unknown => {
    if (item === null || typeof item !== 'object' || depth > MAX_DEPTH) return item;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    if (!isPlainRecord(item)) return item;
    const aboutResident = isAboutResident(item);
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(item)) {
      out[key] =
        aboutResident && RESIDENT_NAME_KEY.test(key) && typeof child === 'string' && child !== ''
          ? maskIdentifier('name', child)
          : walk(child, depth + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
};
