import { type AuthUser } from '../../auth/authUser';
import { userRoot } from '../../chronic/chronicAccess';
import { type Db } from '../../db/openDatabase';
import { ToolRefusal } from './toolTypes';

/** An institution as a question may name it: 桐梓村, 孔城镇桐梓村, 孔城镇, 孔城镇卫生院. */
export interface Place {
  hospitalId: string;
  hospitalName: string;
  /** The names a question may use, longest first. */
  aliases: readonly string[];
}

/** What ends an institution's name and is not said in a question about its patients. */
const SUFFIX =
  /(?:社区卫生服务中心|社区卫生服务站|中心卫生院|卫生健康委员会|卫生健康局|卫生院|卫生室|卫生所|医院)$/;

/** The township part of a village clinic's name (孔城镇 of 孔城镇桐梓村卫生室). */
const TOWNSHIP = /^(.+?(?:镇|乡|街道))(.+)$/;

/** The names a question may use for an institution, longest first. */
export const placeAliases = (hospitalName: string): string[] => {
  const aliases = new Set([hospitalName]);
  const bare = hospitalName.replace(SUFFIX, '');
  if (bare.length >= 2) aliases.add(bare);
  const split = TOWNSHIP.exec(bare);
  if (split?.[2] && split[2].length >= 2) aliases.add(split[2]);
  return [...aliases].sort((a, b) => b.length - a.length);
};

/** Words for "my own institution" (the user's managed root): 我们村, 本院, 辖区. */
const OWN = /我们|咱们|我村|本村|我院|本院|我镇|本镇|本机构|我的|辖区|本辖区/;

export const mentionsOwnPlace = (text: string): boolean => OWN.test(text);

/**
 * Every institution of the platform with its aliases. Institutions are not personal data; whether
 * the user may see one's patients is decided per call (`placeInScope`).
 */
export const listPlaces = (db: Db): Place[] =>
  db
    .prepare<[], { hosp_id: string; hosp_name: string }>(
      'SELECT hosp_id, hosp_name FROM hospitals ORDER BY hosp_id',
    )
    .all()
    .map((row) => ({
      hospitalId: row.hosp_id,
      hospitalName: row.hosp_name,
      aliases: placeAliases(row.hosp_name),
    }));

/** The institution a text names by its longest alias, or undefined. */
export const findPlace = (places: readonly Place[], text: string): Place | undefined => {
  let best: { place: Place; length: number } | undefined;
  for (const place of places) {
    const alias = place.aliases.find((name) => text.includes(name));
    if (alias && (!best || alias.length > best.length)) best = { place, length: alias.length };
  }
  return best?.place;
};

/** The place a tool argument names: a hospital id or a name; undefined for the user's own scope. */
export const placeOfArgument = (
  places: readonly Place[],
  value: string | undefined,
): Place | undefined => {
  if (!value) return undefined;
  return places.find((place) => place.hospitalId === value) ?? findPlace(places, value);
};

export const OUT_OF_SCOPE = '无权查看';

/**
 * The hospital id whose subtree a tool reads: the named place when the user manages it, the
 * user's own root (ManageHospId) when none is named. A place outside the user's hospitals is
 * refused with 无权查看, as the pages answer 403.
 */
export const placeInScope = (user: AuthUser, place: Place | undefined): string => {
  if (!place) return userRoot(user);
  if (!user.managedHospitalIds.includes(place.hospitalId)) {
    throw new ToolRefusal(`${OUT_OF_SCOPE}：${place.hospitalName}不在您管理的机构范围内`);
  }
  return place.hospitalId;
};

/** A hospital's name (the scope of an answer). */
export const hospitalName = (db: Db, hospitalId: string): string =>
  db
    .prepare<[string], { hosp_name: string }>('SELECT hosp_name FROM hospitals WHERE hosp_id = ?')
    .get(hospitalId)?.hosp_name ?? hospitalId;

/** Whether a hospital is the place itself or below it (the closure table of the read models). */
export const isWithin = (db: Db, placeId: string, hospitalId: string | null): boolean =>
  hospitalId !== null &&
  db
    .prepare<[string, string], { one: number }>(
      'SELECT 1 AS one FROM hospital_tree WHERE ancestor = ? AND descendant = ?',
    )
    .get(placeId, hospitalId) !== undefined;
