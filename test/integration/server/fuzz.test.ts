import fc from 'fast-check';

import { WORKLIST_VIEWS } from '../../../server/chronic/worklist';
import { WORKLIST_SORTS } from '../../../server/readModels/worklistQueries';
import { buildRouteTable, type ResourceRoute } from '../../../server/resources/resourceRoutes';
import { INDICATOR_COUNTS } from '../../../src/domain/indicators';
import { AUDIT_EVENTS_EXCEL_PATH, AUDIT_EVENTS_PATH } from '../../../src/services/contract/audit';
import { routePath } from '../../../src/services/contract/catalogue';
import { CHRONIC_PATHS } from '../../../src/services/contract/chronicPaths';
import { type Envelope } from '../../../src/services/contract/envelope';
import { PRINT_API_PATH, PRINT_ROUTES } from '../../../src/services/contract/print';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, signInAs } from './helpers';

/**
 * DESIGN.md Security: random query strings, bodies and path segments at every route of the
 * catalogue (and the hand-written ones that take input: the work list, indicators, print and audit
 * routes among them) never answer a 5xx, and every refusal says why in Chinese. The downloads (the
 * catalogue's exports, downloadFile, the work-list, indicator and audit exports) build each
 * workbook in a worker thread, about a second apiece on a loaded machine, so they run as a
 * property of their own with a smaller count. A fixed seed and bounded counts in CI; `npm run
 * fuzz` runs it longer (FUZZ_RUNS, FUZZ_DOWNLOAD_RUNS) and over more seeds: FUZZ_SEED is a comma
 * list of seeds, `random` among them drawing a new one, each named in its test's title so a failure
 * can be replayed with FUZZ_SEED=<that seed>.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const DOWNLOAD_RUNS = Number(process.env.FUZZ_DOWNLOAD_RUNS ?? Math.max(20, Math.round(RUNS / 25)));
const DEFAULT_SEED = 20_261_125;
const seedOf = (text: string): number =>
  text === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(text);
/** CI adds a fresh seed to the fixed one on every run: more of the input space over time. */
const SEEDS: readonly number[] = (
  process.env.FUZZ_SEED ?? (process.env.CI ? `${DEFAULT_SEED},random` : String(DEFAULT_SEED))
)
  .split(',')
  .map((text) => text.trim())
  .filter(Boolean)
  .map(seedOf);
if (SEEDS.length === 0 || SEEDS.some((seed) => !Number.isSafeInteger(seed))) {
  throw new Error(
    `FUZZ_SEED must be a comma list of integers or "random": ${process.env.FUZZ_SEED}`,
  );
}
const CJK = /[\u4e00-\u9fff]/;

/** Values that once broke something, or easily could. */
const NASTY = [
  '',
  '0',
  '-1',
  '1e18',
  '9'.repeat(40),
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '%',
  '%00',
  '\u0000',
  '\r\n',
  '\u202e',
  '\u200b',
  '😀',
  'a'.repeat(5000),
  '2026-02-30',
  '2026-05-01',
  '../..',
];

/**
 * Values the routes take for real (views, diseases, indicator columns…), joined at start by ids of
 * the seeded database (residents, records, hospitals), so requests get past "not found" into the
 * handlers' work too.
 */
const KNOWN_VALUES: readonly string[] = [
  'hypertension',
  'diabetes',
  'own',
  '2026',
  'view',
  'print',
  'export',
  'asc',
  'descend',
  ...WORKLIST_VIEWS,
  ...WORKLIST_SORTS,
  ...INDICATOR_COUNTS,
];

