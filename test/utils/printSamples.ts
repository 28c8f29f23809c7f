import { type Db } from '../../server/db/openDatabase';
import {
  PRINT_ROUTES,
  EDUCATION_ACTIVITY_PRINT,
  patternParams,
  printPath,
  type PrintRouteSpec,
} from '../../src/services/contract/print';

/** Kongcheng township (xzys01's centre and the clinics below it). */
export const KONGCHENG_PREFIX = '340881100';

export interface PrintSample {
  route: PrintRouteSpec;
  /** The /print/… path with a seeded record's ids (and `?id=` where the pattern has none). */
  path: string;
  /** The route parameters plus `id`, as the page sends them to GET /api/print/{name}. */
  params: Record<string, string>;
  /** Text the paper must show: the resident's name, or the activity's theme. */
  keyText: string;
  /**
   * A value from the printed record's own body, as the paper writes it (a date as 年月日, a
   * blood pressure): the paper shows the record, not only a header.
   */
  bodyText: string;
}

/** 'YYYY-MM-DD' as the papers print dates. */
const paperDay = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : value;
};

/** The record date fields a paper shows, in the order the server files personLatest records. */
const RECORD_DATES = [
  'signDate',
  'visitDate',
  'checkDate',
  'activityDate',
  'receptionDate',
  'consultationDate',
  'referralDate',
  'assessDate',
  'prescriptionDate',
  'uploadDate',
];

/** What the body of a route's paper must show for a record (see PrintSample.bodyText). */
const bodyTextOf = (route: PrintRouteSpec, data: Record<string, unknown>): string => {
  if (route.layout === 'cover') return textOf(data.address);
  if (route.source === 'person') return paperDay(textOf(data.birthDate));
  if (route.layout === 'hypertensionFollowUp') return `${String(data.sbp)}/${String(data.dbp)}`;
  // The national mental and TB forms: the diagnosis, the regimen, the treatment month.
  if (route.layout === 'mentalCard') return textOf(data.diagnosis);
  if (route.layout === 'tuberculosisFirstVisit') return textOf(data.chemotherapy);
  if (route.layout === 'tuberculosisFollowUp') return `第${String(data.treatmentMonth)}月`;
  // The computed results the elderly papers print: 总评分, and the constitutions found.
  if (route.layout === 'selfCare') return `总评分：${String(data.totalScore)}分`;
  if (route.layout === 'tcmConstitution' || route.layout === 'tcmResult') {
    return textOf(data.constitutionResult);
  }
  const date = RECORD_DATES.map((name) => textOf(data[name])).find(Boolean);
  if (date) return paperDay(date);
  const value = Object.entries(data).find(
    ([name, item]) => typeof item === 'string' && /Date$/.test(name) && name !== 'birthDate',
  )?.[1];
  return paperDay(textOf(value));
};

/**
 * The resident's newest record of a family (in a year), as the personLatest routes print it
 * (server/print/printSources.ts): ordered by visit or check date, else creation time, then id;
 * the year read from the signing, visit or check date, else creation time.
 */
const latestOf = (db: Db, family: string, personNum: string, year: string): Row | undefined =>
  db
    .prepare<[string, string], Row & { created_at: string }>(
      'SELECT id, person_num, record_date, data, created_at FROM resource_records WHERE family = ? AND person_num = ?',
    )
    .all(family, personNum)
    .map((row) => {
      const data = JSON.parse(row.data) as Record<string, unknown>;
      const first = (names: string[]): string | undefined =>
        names.map((name) => data[name]).find((value): value is string => typeof value === 'string');
      return {
        row,
        day: (first(['visitDate', 'checkDate']) ?? row.created_at).slice(0, 10),
        filed: first(['signDate', 'visitDate', 'checkDate']) ?? row.created_at,
      };
    })
    .filter(({ filed }) => !year || filed.startsWith(year))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        Number(a.row.id) - Number(b.row.id) ||
        a.row.id.localeCompare(b.row.id),
    )
    .at(-1)?.row;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

interface Row {
  id: string;
  person_num: string | null;
  record_date: string | null;
  data: string;
}

/** The education prints each take their own kind of activity (宣传栏, 讲座, 咨询). */
const ACTIVITY_TYPE_OF_ROUTE = new Map(
  Object.entries(EDUCATION_ACTIVITY_PRINT).map(([type, name]) => [name, type]),
);

/**
 * A seeded record of every print route's family (spec 2.3's and our own), in Kongcheng, with the
 * paths to print it.
 */
export const printSamples = (db: Db): PrintSample[] =>
  PRINT_ROUTES.map((route) => {
    const activityType = ACTIVITY_TYPE_OF_ROUTE.get(route.name) ?? '';
    const row = db
      .prepare<[{ family: string; prefix: string; type: string }], Row>(
        `SELECT id, person_num, record_date, data FROM resource_records
         WHERE family = @family AND hospital_id LIKE @prefix || '%' ${route.family === 'persons' ? "AND status = '1'" : ''}
           AND (@type = '' OR json_extract(data, '$.activityType') = @type)
         ORDER BY (person_num IS NULL), id LIMIT 1`,
      )
      .get({ family: route.family, prefix: KONGCHENG_PREFIX, type: activityType });
    if (!row) throw new Error(`no seeded ${route.family} record in Kongcheng for ${route.name}`);
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const personNum = route.family === 'persons' ? row.id : (row.person_num ?? '');
    const values: Record<string, string> = {
      personNum,
      personName: textOf(data.name),
      type: '1',
      org: KONGCHENG_PREFIX,
      checkType: '1',
      checkTypeName: '老年人健康体检',
      year: (row.record_date ?? '').slice(0, 4),
      name: '中医体质辨识',
    };
    if (route.idParam) values[route.idParam] = row.id;
    const params: Record<string, string> = {};
    for (const name of patternParams(route.pattern)) params[name] = values[name] ?? '';
    const needsQueryId = route.idParam === 'id' && !('id' in params);
    if (needsQueryId || route.idParam) params[route.idParam ?? 'id'] = row.id;
    if (route.source === 'person' || route.source === 'personLatest') delete params.id;
    const path = printPath(route, params) + (needsQueryId ? `?id=${row.id}` : '');
    const printed =
      route.source === 'personLatest'
        ? (latestOf(db, route.family, personNum, params.year ?? '') ?? row)
        : route.source === 'person'
          ? (db
              .prepare<[string], Row>(
                "SELECT id, person_num, record_date, data FROM resource_records WHERE family = 'persons' AND id = ?",
              )
              .get(personNum) ?? row)
          : row;
    return {
      route,
      path,
      params,
      keyText: textOf(data.name) || textOf(data.theme),
      bodyText: bodyTextOf(route, JSON.parse(printed.data) as Record<string, unknown>),
    };
  });
