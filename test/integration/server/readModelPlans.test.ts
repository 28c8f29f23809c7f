import Database from 'better-sqlite3';

import { migrate } from '../../../server/db/migrate';

/**
 * Deriving a resident again clears their rows in every read-model table by person_num
 * (server/readModels/deriveResident.ts), on each save and for every resident of a rebuild. On a
 * database with no planner statistics yet (just seeded or migrated) each of those deletes must be
 * a lookup by resident: a scan, or a skip-scan over a leading column, makes a county's rebuild
 * quadratic.
 */
describe('read-model plans by resident', () => {
  const db = new Database(':memory:');
  migrate(db);
  afterAll(() => db.close());

  const tablesKeyedByResident = db
    .prepare<[], string>(
      `SELECT m.name FROM sqlite_master m
        WHERE m.type = 'table'
          AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'person_num')`,
    )
    .pluck()
    .all()
    .filter((name) => name !== 'resource_records');

  it('finds the read-model tables', () => {
    expect(tablesKeyedByResident).toEqual(
      expect.arrayContaining([
        'person_facts',
        'programme_patients',
        'programme_visit_years',
        'programme_visit_months',
        'service_due',
      ]),
    );
  });

  it.each(tablesKeyedByResident)('DELETE FROM %s WHERE person_num = ? is a lookup', (table) => {
    const details = db
      .prepare<[], { detail: string }>(
        `EXPLAIN QUERY PLAN DELETE FROM ${table} WHERE person_num = 'x'`,
      )
      .all()
      .map((row) => row.detail);
    expect(details).toHaveLength(1);
    expect(details[0]).toMatch(/^SEARCH .*\bperson_num=\?\)$/);
    expect(details[0]).not.toMatch(/ANY\(/);
  });
});
