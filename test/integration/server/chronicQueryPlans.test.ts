import { paramsOf, sqlOf } from '../../../server/chronic/indicatorQuery';
import { pageParams, pageSql } from '../../../server/readModels/worklistQueries';
import { DEFAULT_DUE_RULES } from '../../../src/domain/followUp';
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

  it.each(['hypertension', 'diabetes'] as const)(
    'the %s work list reads its page through an index, in index order',
    (programme) => {
      const scope = { programme, root: '340881001', today: '2026-11-25', rules: DEFAULT_DUE_RULES };
      for (const view of ['overdue', 'dueToday', 'dueThisWeek', 'all'] as const) {
        const details = plan(pageSql(scope, view, 'daysOverdue', 'desc'), pageParams(scope, 1, 20));
        expect(
          details.some((detail) =>
            /^SEARCH p USING (COVERING )?INDEX programme_patients/.test(detail),
          ),
        ).toBe(true);
        expect(
          details.filter((detail) => /^SCAN p\b/.test(detail) && !/INDEX/.test(detail)),
        ).toEqual([]);
        // Page 1 of the default order needs no sort of the whole scope.
        expect(details.filter((detail) => /TEMP B-TREE FOR ORDER BY/.test(detail))).toEqual([]);
      }
    },
  );

  it.each(['persons', 'hypertension', 'diabetes'] as const)(
    'the %s indicator query reads the read models through their indexes',
    (query) => {
      for (const current of [true, false]) {
        const details = plan(
          sqlOf(query, current),
          paramsOf(query, '340881001', {
            from: '2026-01-01',
            to: current ? '2026-11-25' : '2026-12-31',
          }),
        );
        expect(
          details.some((detail) => /USING (COVERING )?INDEX|USING PRIMARY KEY/.test(detail)),
        ).toBe(true);
        // No read-model table (f, p, y, s) is read whole.
        expect(
          details.filter((detail) => /^SCAN (f|p|y|s)\b/.test(detail) && !/INDEX/.test(detail)),
        ).toEqual([]);
      }
    },
  );

  it('binds the quota as a parameter: no target or quota is written into the SQL', () => {
    for (const query of ['persons', 'hypertension', 'diabetes'] as const) {
      expect(sqlOf(query, true)).not.toMatch(/\b(65|140|150|90|7(\.0)?|4)\b/);
      expect(sqlOf(query, false)).not.toMatch(/\b(65|140|150|90|7(\.0)?|4)\b/);
    }
    expect(
      paramsOf('hypertension', '340881001', { from: '2026-01-01', to: '2026-12-31' }),
    ).toMatchObject({ standardVisits: 4 });
    expect(
      paramsOf('persons', '340881001', { from: '2026-01-01', to: '2026-12-31' }),
    ).toMatchObject({
      elderlyCut: '1961-12-31',
      usedFrom: '2025-12-31',
    });
  });
});
