import { Workbook } from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';

import { ASSISTANT_PATHS } from '../../../server/assistant/contract';
import { loadConfig } from '../../../server/config';
import { createServerContext } from '../../../server/context';
import { type Db } from '../../../server/db/openDatabase';
import { buildRouteTable } from '../../../server/resources/resourceRoutes';
import { apiPlugin } from '../../../server/routes/apiPlugin';
import { loadServerSecrets } from '../../../server/security/secrets';
import { idCardProblem } from '../../../src/domain/identity';
import { routePath } from '../../../src/services/contract/catalogue';
import { PRINT_API_PATH, PRINT_ROUTES } from '../../../src/services/contract/print';
import { DEMO_CLINIC } from './seededDatabase';

/** The residents' identifiers on file, by kind: what no reply may carry whole. */
export interface KnownIdentifiers {
  idCards: ReadonlySet<string>;
  mobiles: ReadonlySet<string>;
  fileNums: ReadonlySet<string>;
  familyCodes: ReadonlySet<string>;
}

/** Staff accounts and institutions are no residents: their numbers are not looked for. */
const NOT_RESIDENTS = new Set(['sysUsers', 'hospitals', 'signTeams']);

/**
 * Every identifier a resident record holds, found by its form (not by its field name, so a field
 * the masking's table misses is still looked for): valid ID numbers, mainland mobiles, and the
 * 档案编号 and 家庭编号 the store indexes.
 */
export const knownIdentifiers = (db: Db, today: string): KnownIdentifiers => {
  const idCards = new Set<string>();
  const mobiles = new Set<string>();
  const fileNums = new Set<string>();
  const familyCodes = new Set<string>();
  const rows = db
    .prepare<[], { family: string; id: string; data: string; fileNum: string | null }>(
      'SELECT family, id, data, file_num AS fileNum FROM resource_records',
    )
    .all();
  for (const row of rows) {
    if (NOT_RESIDENTS.has(row.family)) continue;
    if (row.fileNum) fileNums.add(row.fileNum);
    if (row.family === 'familys') familyCodes.add(row.id);
    for (const text of row.data.match(/\d{11,17}[\dXx]?/g) ?? []) {
      if (text.length === 18 && idCardProblem(text, today) === undefined) idCards.add(text);
      if (/^1[3-9]\d{9}$/.test(text)) mobiles.add(text);
    }
  }
  return { idCards, mobiles, fileNums, familyCodes };
};

export type IdentifierKindFound = 'ID number' | 'mobile' | 'fileNum' | 'familyCode';

/** The whole identifiers on file that a reply's text holds. */
export const identifiersIn = (
  text: string,
  known: KnownIdentifiers,
): { kind: IdentifierKindFound; value: string }[] => {
  const found: { kind: IdentifierKindFound; value: string }[] = [];
  for (const value of text.match(/(?<![\dXx])\d{11,17}[\dXx]?(?![\dXx])/g) ?? []) {
    if (known.idCards.has(value)) found.push({ kind: 'ID number', value });
    else if (known.mobiles.has(value)) found.push({ kind: 'mobile', value });
    else if (known.fileNums.has(value)) found.push({ kind: 'fileNum', value });
    else if (known.familyCodes.has(value)) found.push({ kind: 'familyCode', value });
  }
  return found;
};

/** Every GET path the /api plugin registers (Fastify's onRoute), with `:param` placeholders. */
export const registeredGetPaths = async (db: Db): Promise<string[]> => {
  const config = { ...loadConfig({}), dbFile: ':memory:', captchaFixedCode: 'TEST' };
  const ctx = createServerContext(config, db, loadServerSecrets(':memory:'));
  const app: FastifyInstance = Fastify({ logger: false });
  const paths: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) paths.push(route.url);
  });
  app.decorateRequest('user', null);
  await app.register(apiPlugin, { prefix: '', ctx });
  await app.ready();
  await app.close();
  return [...new Set(paths)];
};

/** A record of a family the village clinic holds (else any), and its resident. */
export interface SampleRecord {
  id: string;
  personNum: string | null;
}

export const sampleRecord = (db: Db, family: string): SampleRecord | undefined =>
  db
    .prepare<[string, string], SampleRecord>(
      `SELECT id, person_num AS personNum FROM resource_records WHERE family = ?
       ORDER BY (hospital_id = ?) DESC, (person_num IS NOT NULL) DESC, id LIMIT 1`,
    )
    .get(family, DEMO_CLINIC);

/**
 * What a route is asked besides the page: the benchmark's paced stream (benchStreamRoute.ts)
 * sends 20,000 characters over 10 s unless told fewer; 200 are the same kind of reply.
 */
const EXTRA_QUERY: Readonly<Record<string, Record<string, string>>> = {
  [ASSISTANT_PATHS.benchStream]: { chars: '200' },
};

/**
 * The URLs of the walk: every registered GET route with its parameters filled from the seed,
 * every GET of the catalogue's dispatcher table (lists, records, exports, histories, extras,
 * with and without the resident), and every print route with a record and its resident.
 */
export const walkUrls = async (db: Db, person: SampleRecord): Promise<string[]> => {
  const personNum = person.personNum ?? person.id;
  const urls = new Set<string>();
  const withResident = (path: string, id?: string) => {
    const extra = EXTRA_QUERY[path] ?? {};
    urls.add(
      `${path}?${new URLSearchParams({ ...extra, PageNumber: '1', PageSize: '100' }).toString()}`,
    );
    const query = new URLSearchParams({ ...extra, personNum, PageNumber: '1', PageSize: '100' });
    if (id) query.set('id', id);
    urls.add(`${path}?${query.toString()}`);
  };
  for (const path of await registeredGetPaths(db)) {
    if (path === '/api/*' || path === `${PRINT_API_PATH}/*`) continue;
    withResident(
      path
        .replace(/\*$/, '')
        .replace(/:(\w+)/g, (_m, name: string) =>
          /person/i.test(name) ? personNum : (sampleRecord(db, 'persons')?.id ?? personNum),
        ),
    );
  }
  const table = buildRouteTable();
  for (const entry of table.plain.values()) {
    if (entry.route.method !== 'GET') continue;
    withResident(routePath(entry.model.spec, entry.route));
  }
  for (const entry of table.withId.values()) {
    if (entry.route.method !== 'GET') continue;
    const sample = entry.model.id === 'persons' ? person : sampleRecord(db, entry.model.id);
    if (!sample) continue;
    const path = routePath(entry.model.spec, entry.route);
    withResident(`${path}/${encodeURIComponent(sample.id)}`, sample.id);
  }
  for (const route of PRINT_ROUTES) {
    const sample = route.family === 'persons' ? person : sampleRecord(db, route.family);
    const query = new URLSearchParams({ personNum: sample?.personNum ?? personNum, type: '1' });
    if (sample && route.family !== 'persons') query.set(route.idParam ?? 'id', sample.id);
    urls.add(`${PRINT_API_PATH}/${route.name}?${query.toString()}`);
  }
  return [...urls];
};

/** A reply's text: JSON as sent, a workbook's cells as text. */
export const replyText = async (
  contentType: string | undefined,
  payload: Buffer,
): Promise<string> => {
  if (!contentType?.includes('spreadsheetml')) return payload.toString('utf8');
  const workbook = new Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => cells.push(JSON.stringify(row.values)));
  }
  return cells.join('\n');
};
