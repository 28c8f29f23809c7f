import fc from 'fast-check';

import { createReadModels } from '../../../server/readModels/readModels';
import { addDays, dateText } from '../../../src/domain/calendar';
import { DEFAULT_FOLLOW_UP_RULES } from '../../../src/domain/followUp';
import { CHRONIC_PATHS } from '../../../src/services/contract/chronicPaths';
import { createResident, openCard, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * Read models kept on write equal read models rebuilt from the records: after any sequence of
 * creates, edits and deletes of follow-ups and health checks, card terminations and transfers
 * between clinics, made through the routes as the pages make them (refusals included), the rows
 * the writes left are the rows a rebuild derives.
 */

/** The residents' tables, by their keys. */
const TABLES = {
  programme_patients: 'programme, card_id',
  programme_visit_years: 'programme, person_num, year',
  programme_visit_months: 'programme, person_num, month',
  person_facts: 'person_num',
  person_service_years: 'person_num, year',
  contract_facts: 'contract_id',
  person_crowds: 'person_num, crowd, from_date',
  service_due: 'programme, service_key, person_num',
} as const;

/** family_counts as the records give it. */
const COUNTED = `SELECT family, COALESCE(hospital_id, '') AS hospital_id, COUNT(*) AS n
  FROM resource_records GROUP BY family, COALESCE(hospital_id, '') ORDER BY 1, 2`;

/** 李秀英's (xzys01) centre and two of its clinics. */
const CLINICS = ['340881100001', '34088110020101', '34088110020201'];

type Operation =
  | {
      kind: 'visit';
      patient: number;
      diabetes: boolean;
      daysAgo: number;
      sbp: number;
      dbp: number;
      fbg: number;
      method: '1' | '2' | '3';
    }
  | { kind: 'edit'; visit: number; sbp: number; dbp: number }
  | { kind: 'delete'; visit: number }
  | { kind: 'check'; patient: number; daysAgo: number }
  | { kind: 'terminate'; patient: number; diabetes: boolean }
  | { kind: 'transfer'; patient: number; clinic: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('visit' as const),
      patient: fc.nat(7),
      diabetes: fc.boolean(),
      daysAgo: fc.integer({ min: 0, max: 500 }),
      sbp: fc.integer({ min: 100, max: 190 }),
      dbp: fc.integer({ min: 60, max: 88 }),
      fbg: fc.integer({ min: 45, max: 140 }),
      method: fc.constantFrom('1' as const, '2' as const, '3' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      visit: fc.nat(40),
      sbp: fc.integer({ min: 100, max: 190 }),
      dbp: fc.integer({ min: 60, max: 88 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), visit: fc.nat(40) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('check' as const),
      patient: fc.nat(7),
      daysAgo: fc.integer({ min: 0, max: 500 }),
    }),
  },
  // Rare: a terminated card takes its patient off the list for the rest of the run.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('terminate' as const),
      patient: fc.integer({ min: 6, max: 7 }),
      diabetes: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      patient: fc.nat(7),
      clinic: fc.nat(2),
    }),
  },
);

