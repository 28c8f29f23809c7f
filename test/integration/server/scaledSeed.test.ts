import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type Db, openDatabase } from '../../../server/db/openDatabase';
import { DUPLICATE_DEMO_COUNT } from '../../../server/seed/residents/duplicatePairsDemo';
import { scheduleDemoBabies } from '../../../server/seed/residents/scheduleDemoFamily';
import { SEED_DAY } from '../../../server/seed/residents/seedWriter';
import { buildScaledDatabase, type ScaledBuild } from '../../../server/seed/scaledDatabase';
import { addMonths, ageOn, dateText } from '../../../src/domain/calendar';
import { CHRONIC_FOLLOW_UP_FAMILIES, MENTAL_TB_VISIT_FAMILIES } from '../../../src/domain/followUp';
import { type WorklistSummaryReply } from '../../../src/services/contract/chronicPaths';
import { startTestServer } from '../../utils/startTestServer';
import { authorized, type DemoAccount, signInAs } from './helpers';
import { useSeededDatabase } from './seededDatabase';
import { chronicVisitProblems, mentalTbVisitProblems, seededVisits } from './seedKernelProblems';

/**
 * `npm run seed -- --residents N` (server/seed/scaledDatabase.ts): a small scaled database keeps
 * the demo's proportions (diseases, ages, care points), its users, hospitals and menus, several
 * years of follow-ups that obey the kernel, and patients due and overdue for the demo doctors.
 */
const RESIDENTS = 5000;
const YEARS = 3;

interface PersonRow {
  hospital_id: string;
  birth_date: string;
}

const shares = (db: Db) => {
  const count = (family: string) =>
    db
      .prepare<[string], number>('SELECT COUNT(*) FROM resource_records WHERE family = ?')
      .pluck()
      .get(family) ?? 0;
  const persons = db
    .prepare<[], PersonRow>(
      `SELECT hospital_id, json_extract(data, '$.birthDate') AS birth_date
       FROM resource_records WHERE family = 'persons'`,
    )
    .all();
  const ages = persons.map((person) => ageOn(person.birth_date, SEED_DAY) ?? -1);
  const share = (test: (age: number) => boolean) => ages.filter(test).length / ages.length;
  return {
    persons,
    hypertension: count('hypertensionCard') / persons.length,
    diabetes: count('diabetesManager') / persons.length,
    children: share((age) => age < 18),
    elderly: share((age) => age >= 65),
    meanAge: ages.reduce((a, b) => a + b, 0) / ages.length,
  };
};

const tableRows = (db: Db, table: string) =>
  db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).raw().all();

