import {
  type IdentifierKind,
  maskIdentifierFields,
  maskResidentNames,
  type NameMasking,
} from '../../src/domain/identity';
import { PERSON_VIEW_FULL_CODE } from '../../src/services/contract/archives/archiveCodes';
import { type Db } from '../db/openDatabase';
import { holdsCode, type PermissionSubject } from './routePermission';

/**
 * The one place that decides, per request, in which form a reply carries residents' identifiers
 * (spec 5, docs/decisions/0041-masking-on-the-server.md). A user holding 查看完整信息
 * (persons:viewFull; the regional administrator) gets every value whole; anyone else gets ID
 * numbers, phones and 档案编号 masked wherever a field of that kind sits in any reply, and in
 * papers and workbooks (which address no record) the 家庭编号 too. Residents' names follow the
 * deployment's NAME_MASKING (kernel `NameMasking`): by default whole for the user's own
 * institutions (every reply a scoped route gives) and masked where a reply shows a resident of
 * another institution (persons/duplicate by ID number); with `always`, masked in every reply,
 * workbook and paper. Staff names are never masked.
 */
export interface IdentifierForm {
  /** True when the user sees identifiers in full (nothing is masked). */
  readonly full: boolean;
  /** A JSON reply's data in the allowed form. */
  reply<T>(value: T): T;
  /** A printed paper's or an exported workbook's records in the allowed form. */
  document<T>(value: T): T;
}

/** In JSON replies the 家庭编号 stays whole: it is the household record's address (familys/{familyCode}). */
const REPLY_KINDS: ReadonlySet<IdentifierKind> = new Set(['idCard', 'phone', 'fileNumber']);
const DOCUMENT_KINDS: ReadonlySet<IdentifierKind> = new Set([...REPLY_KINDS, 'householdNumber']);

const FULL: IdentifierForm = {
  full: true,
  reply: (value) => value,
  document: (value) => value,
};

const MASKED: IdentifierForm = {
  full: false,
  reply: (value) => maskIdentifierFields(value, REPLY_KINDS),
  document: (value) => maskIdentifierFields(value, DOCUMENT_KINDS),
};

const MASKED_WITH_NAMES: IdentifierForm = {
  full: false,
  reply: (value) => maskResidentNames(MASKED.reply(value)),
  document: (value) => maskResidentNames(MASKED.document(value)),
};

/**
 * The form the user's permission and the deployment's name rule allow, read per request so a
 * changed grant counts at once.
 */
export const identifierFormFor = (
  db: Db,
  user: PermissionSubject | null,
  names: NameMasking,
): IdentifierForm => {
  if (user && holdsCode(db, user, PERSON_VIEW_FULL_CODE)) return FULL;
  return names === 'always' ? MASKED_WITH_NAMES : MASKED;
};