describe('read models: kept on write = rebuilt', () => {
  const env = useSignedInServer('xzys01');
  const today = dateText();
  const patients: string[] = [];
  const visits: { family: string; id: string }[] = [];

  beforeAll(async () => {
    for (let n = 0; n < 8; n += 1) {
      const personNum = await createResident(env.api, `19${50 + n}-03-0${1 + (n % 8)}`);
      await openCard(env.api, 'hypertensionCard', personNum);
      if (n % 2 === 0) await openCard(env.api, 'diabetesManager', personNum);
      patients.push(personNum);
    }
  }, 60_000);

  const readModels = () => createReadModels(env.server.db, DEFAULT_FOLLOW_UP_RULES);

  /** The test residents derived again from their records alone (what a rebuild does for them). */
  const rederive = () => {
    const mark = env.server.db.prepare('INSERT OR IGNORE INTO read_model_dirty VALUES (?)');
    for (const personNum of patients) mark.run(personNum);
    readModels().refresh();
  };

  const snapshot = (only: readonly string[] = patients) =>
    Object.fromEntries(
      Object.entries(TABLES).map(([table, key]) => [
        table,
        env.server.db
          .prepare(
            `SELECT * FROM ${table} WHERE person_num IN (SELECT value FROM json_each(?)) ORDER BY ${key}`,
          )
          .all(JSON.stringify(only)),
      ]),
    );

  const apply = async (op: Operation): Promise<void> => {
    switch (op.kind) {
      case 'visit': {
        const family = op.diabetes ? 'diabetesFollowUP' : 'hypertensionFollowUp';
        const body: Row = {
          personNum: patients[op.patient],
          visitDate: addDays(today, -op.daysAgo),
          visitMethod: op.method,
          symptoms: ['1'],
          sbp: op.sbp,
          dbp: op.dbp,
          ...(op.diabetes ? { fastingBloodGlucose: op.fbg / 10 } : {}),
          medicationCompliance: '1',
          doctorSignature: '李秀英',
          valuesConfirmed: true,
        };
        const reply = await env.api.post<Row>(`/api/${family}`, body);
        if (reply.status === 201) visits.push({ family, id: String(reply.body.Response?.ID) });
        return;
      }
      case 'edit': {
        const visit = visits[op.visit % Math.max(1, visits.length)];
        if (!visit) return;
        await env.api.put(`/api/${visit.family}/${visit.id}`, {
          sbp: op.sbp,
          dbp: op.dbp,
          visitClassification: '',
          nextVisitDate: '',
          valuesConfirmed: true,
        });
        return;
      }
      case 'delete': {
        const index = op.visit % Math.max(1, visits.length);
        const visit = visits[index];
        if (!visit) return;
        await env.api.post(`/api/${visit.family}/deletes`, [visit.id]);
        visits.splice(index, 1);
        return;
      }
      case 'check':
        await env.api.post('/api/healthCheckTables', {
          personNum: patients[op.patient],
          checkDate: addDays(today, -op.daysAgo),
          leftSbp: 128,
          leftDbp: 80,
        });
        return;
      case 'terminate': {
        const family = op.diabetes ? 'diabetesManager' : 'hypertensionCard';
        const cards = await env.api.list(`/api/${family}?personNum=${patients[op.patient]}`);
        const card = cards.body.Response?.items[0];
        if (card) await env.api.post(`/api/${family}/terminal/${String(card.ID)}`);
        return;
      }
      case 'transfer':
        await env.api.put(`/api/persons/${patients[op.patient]}`, {
          hospitalId: CLINICS[op.clinic],
        });
    }
  };

  /**
   * Every kept tally (scopeTallies.ts: the work list's badges and the indicators per hospital)
   * beside the same tally computed whole from the read models; rows of zeros are left out.
   */
  const talliesKeptAndWhole = () => {
    const nonZero = (
      rows: { tally: string; hospital_id: string; part: string; counts: string }[],
    ) =>
      rows
        .filter((row) => Object.values(JSON.parse(row.counts) as object).some((v) => v !== 0))
        .map((row) => `${row.tally}|${row.hospital_id}|${row.part}|${row.counts}`)
        .sort();
    const keys = env.server.db
      .prepare<[], { tally: string; all_sql: string; params: string }>(
        'SELECT tally, all_sql, params FROM scope_tally_keys',
      )
      .all();
    const whole = keys.flatMap((key) =>
      env.server.db
        .prepare<[object], Record<string, string | number>>(key.all_sql)
        .all(JSON.parse(key.params) as object)
        .map(({ hospital_id: hospitalId, part, ...counts }) => ({
          tally: key.tally,
          hospital_id: String(hospitalId),
          part: String(part),
          counts: JSON.stringify(
            Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v ?? 0)])),
          ),
        })),
    );
    const kept = env.server.db
      .prepare<[], { tally: string; hospital_id: string; part: string; counts: string }>(
        'SELECT tally, hospital_id, part, counts FROM scope_tallies',
      )
      .all();
    return { keys: keys.length, kept: nonZero(kept), whole: nonZero(whole) };
  };

  it('after any sequence of writes', async () => {
    // The home page and the indicators are read first, so their tallies are kept from now on.
    expect((await env.api.get(CHRONIC_PATHS.worklistSummary)).status).toBe(200);
    expect(
      (await env.api.get(`${CHRONIC_PATHS.indicators}?year=${today.slice(0, 4)}`)).status,
    ).toBe(200);
    expect(talliesKeptAndWhole().keys).toBeGreaterThanOrEqual(5);
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const op of ops) await apply(op);
        const tallies = talliesKeptAndWhole();
        expect(tallies.kept).toEqual(tallies.whole);
        const kept = snapshot();
        expect(
          env.server.db
            .prepare('SELECT family, hospital_id, n FROM family_counts WHERE n > 0 ORDER BY 1, 2')
            .all(),
        ).toEqual(env.server.db.prepare(COUNTED).all());
        rederive();
        expect(snapshot()).toEqual(kept);
      }),
      { numRuns: 25 },
    );
    // The writes went through (a refused one is a fine outcome, but not every one).
    expect(
      env.server.db
        .prepare(
          `SELECT COUNT(*) FROM programme_visit_years WHERE person_num IN (SELECT value FROM json_each(?))`,
        )
        .pluck()
        .get(JSON.stringify(patients)),
    ).toBeGreaterThan(0);
    // And a full rebuild of every resident changes nothing either.
    const everyone = env.server.db
      .prepare<[], string>("SELECT id FROM resource_records WHERE family = 'persons'")
      .pluck()
      .all();
    const before = snapshot(everyone);
    readModels().rebuild();
    expect(snapshot(everyone)).toEqual(before);
  }, 600_000);

  it('would notice a row the writes left behind (the check can fail)', () => {
    env.server.db
      .prepare(
        `UPDATE programme_patients SET planned_date = '2000-01-01'
         WHERE person_num IN (SELECT value FROM json_each(?))`,
      )
      .run(JSON.stringify(patients));
    const tampered = snapshot();
    rederive();
    expect(snapshot()).not.toEqual(tampered);
  });

  it('would notice a tally the writes left wrong (the check can fail)', async () => {
    expect((await env.api.get(CHRONIC_PATHS.worklistSummary)).status).toBe(200);
    expect(talliesKeptAndWhole().kept.length).toBeGreaterThan(0);
    env.server.db
      .prepare("UPDATE scope_tallies SET counts = json_set(counts, '$.managed', 999)")
      .run();
    const tallies = talliesKeptAndWhole();
    expect(tallies.kept).not.toEqual(tallies.whole);
  });
});
