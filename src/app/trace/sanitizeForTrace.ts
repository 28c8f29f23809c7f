import { maskIdCard, maskName, maskPhone } from '@/shared/masking';

/**
 * Makes any action or state safe for an action log or a devtools trace: secrets are blanked,
 * ID numbers, phones and personal names are masked the way the spec masks them. It is a
 * backstop: actions are designed never to carry a secret in the first place.
 */

export const REDACTED = '[已隐藏]';

const SECRET_KEY =
  /pass(word)?|pwd|credential|token|secret|authorization|cookie|verifycode|captcha/i;
const ID_KEY = /^(id_?card(_?no)?|idcardno|cardno|idno|identity(no|card)?|sfz(h|hm)?)$/i;
const PHONE_KEY = /phone|mobile|tel(ephone)?$|contact(number|tel)?/i;
const NAME_KEY = /^(person(nel)?_?name|patient_?name|resident_?name|name)$/i;

/** 18- or 15-digit ID numbers and mainland mobile numbers found inside free text. */
const ID_IN_TEXT = /(?<!\d)(\d{17}[\dXx]|\d{15})(?!\d)/g;
const MOBILE_IN_TEXT = /(?<!\d)(1[3-9]\d{9})(?!\d)/g;
const JWT_IN_TEXT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Routes that carry a resident's name as their last segment (spec 2.2 and 2.3). */
const PERSON_ROUTE =
  /(\/(?:dialog\/(?:comprehensive-reg|view-person-info|health-profile)|print\/comprehensive-reg)\/[^/?#\s]+\/)([^/?#\s]+)/g;
const PERSON_TITLE = /^(.+?)(综合档案登记|综合建档登记|档案信息查看|健康画像|健康档案)$/;

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const maskText = (text: string): string =>
  text
    .replace(
      PERSON_ROUTE,
      (_match, head: string, name: string) => `${head}${maskName(decodeSegment(name))}`,
    )
    .replace(JWT_IN_TEXT, REDACTED)
    .replace(ID_IN_TEXT, (match) => maskIdCard(match))
    .replace(MOBILE_IN_TEXT, (match) => maskPhone(match));

const sanitizeValue = (key: string, value: unknown, depth: number): unknown => {
  if (value === null || value === undefined) return value;
  if (SECRET_KEY.test(key) && (typeof value === 'string' || typeof value === 'number'))
    return REDACTED;
  if (typeof value === 'string') {
    if (ID_KEY.test(key)) return maskIdCard(value);
    if (PHONE_KEY.test(key)) return maskPhone(value);
    if (NAME_KEY.test(key)) return maskName(value);
    return maskText(value);
  }
  if (typeof value !== 'object') return value;
  if (depth > 12) return '[…]';
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(key, item, depth + 1));
  const record = value as Record<string, unknown>;
  // A tab or route of a resident's record is titled with their name: mask it with the path.
  const namesResident = Object.values(record).some(
    (child) => typeof child === 'string' && new RegExp(PERSON_ROUTE.source).test(child),
  );
  const out: Record<string, unknown> = {};
  for (const [childKey, child] of Object.entries(record)) {
    if (namesResident && childKey === 'title' && typeof child === 'string') {
      out[childKey] = child.replace(
        PERSON_TITLE,
        (_m, name: string, suffix: string) => `${maskName(name)}${suffix}`,
      );
      continue;
    }
    out[childKey] =
      SECRET_KEY.test(childKey) && typeof child === 'object' && child !== null
        ? REDACTED
        : sanitizeValue(childKey, child, depth + 1);
  }
  return out;
};

export const sanitizeForTrace = <T>(value: T): T => sanitizeValue('', value, 0) as T;