describe('a scaled seed of 5,000 residents', () => {
  const demo = useSeededDatabase();
  let dir: string;
  let file: string;
  let build: ScaledBuild;
  let db: Db;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaled-seed-'));
    file = path.join(dir, 'county.db');
    build = buildScaledDatabase(file, { residents: RESIDENTS, historyYears: YEARS });
    db = openDatabase(file);
  }, 300_000);
  afterAll(() => {
    db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes exactly that many residents (and the demo’s suspected duplicate archives)', () => {
    // duplicateDemo.ts files one resident a second time under a mistyped ID number, and
    // duplicatePairsDemo.ts a few more; the schedule demo files its babies (scheduleDemoFamily.ts).
    expect(build.residents).toBe(
      RESIDENTS + 1 + DUPLICATE_DEMO_COUNT + scheduleDemoBabies(dateText()),
    );
    expect(fs.existsSync(`${file}.building`)).toBe(false);
  });

  it('is the same database every time for the same size', () => {
    const again = (name: string) => {
      const other = path.join(dir, name);
      buildScaledDatabase(other, { residents: 600, historyYears: 2 });
      const copy = openDatabase(other);
      const rows = copy
        .prepare(
          'SELECT family, id, hospital_id, created_at, data FROM resource_records ORDER BY rowid',
        )
        .raw()
        .all();
      copy.close();
      return rows;
    };
    expect(again('first.db')).toEqual(again('second.db'));
  }, 120_000);

  it('keeps the demo’s shares of hypertension, diabetes and ages', () => {
    const scaled = shares(db);
    const reference = shares(demo.db);
    expect(Math.abs(scaled.hypertension - reference.hypertension)).toBeLessThan(0.035);
    expect(Math.abs(scaled.diabetes - reference.diabetes)).toBeLessThan(0.02);
    expect(Math.abs(scaled.children - reference.children)).toBeLessThan(0.04);
    expect(Math.abs(scaled.elderly - reference.elderly)).toBeLessThan(0.04);
    expect(Math.abs(scaled.meanAge - reference.meanAge)).toBeLessThan(2.5);
  });

  it('fills every township centre and village clinic in the demo’s proportions', () => {
    const byHospital = (db: Db) => {
      const counts = new Map<string, number>();
      for (const { hospital_id: id } of shares(db).persons) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    };
    const scaled = byHospital(db);
    const reference = byHospital(demo.db);
    expect([...scaled.keys()].sort()).toEqual([...reference.keys()].sort());
    const factor = (RESIDENTS + 1) / shares(demo.db).persons.length;
    for (const [hospital, n] of reference) {
      // Within a household of the demo's count scaled (the demo's last households overshoot).
      expect(Math.abs((scaled.get(hospital) ?? 0) - n * factor)).toBeLessThan(factor * 4);
    }
  });

  it('holds several years of quarterly follow-ups', () => {
    const range = db
      .prepare<[], { first: string; perCard: number }>(
        `SELECT MIN(record_date) AS first,
           1.0 * COUNT(*) / (SELECT COUNT(*) FROM resource_records WHERE family = 'hypertensionCard')
             AS perCard
         FROM resource_records WHERE family = 'hypertensionFollowUp'`,
      )
      .get()!;
    expect(range.first < addMonths(SEED_DAY, -12 * (YEARS - 1) - 6)).toBe(true);
    // Four a year, a tenth missed, some cards younger than the history, two-week visits added.
    expect(range.perCard).toBeGreaterThan(3 * YEARS);
  });

  it('has the demo’s regions, hospitals, menus and users', () => {
    for (const table of [
      'regions',
      'hospitals',
      'user_groups',
      'functions',
      'function_details',
      'group_functions',
      'group_function_details',
      'users',
      'system_params',
    ]) {
      expect({ table, rows: tableRows(db, table) }).toEqual({
        table,
        rows: tableRows(demo.db, table),
      });
    }
  });

  it.each(Object.entries(CHRONIC_FOLLOW_UP_FAMILIES))(
    '%s: every visit as the follow-up rules compute it',
    (family, { disease }) => {
      const visits = seededVisits(db, family);
      expect(visits.length).toBeGreaterThan(0);
      expect(chronicVisitProblems(family, disease, visits).slice(0, 10)).toEqual([]);
    },
  );

  it.each(Object.entries(MENTAL_TB_VISIT_FAMILIES))(
    '%s: every visit as the visit rules compute it',
    (family, { kind }) => {
      const visits = seededVisits(db, family);
      expect(visits.length).toBeGreaterThan(0);
      expect(mentalTbVisitProblems(family, kind, visits).slice(0, 10)).toEqual([]);
    },
  );

  it('signs the demo accounts in and shows each patients overdue and due this week', async () => {
    const server = await startTestServer({ dbFile: file });
    try {
      for (const account of ['qyadmin', 'xzys01', 'cunyi01'] as DemoAccount[]) {
        const session = await signInAs(server.app, account);
        const reply = await server.app.inject({
          url: '/api/followUpWorklist/summary',
          headers: authorized(session),
        });
        const summary = reply.json<{ Response: WorklistSummaryReply }>().Response;
        for (const { disease, counts } of summary.diseases) {
          expect({ account, disease, overdue: counts.overdue > 0 }).toEqual({
            account,
            disease,
            overdue: true,
          });
          expect({ account, disease, due: counts.dueToday + counts.dueThisWeek > 0 }).toEqual({
            account,
            disease,
            due: true,
          });
        }
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});
