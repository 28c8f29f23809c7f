import { filterDetail } from '../audit/auditLog';
import { type AuthUser } from '../auth/authUser';
import { type Db } from '../db/openDatabase';
import { forbidden, HttpError } from '../http/errors';

export const badRequest = (message: string): HttpError => new HttpError(400, message);

export type Query = Record<string, unknown>;

export const one = (query: Query, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${key}只能填写一个值`);
  return value;
};

export const positive = (query: Query, key: string, fallback: number, max: number): number => {
  const text = one(query, key);
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw badRequest(`${key}应为正整数`);
  return Math.min(Number(text), max);
};

/**
 * The most record ids an export's audit event lists (as for the resource exports): the former
 * cap of an export, so every export it allowed still lists all its residents.
 */
export const AUDITED_EXPORT_IDS = 10_000;

/** The trail's detail of an export: its filter, and how many rows when it lists only the first. */
export const exportDetail = (query: Query, ids: readonly string[]): string =>
  [
    filterDetail(query),
    ids.length > AUDITED_EXPORT_IDS
      ? `共${ids.length}条，记录编号只列前${AUDITED_EXPORT_IDS}条`
      : '',
  ]
    .filter(Boolean)
    .join('；');

/**
 * Menu component names of the pages these routes serve (server/seed/menus.ts). Each route needs
 * its page in the user's menu, and an export the page's `{component}:excel` button: declared in
 * server/routes/routePermissions.ts (`page`) and checked by the one route check.
 */
export const WORKLIST_COMPONENT = 'followUpWorklist';
export const INDICATORS_COMPONENT = 'chronicIndicators';

/** The top of the user's hospitals (ManageHospId): they manage it and everything below it. */
export const userRoot = (user: AuthUser): string =>
  user.managedHospitalIds.includes(user.manageRoot) ? user.manageRoot : '';

/** The scope asked for: a managed hospital (and everything below it), else 403. */
export const scopeRoot = (user: AuthUser, asked: unknown, fallback: string): string => {
  if (asked === undefined || asked === '') return fallback;
  if (typeof asked !== 'string') throw badRequest('hospitalId应为机构编号');
  if (!user.managedHospitalIds.includes(asked)) throw forbidden('无权访问该机构的数据');
  return asked;
};

/** `year` as a four-digit number, the current year by default. */
export const yearOf = (asked: unknown, today: string): number => {
  if (asked === undefined || asked === '') return Number(today.slice(0, 4));
  if (typeof asked !== 'string' || !/^\d{4}$/.test(asked)) throw badRequest('year应为四位年份');
  const year = Number(asked);
  if (year < 2000 || year > Number(today.slice(0, 4))) {
    throw badRequest(`year应在2000到${today.slice(0, 4)}之间`);
  }
  return year;
};

/** HospClass of a health administration (卫生健康委员会): not a place to refer a patient to. */
const ADMINISTRATION_CLASS = 1;

/**
 * Where the user's patients are referred by default: the nearest institution above the user's
 * hospital that treats patients (a village clinic's township centre). A township centre's parent
 * is the health bureau, so it has none and the doctor names the hospital.
 */
export const referralTarget = (
  db: Db,
  hospitalId: string,
): { hospitalId: string; hospitalName: string } | null => {
  const row = db
    .prepare<[string, number], { hosp_id: string; hosp_name: string }>(
      `WITH RECURSIVE up (hosp_id, hosp_name, hosp_class, parent_id, depth) AS (
         SELECT hosp_id, hosp_name, hosp_class, parent_id, 0 FROM hospitals WHERE hosp_id = ?
         UNION ALL
         SELECT h.hosp_id, h.hosp_name, h.hosp_class, h.parent_id, up.depth + 1
         FROM hospitals h JOIN up ON h.hosp_id = up.parent_id
       )
       SELECT hosp_id, hosp_name FROM up WHERE depth > 0 AND hosp_class <> ?
       ORDER BY depth LIMIT 1`,
    )
    .get(hospitalId, ADMINISTRATION_CLASS);
  return row ? { hospitalId: row.hosp_id, hospitalName: row.hosp_name } : null;
};
