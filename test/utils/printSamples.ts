import { type Db } from '../../server/db/openDatabase';
import {
  patternParams,
  PRINT_ROUTES,
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
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

interface Row {
  id: string;
  person_num: string | null;
  record_date: string | null;
  data: string;
}

/** A seeded record of every print route's family, in Kongcheng, with the paths to print it. */
export const printSamples = (db: Db): PrintSample[] =>
  PRINT_ROUTES.map((route) => {
    const row = db
      .prepare<[string, string], Row>(
        `SELECT id, person_num, record_date, data FROM resource_records
         WHERE family = ? AND hospital_id LIKE ? || '%' ${route.family === 'persons' ? "AND status = '1'" : ''}
         ORDER BY (person_num IS NULL), id LIMIT 1`,
      )
      .get(route.family, KONGCHENG_PREFIX);
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
    return {
      route,
      path,
      params,
      keyText: textOf(data.name) || textOf(data.theme),
    };
  });
