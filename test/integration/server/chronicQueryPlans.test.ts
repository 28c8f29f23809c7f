import { hospitalsParam } from '../../../server/chronic/diseases';
import { paramsOf, sqlOf } from '../../../server/chronic/indicatorQuery';
import { scopeTree } from '../../../server/chronic/indicators';
import { WORKLIST_SQL } from '../../../server/chronic/worklistQuery';
import { startTestServer, type TestServer } from '../../utils/startTestServer';

/**
 * The work-list and indicator queries read the big table (resource_records) through its indexes
 * on the seeded database: EXPLAIN QUERY PLAN shows no full SCAN of it. Timing is a benchmark
 * concern (bench/chronicQueries.ts), not a test's.
 */
describe('chronic query plans', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server.close());

  const plan = (sql: string, params: Record<string, string | number>): string[] =>
    server.db
      .prepare<Record<string, string | number>, { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(params)
      .map((row) => row.detail);

  /** A SCAN of resource_records (under any alias) that uses no index. */
  const fullScans = (details: readonly string[], aliases: readonly string[]) =>
    details.filter((detail) => {
      const match = /^SCAN (\w+)/.exec(detail);
      if (!match) return false;
      const table = match[1]!;
      return (
        (table === 'resource_records' || aliases.includes(table)) &&
        !/USING (COVERING )?INDEX/.test(detail)
      );
    });

  it('would notice a full scan', () => {
    const details = plan("SELECT id FROM resource_records r WHERE json_extract(data, '$.x') = @x", {
      x: '1',
    });
    expect(fullScans(details, ['r'])).toHaveLength(1);
  });

  const scope = () => scopeTree(server.db, '340881001').map((node) => node.hosp_id);

  it.each(['hypertension', 'diabetes'] as const)('the %s work list uses its indexes', (disease) => {
    const details = plan(WORKLIST_SQL, {
      card: disease === 'hypertension' ? 'hypertensionCard' : 'diabetesManager',
      visit: disease === 'hypertension' ? 'hypertensionFollowUp' : 'diabetesFollowUP',
      hospitals: hospitalsParam(scope()),
      yearStart: '2026-01-01',
      today: '2026-11-25',
    });
    expect(details.some((detail) => /USING (COVERING )?INDEX/.test(detail))).toBe(true);
    expect(fullScans(details, ['c', 'p', 'v', 'x', 'f'])).toEqual([]);
  });

  it.each(['persons', 'hypertension', 'diabetes'] as const)(
    'the %s indicator query uses its indexes',
    (query) => {
      const details = plan(
        sqlOf(query),
        paramsOf(query, scope(), { from: '2026-01-01', to: '2026-11-25' }),
      );
      expect(details.some((detail) => /USING (COVERING )?INDEX/.test(detail))).toBe(true);
      const aliases = [
        ...new Set(details.flatMap((detail) => /^SCAN (\w+)/.exec(detail)?.[1] ?? [])),
      ].filter((alias) => !['json_each', 'hospitals', 'h', 'tree', 'subtree'].includes(alias));
      expect(fullScans(details, aliases)).toEqual([]);
    },
  );

  it('binds the thresholds as parameters: no target or quota is written into the SQL', () => {
    for (const query of ['persons', 'hypertension', 'diabetes'] as const) {
      expect(sqlOf(query)).not.toMatch(/\b(65|140|150|90|7(\.0)?|4)\b/);
    }
    expect(paramsOf('hypertension', [], { from: '2026-01-01', to: '2026-12-31' })).toMatchObject({
      targetSbp: 140,
      targetDbp: 90,
      elderlySbp: 150,
      bpElderlyAge: 65,
      standardVisits: 4,
    });
  });
});
