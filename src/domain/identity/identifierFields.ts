import { maskIdCard, maskName, maskPhone, maskRecordNumber } from './masking';

/**
 * Which personal identifier a field holds, decided by the field's name pattern, the one table
 * both sides read (spec 5): the server's replies, exports and prints for a user without
 * 查看完整信息, and the client's action log and devtools trace. A field is an identifier by its
 * type, whatever family or reply it sits in: `IDCardNo`, `headIDCardNo`, `idCardNo` are ID
 * numbers; `phone`, `guardianPhone`, `coverPhone` phones; `fileNum` the 档案编号; `familyCode` the
 * 家庭编号 (also the household record's address, docs/decisions/0041); `name`, `headName`,
 * `doctorName` names.
 * test/unit/domain/identifierFields.test.ts holds it to the catalogue's idCard and phone kinds.
 */
export type IdentifierKind = 'idCard' | 'phone' | 'fileNumber' | 'householdNumber' | 'name';

const ID_CARD_KEY = /(id_?card(_?no)?|idcardno|cardno|idno|identity(no|card)?|sfz(h|hm)?)$/i;
const PHONE_KEY = /phone|mobile|tel(ephone)?$|contact(number|tel)?$/i;
/** 档案编号 and 家庭编号, in the platform's and the database's spelling. */
const FILE_NUMBER_KEY = /^file_?num$/i;
const HOUSEHOLD_NUMBER_KEY = /^family_?code$/i;
/** A person's name: residents, family members, staff (the account's real name), doctors. */
export const NAME_KEY =
  /^(person(nel)?|patient|resident|head|guardian|contact|child|doctor|user|leader|mother|father|spouse|real|full|given)?_?name$|^principal$/i;

/** The identifier kind of a field name, or undefined for a field that holds none. */
export const identifierKindOf = (key: string): IdentifierKind | undefined => {
  if (ID_CARD_KEY.test(key)) return 'idCard';
  if (PHONE_KEY.test(key)) return 'phone';
  if (FILE_NUMBER_KEY.test(key)) return 'fileNumber';
  if (HOUSEHOLD_NUMBER_KEY.test(key)) return 'householdNumber';
  if (NAME_KEY.test(key)) return 'name';
  return undefined;
};

const MASKS: Record<IdentifierKind, (value: string) => string> = {
  idCard: maskIdCard,
  phone: maskPhone,
  fileNumber: maskRecordNumber,
  householdNumber: maskRecordNumber,
  name: maskName,
};

/** A value in a masked form already (138****5678, 3408************12): masking it again changes it. */
export const isMaskedValue = (value: string): boolean => value.includes('*');

/** The value as a user without the full-information permission sees it; a masked value stays. */
export const maskIdentifier = (kind: IdentifierKind, value: string): string =>
  isMaskedValue(value) ? value : MASKS[kind](value);

/** How deep a reply's values are walked: records sit within a few levels of envelope and list. */
const MAX_DEPTH = 16;

/**
 * A copy of `value` with every string under a key of one of `kinds` masked, at any depth
 * (envelope, list, record, a record's table rows). Other values are shared, not copied.
 */
export const maskIdentifierFields = <T>(value: T, kinds: ReadonlySet<IdentifierKind>): T => {
  const walk = (item: unknown, depth: number): unknown => {
    if (item === null || typeof item !== 'object' || depth > MAX_DEPTH) return item;
    if (Array.isArray(item)) return item.map((entry) => walk(entry, depth + 1));
    if (!isPlainRecord(item)) return item;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(item)) {
      const kind = identifierKindOf(key);
      out[key] =
        kind && kinds.has(kind) && typeof child === 'string' && child !== ''
          ? maskIdentifier(kind, child)
          : walk(child, depth + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
};

const isPlainRecord = (value: object): value is Record<string, unknown> => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};
