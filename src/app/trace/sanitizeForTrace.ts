import {
  identifierKindOf,
  maskIdCard,
  maskIdentifier,
  maskName,
  maskPhone,
  maskRecordNumber,
  MOBILE_IN_TEXT,
} from '@/domain/identity';

/**
 * Makes any action or state safe for an action log or a devtools trace: secrets are blanked,
 * ID numbers, phones, personal names, 档案编号 and 家庭编号 are masked the way the spec masks them,
 * by the field's identifier kind and, inside any text, by their form. It is a backstop: actions
 * are designed never to carry a secret in the first place.
 *
 * Two properties the replay relies on (docs/decisions/0029-qa-replay-sanitised.md):
 * - idempotent: sanitising a sanitised value changes nothing, so a reducer that copies masked
 *   data from a replayed action into state yields what the sanitised live state held;
 * - object keys are sanitised too (RTK Query keys its cache by the serialised query arguments,
 *   which may hold an ID number or a name), the same way wherever the string appears.
 */

export const REDACTED = '[已隐藏]';

const SECRET_KEY =
  /pass(word)?|pwd|credential|token|secret|authorization|cookie|verifycode|captcha|cipher/i;

/** The sign-in account: masked like a name, as the log's file name shows it. */
const ACCOUNT_KEY = /^(user_?)?acc(ount)?$|^identifier$/i;

/** 18- or 15-digit ID numbers and mainland mobile numbers found inside free text. */
const ID_IN_TEXT = /(?<!\d)(\d{17}[\dXx]|\d{15})(?!\d)/g;
/**
 * 档案编号 (17 digits) and 家庭编号 (16), wherever they are and under any key: identifiers are
 * found by their form, not by a list of field names. Epoch milliseconds (13 digits) stay.
 */
const RECORD_NUMBER_IN_TEXT = /(?<!\d)\d{16,17}(?!\d)/g;
const JWT_IN_TEXT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** An RTK Query cache key: `endpointName({"sorted":"json args"})`. */
const QUERY_CACHE_KEY = /^([\w$]+)\((.+)\)$/s;