const textOf = (plausible: readonly string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
    { arbitrary: fc.constantFrom(...plausible), weight: 2 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  );

/** Query parameters every list reads. */
const RESERVED = ['PageNumber', 'PageSize', 'SortField', 'SortOrder', 'keyword'];

interface Target {
  method: string;
  path: string;
  withSegment: boolean;
  fieldNames: readonly string[];
}

interface DedicatedRoute {
  method: 'GET' | 'POST';
  path: string;
  withSegment?: boolean;
  /** The query parameters (or body fields) it reads. */
  fields?: readonly string[];
}

const WORKLIST_FIELDS = ['disease', 'view', 'hospitalId', 'doctor', 'SortField', 'SortOrder'];
const DETAIL_FIELDS = ['hospId', 'columnName', 'year', 'scope', 'PageNumber', 'PageSize'];
const AUDIT_FIELDS = ['user', 'personNum', 'action', 'from', 'to', 'PageNumber', 'PageSize'];

/** Hand-written routes that take input (not sign-in, logout or password: they end the session). */
const DEDICATED: readonly DedicatedRoute[] = [
  { method: 'GET', path: '/api/systemParams', withSegment: true },
  { method: 'GET', path: '/api/functionQXs/userMenus' },
  { method: 'GET', path: '/api/versionupdate' },
  { method: 'GET', path: '/api/AIConversationMains' },
  { method: 'GET', path: '/api/AIConversationMains', withSegment: true },
  { method: 'POST', path: '/api/AIConversationMains' },
  { method: 'POST', path: '/api/AIConversationMains/deletes' },
  { method: 'GET', path: '/api/AIProblemTemplateLibrarys' },
  { method: 'POST', path: '/api/AIProblemTemplateLibrarys/clickCount' },
  { method: 'GET', path: '/api/tokens/captchacode' },
  { method: 'GET', path: CHRONIC_PATHS.worklist, fields: WORKLIST_FIELDS },
  { method: 'GET', path: CHRONIC_PATHS.worklistSummary },
  { method: 'GET', path: CHRONIC_PATHS.indicators, fields: ['year', 'hospitalId'] },
  { method: 'GET', path: CHRONIC_PATHS.indicatorDetails, fields: DETAIL_FIELDS },
  { method: 'GET', path: AUDIT_EVENTS_PATH, fields: AUDIT_FIELDS },
  // Every print page by name, and names that are none.
  ...PRINT_ROUTES.map((route) => ({
    method: 'GET' as const,
    path: `${PRINT_API_PATH}/${route.name}`,
    fields: ['personNum', 'id', 'ids', 'year', ...(route.idParam ? [route.idParam] : [])],
  })),
  { method: 'GET', path: PRINT_API_PATH, withSegment: true },
];

/** The hand-written exports. */
const DEDICATED_DOWNLOADS: readonly DedicatedRoute[] = [
  { method: 'GET', path: CHRONIC_PATHS.worklistExcel, fields: WORKLIST_FIELDS },
  { method: 'GET', path: CHRONIC_PATHS.indicatorDetailsExcel, fields: DETAIL_FIELDS },
  { method: 'GET', path: AUDIT_EVENTS_EXCEL_PATH, fields: AUDIT_FIELDS },
];

const catalogueTargets = (downloads: boolean): Target[] => {
  const table = buildRouteTable();
  return [...table.plain.values(), ...table.withId.values()]
    .filter((entry: ResourceRoute) => (entry.route.kind === 'download') === downloads)
    .map((entry) => ({
      method: entry.route.method,
      path: routePath(entry.model.spec, entry.route),
      withSegment: entry.route.withId === true,
      fieldNames: entry.model.fields.map((field) => field.name),
    }));
};

const dedicatedTargets = (routes: readonly DedicatedRoute[]): Target[] =>
  routes.map(({ fields, ...route }) => ({
    ...route,
    withSegment: route.withSegment ?? false,
    fieldNames: fields ?? [],
  }));

/** Random requests at the targets: the catalogue's most often, the hand-written ones 1 in 5. */
const requestsTo = (
  catalogue: readonly Target[],
  dedicated: readonly Target[],
  plausible: readonly string[],
) => {
  const text = textOf(plausible);
  return fc
    .record({
      target: fc.oneof(
        { arbitrary: fc.constantFrom(...catalogue), weight: 4 },
        { arbitrary: fc.constantFrom(...dedicated), weight: 1 },
      ),
      prefix: fc.constantFrom('', '/GWEHR'),
      segment: text,
      rawSegment: fc.boolean(),
      query: fc.array(
        fc.tuple(
          fc.oneof(
            { arbitrary: fc.constantFrom(...RESERVED), weight: 3 },
            { arbitrary: fc.nat(), weight: 3 },
            { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
          ),
          fc.constantFrom('', '', '', 'Start', 'End', 'Min', 'Max'),
          text,
        ),
        { maxLength: 3 },
      ),
      body: fc.oneof(
        fc.constant(undefined),
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 5,
        }),
      ),
      fieldValues: fc.array(fc.tuple(fc.nat(), fc.oneof(text, fc.integer(), fc.double())), {
        maxLength: 4,
      }),
      malformedJson: fc.option(fc.string({ maxLength: 20 }), { freq: 8 }),
    })
    .map((input) => {
      const { target } = input;
      const params = new URLSearchParams();
      for (const [key, suffix, value] of input.query) {
        // A number picks one of the route's fields (with a range suffix), a string is itself.
        const name =
          typeof key === 'number'
            ? `${target.fieldNames[key % Math.max(target.fieldNames.length, 1)] ?? 'id'}${suffix}`
            : key;
        params.append(name, value);
      }
      const segment = input.rawSegment
        ? input.segment.replace(/[/?#\s]/g, '')
        : encodeURIComponent(input.segment);
      const path = target.withSegment ? `${target.path}/${segment || 'x'}` : target.path;
      const query = params.toString();
      const fieldBody =
        target.fieldNames.length > 0 && input.fieldValues.length > 0
          ? Object.fromEntries(
              input.fieldValues.map(([pick, value]) => [
                target.fieldNames[pick % target.fieldNames.length] ?? 'x',
                value,
              ]),
            )
          : undefined;
      return {
        method: target.method,
        url: `${input.prefix}${path}${query ? `?${query}` : ''}`,
        body: fieldBody ?? input.body,
        malformedJson: input.malformedJson,
      };
    });
};

type FuzzRequest = ReturnType<typeof requestsTo> extends fc.Arbitrary<infer T> ? T : never;

describe('fuzzing the routes (fast-check)', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  let plausible: string[];

  beforeAll(async () => {
    server = await startTestServer();
    headers = authorized(await signInAs(server.app, 'qyadmin'));
    const ids = (sql: string) =>
      server.db
        .prepare<[], { id: string }>(sql)
        .all()
        .map((row) => row.id);
    plausible = [
      ...KNOWN_VALUES,
      ...ids("SELECT id FROM resource_records WHERE family = 'persons' ORDER BY id LIMIT 3"),
      ...ids(
        "SELECT id FROM resource_records WHERE family = 'hypertensionFollowUp' ORDER BY id LIMIT 2",
      ),
      ...ids('SELECT hosp_id AS id FROM hospitals ORDER BY hosp_id LIMIT 3'),
    ];
  }, 30_000);

  afterAll(() => server.close());

  /** No 5xx, and a refusal in the envelope says why in Chinese. */
  const answersWell = async ({ method, url, body, malformedJson }: FuzzRequest) => {
    const hasBody = method !== 'GET' && (body !== undefined || malformedJson !== null);
    const reply = await server.app.inject({
      method: method as 'GET',
      url,
      headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(hasBody ? { payload: malformedJson ?? JSON.stringify(body) } : {}),
    });
    expect({ url, status: reply.statusCode < 500 }).toEqual({ url, status: true });
    if (!String(reply.headers['content-type']).includes('json')) return;
    const envelope = reply.json<Envelope>();
    if (!envelope.Success) {
      expect({ url, chinese: CJK.test(envelope.Message) }).toEqual({ url, chinese: true });
    }
  };

  it.each(SEEDS)(
    `answers ${RUNS} random requests without a 5xx, each refusal in Chinese (seed %i)`,
    async (seed) => {
      const requests = requestsTo(catalogueTargets(false), dedicatedTargets(DEDICATED), plausible);
      await fc.assert(fc.asyncProperty(requests, answersWell), {
        numRuns: RUNS,
        seed,
        endOnFailure: true,
      });
    },
    Math.max(60_000, RUNS * 200),
  );

  it.each(SEEDS)(
    `answers ${DOWNLOAD_RUNS} random download requests likewise (seed %i)`,
    async (seed) => {
      const requests = requestsTo(
        catalogueTargets(true),
        dedicatedTargets(DEDICATED_DOWNLOADS),
        plausible,
      );
      await fc.assert(fc.asyncProperty(requests, answersWell), {
        numRuns: DOWNLOAD_RUNS,
        seed,
        endOnFailure: true,
      });
    },
    Math.max(120_000, DOWNLOAD_RUNS * 5000),
  );
});
