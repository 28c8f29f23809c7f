/**
 * What a second-generation ID card holds, as the desk's card-reader service returns it. The
 * service speaks the field names of the common reader SDKs (partyName, certNumber…); this
 * module turns them into the platform's words, so nothing above `src/devices` knows them.
 */

export interface IdCardData {
  name: string;
  /** GB/T 2261.1: '1' male, '2' female, '' when the card's text is neither. */
  sex: '1' | '2' | '';
  /** The nation as printed on the card, with 族 (汉族), so it matches the form's choices. */
  nation: string;
  /** YYYY-MM-DD, or '' when the card's date is malformed. */
  birthDate: string;
  address: string;
  idCardNo: string;
  /** 签发机关. */
  issuer: string;
  /** 有效期限: YYYY-MM-DD each; validTo may be '长期'. */
  validFrom: string;
  validTo: string;
  /** The card's photo as base64, when the service returns one. */
  photo?: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const SEX_CODES: Record<string, IdCardData['sex']> = { 男: '1', 女: '2', '1': '1', '2': '2' };

/** '19800101' or '1980-01-01' or '1980.01.01' → '1980-01-01'; anything else → ''. */
export const cardDate = (value: unknown): string => {
  const digits = text(value).replace(/[-./年月日\s]/g, '');
  return /^\d{8}$/.test(digits)
    ? `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`
    : '';
};

const validity = (value: unknown): string => {
  const raw = text(value);
  return raw === '长期' ? raw : cardDate(raw);
};

/** The card's nation ('汉') in the form's words ('汉族'); '穿青人' and the like stay as they are. */
const nationName = (value: unknown): string => {
  const raw = text(value);
  if (!raw || raw.endsWith('族') || raw.endsWith('人')) return raw;
  return `${raw}族`;
};

/** Reads the card fields of a reply; the ID number is upper-cased (a lower-case x check digit). */
export const parseIdCardData = (reply: Record<string, unknown>): IdCardData => {
  const photo = text(reply.identityPic);
  return {
    name: text(reply.partyName),
    sex: SEX_CODES[text(reply.gender)] ?? '',
    nation: nationName(reply.nation),
    birthDate: cardDate(reply.bornDay),
    address: text(reply.certAddress),
    idCardNo: text(reply.certNumber).toUpperCase(),
    issuer: text(reply.certOrg),
    validFrom: validity(reply.effDate),
    validTo: validity(reply.expDate),
    ...(photo ? { photo } : {}),
  };
};