/** Routes that carry a resident's name as their last segment (spec 2.2 and 2.3). */
const PERSON_ROUTE =
  /(\/(?:dialog\/(?:comprehensive-reg|view-person-info|health-profile)|print\/comprehensive-reg)\/[^/?#\s]+\/)([^/?#\s]+)/g;
const PERSON_ROUTE_TEST = new RegExp(PERSON_ROUTE.source);
const PERSON_TITLE = /^(.+?)(综合档案登记|综合建档登记|档案信息查看|健康画像|健康档案)$/;

const MAX_DEPTH = 12;

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Masks unless already masked: masking the mask again would change it (138****5678 → 138********). */
const maskOnce = (mask: (value: string) => string, value: string): string =>
  value.includes('*') ? value : mask(value);

const maskText = (text: string): string =>
  text
    .replace(
      PERSON_ROUTE,
      (_match, head: string, name: string) => `${head}${maskOnce(maskName, decodeSegment(name))}`,
    )
    .replace(JWT_IN_TEXT, REDACTED)
    .replace(ID_IN_TEXT, (match) => maskIdCard(match))
    .replace(RECORD_NUMBER_IN_TEXT, (match) => maskRecordNumber(match))
    .replace(MOBILE_IN_TEXT, (match) => maskPhone(match));

type Sanitize = (key: string, value: unknown, depth: number) => unknown;

/** A query cache key's arguments are sanitised as data (by their keys), then serialised again. */
const sanitizeCacheKey = (text: string, sanitize: Sanitize, depth: number): string | null => {
  const match = QUERY_CACHE_KEY.exec(text);
  if (!match) return null;
  try {
    const args: unknown = JSON.parse(match[2] ?? '');
    return `${match[1] ?? ''}(${JSON.stringify(sanitize('', args, depth + 1))})`;
  } catch {
    return null;
  }
};

/**
 * A field is masked by the kind of identifier it holds (the kernel's one table,
 * src/domain/identity/identifierFields.ts: ID number, phone, 档案编号, 家庭编号, name), whatever
 * its value looks like; any other string by the forms found inside it.
 */
const sanitizeString = (key: string, value: string, sanitize: Sanitize, depth: number): string => {
  const kind = identifierKindOf(key);
  // A phone field holding a masked number and more (138****5678 / 0556-1234567) masks the rest.
  if (kind === 'phone' && value.includes('*')) return maskText(value);
  if (kind) return maskIdentifier(kind, value);
  if (ACCOUNT_KEY.test(key)) return maskOnce(maskName, value);
  return sanitizeCacheKey(value, sanitize, depth) ?? maskText(value);
};

/** Error objects become their name and masked message: a stack says nothing QA can replay. */
const sanitizeError = (error: Error): Record<string, string> => ({
  name: error.name,
  message: maskText(error.message),
});

const sanitizeObject = (key: string, value: object, depth: number, sanitize: Sanitize): unknown => {
  if (depth > MAX_DEPTH) return '[…]';
  if (value instanceof Error) return sanitizeError(value);
  if (Array.isArray(value)) return value.map((item) => sanitize(key, item, depth + 1));
  const record = value as Record<string, unknown>;
  // A tab or route of a resident's record is titled with their name: mask it with the path.
  const namesResident = Object.values(record).some(
    (child) => typeof child === 'string' && PERSON_ROUTE_TEST.test(child),
  );
  const out: Record<string, unknown> = {};
  for (const [childKey, child] of Object.entries(record)) {
    const safeKey = sanitizeCacheKey(childKey, sanitize, depth) ?? maskText(childKey);
    if (namesResident && childKey === 'title' && typeof child === 'string') {
      out[safeKey] = child.replace(
        PERSON_TITLE,
        (_m, name: string, suffix: string) => `${maskOnce(maskName, name)}${suffix}`,
      );
      continue;
    }
    out[safeKey] =
      SECRET_KEY.test(childKey) && typeof child === 'object' && child !== null
        ? REDACTED
        : sanitize(childKey, child, depth + 1);
  }
  return out;
};

const makeSanitize = (memo?: WeakMap<object, Map<string, unknown>>): Sanitize => {
  const sanitize: Sanitize = (key, value, depth) => {
    if (value === null || value === undefined) return value;
    if (SECRET_KEY.test(key) && (typeof value === 'string' || typeof value === 'number'))
      return REDACTED;
    if (typeof value === 'string') return sanitizeString(key, value, sanitize, depth);
    if (typeof value !== 'object') return value;
    if (!memo) return sanitizeObject(key, value, depth, sanitize);
    // The result depends on the object, the key it sits under (arrays pass it on) and the depth.
    const slot = `${depth}\u0000${key}`;
    let byKey = memo.get(value);
    if (byKey?.has(slot)) return byKey.get(slot);
    const out = sanitizeObject(key, value, depth, sanitize);
    if (!byKey) memo.set(value, (byKey = new Map<string, unknown>()));
    byKey.set(slot, out);
    return out;
  };
  return sanitize;
};

const plainSanitize = makeSanitize();

export const sanitizeForTrace = <T>(value: T): T => plainSanitize('', value, 0) as T;

/**
 * A sanitiser for successive states of one store. Redux states are immutable and share
 * unchanged subtrees, so results are memoised by object: sanitising the next state costs only
 * what changed, and unchanged subtrees come back as the same objects (which the state hash
 * memoises in turn). Never use it on values that are mutated afterwards.
 */
export const createStateSanitizer = (): (<T>(state: T) => T) => {
  const sanitize = makeSanitize(new WeakMap());
  return <T>(state: T): T => sanitize('', state, 0) as T;
};
