import { Workbook } from 'exceljs';

import { type WorklistCounts, type WorklistItem } from '../../../server/chronic/worklist';
import { createSeedWriter, type Data } from '../../../server/seed/residents/seedWriter';
import { type IndicatorCounts, type IndicatorValue } from '../../../src/domain/indicators';
import { type WorklistSummaryReply } from '../../../src/services/contract/chronicPaths';
import { startTestServer } from '../../utils/startTestServer';
import { authorized, type DemoAccount, signInAs } from './helpers';
import { useServerOnDay } from './signedInServer';

/**
 * The work list and the indicators against a hand-computed fixture: a clinic of its own under
 * the Tongcheng bureau with seven residents, read by qyadmin with hospitalId=FX so the seeded
 * data stays out. The clock is fixed on 2026-11-25 (China time), three quarters into the year.
 */
const FX = 'FX0000000001';
/** What the fixture clinic's hypertension work list counts, in its list and in the summary. */
const FX_HYPERTENSION_COUNTS = {
  managed: 4,
  overdue: 2,
  dueToday: 1,
  dueThisWeek: 1,
  quotaRisk: 2,
  faceToFaceThisYear: 7,
  quotaTarget: 16,
};
const TODAY_UTC = Date.UTC(2026, 10, 25, 4);

interface Visit {
  date: string;
  method: '1' | '2' | '3';
  sbp?: number;
  dbp?: number;
  glucose?: number;
  classification?: string;
  next?: string;
}

describe('follow-up work list and indicators (hand-computed fixture)', () => {
  const env = useServerOnDay(TODAY_UTC, (server) => fixture(server.db));
  let seq = 0;
  /** The fixture's writers, for tests that add to it. */
  let helpers:
    | {
        person: (n: number, birthDate: string) => void;
        card: (family: string, n: number, buildDate: string) => void;
        visits: (family: string, n: number, list: readonly Visit[], doctor?: string) => void;
      }
    | undefined;

  const fixture = (db = env.server.db) => {
    db.prepare(
      `INSERT INTO hospitals (hosp_id, parent_id, region_code, hosp_name, hosp_class, sort_no)
       VALUES (?, '340881001', '340881', '测试卫生室', 3, 999)`,
    ).run(FX);
    const writer = createSeedWriter(db);
    const add = (family: string, data: Data, id = `fx-${(seq += 1)}`) =>
      writer.add(family, {
        id,
        hospitalId: FX,
        createdBy: '测试医生',
        createdAt: '2026-01-01 09:00:00',
        data,
      });
    const person = (n: number, birthDate: string, filed = true, status = '1') =>
      add(
        'persons',
        { name: `测试居民${n}`, birthDate, status, fileNum: filed ? `FX${n}` : '' },
        `FXP${n}`,
      );
    const card = (family: string, n: number, buildDate: string, terminatedOn?: string) =>
      add(family, {
        personNum: `FXP${n}`,
        name: `测试居民${n}`,
        buildDate,
        confirmDate: buildDate,
        manageStatus: terminatedOn ? '2' : '1',
        ...(terminatedOn ? { terminationDate: terminatedOn } : {}),
      });
    const visits = (family: string, n: number, list: readonly Visit[], doctor = '测试医生') => {
      for (const visit of list) {
        add(family, {
          personNum: `FXP${n}`,
          name: `测试居民${n}`,
          visitDate: visit.date,
          visitMethod: visit.method,
          sbp: visit.sbp ?? 130,
          dbp: visit.dbp ?? 80,
          ...(visit.glucose ? { fastingBloodGlucose: visit.glucose } : {}),
          visitClassification: visit.classification ?? '1',
          ...(visit.next ? { nextVisitDate: visit.next } : {}),
          doctorSignature: doctor,
        });
      }
    };
    const htn = (n: number, list: readonly Visit[]) => visits('hypertensionFollowUp', n, list);
    helpers = { person, card, visits };

    person(1, '1950-01-01');
    card('hypertensionCard', 1, '2020-01-01');
    htn(1, [
      { date: '2026-02-10', method: '1' },
      { date: '2026-05-10', method: '1' },
      { date: '2026-08-10', method: '2' },
      { date: '2026-10-01', method: '3' },
      { date: '2026-11-01', method: '1', sbp: 145, dbp: 85, next: '2027-02-01' },
    ]);
    add('healthCheckTables', { personNum: 'FXP1', name: '测试居民1', checkDate: '2026-03-01' });

    person(2, '1980-05-05');
    card('hypertensionCard', 2, '2021-03-01');
    htn(2, [{ date: '2026-06-01', method: '1', sbp: 150, dbp: 95, classification: '2' }]);

    person(3, '1955-11-20');
    card('hypertensionCard', 3, '2026-11-01');

    person(4, '1970-01-01');
    card('hypertensionCard', 4, '2015-01-01', '2025-06-01');

    person(5, '1960-02-02');
    card('diabetesManager', 5, '2019-01-01');
    visits('diabetesFollowUP', 5, [
      { date: '2026-03-01', method: '2', glucose: 8.0, classification: '2' },
      { date: '2026-06-01', method: '1', glucose: 6.5 },
      { date: '2026-09-01', method: '1', glucose: 6.2 },
      { date: '2026-11-13', method: '3', glucose: 7.4, classification: '2' },
    ]);

    person(6, '1990-01-01', false);

    person(7, '1985-03-03');
    card('hypertensionCard', 7, '2018-01-01');
    htn(7, [
      { date: '2026-02-20', method: '1' },
      { date: '2026-08-25', method: '1', sbp: 125, dbp: 80 },
    ]);
  };

  interface Reply {
    items: (WorklistItem & { name: string })[];
    total: number;
    counts: WorklistCounts;
    rows: {
      hospitalId: string;
      depth: number;
      counts: IndicatorCounts;
      values: Record<string, IndicatorValue>;
    }[];
  }
  const get = async (url: string, account: DemoAccount = 'qyadmin') => {
    const reply = await env.server.app.inject({ url, headers: env.headers[account] });
    return { status: reply.statusCode, body: reply.json<{ Response: Reply; Message: string }>() };
  };

  it('lists the overdue patients with their days overdue, most overdue first', async () => {
    const { status, body } = await get(`/api/followUpWorklist?hospitalId=${FX}&view=overdue`);
    expect(status).toBe(200);
    expect(
      body.Response.items.map((item) => [item.personNum, item.daysOverdue, item.twoWeek]),
    ).toEqual([
      ['FXP2', 163, true],
      ['FXP3', 10, false],
    ]);
    expect(body.Response.items[0]).toMatchObject({
      name: '测***2',
      lastVisitDate: '2026-06-01',
      classification: '2',
      sbp: 150,
      dbp: 95,
      plannedDate: '2026-06-15',
      quotaRisk: true,
      hospitalName: '测试卫生室',
    });
    expect(body.Response.counts).toEqual(FX_HYPERTENSION_COUNTS);
  });

  it.each([
    ['dueToday', 'hypertension', ['FXP7']],
    ['dueThisWeek', 'hypertension', ['FXP7']],
    ['quotaRisk', 'hypertension', ['FXP2', 'FXP7']],
    ['all', 'hypertension', ['FXP1', 'FXP2', 'FXP3', 'FXP7']],
    ['dueThisWeek', 'diabetes', ['FXP5']],
    ['overdue', 'diabetes', []],
  ])('view %s of %s', async (view, disease, expected) => {
    const { body } = await get(
      `/api/followUpWorklist?hospitalId=${FX}&view=${view}&disease=${disease}&SortField=plannedDate&SortOrder=asc`,
    );
    expect(body.Response.items.map((item) => item.personNum).sort()).toEqual(expected);
  });

  it('computes the indicators of the fixture', async () => {
    const { body } = await get(`/api/chronicIndicators?hospitalId=${FX}&year=2026`);
    const row = body.Response.rows[0]!;
    expect(row.counts).toEqual({
      residents: 7,
      filed: 6,
      fileUsed: 5,
      elderly: 3,
      elderlyManaged: 1,
      htnManaged: 4,
      htnStandard: 1,
      htnControlled: 2,
      dmManaged: 1,
      dmStandard: 0,
      dmControlled: 0,
    });
    expect(row.values.fileRate).toEqual({ numerator: 6, denominator: 7, rate: 85.7 });
    expect(row.values.htnStandardRate?.rate).toBe(25);
    expect(row.values.htnControlRate?.rate).toBe(50);
    expect(row.values.elderlyRate?.rate).toBe(33.3);
    expect(row.values.htnManageRate).toEqual({ numerator: 4, denominator: null, rate: null });
  });

  it('uses a configured population figure as the denominator', async () => {
    env.server.db
      .prepare('INSERT INTO indicator_denominators VALUES (?, 2026, ?, ?)')
      .run(FX, 'htnExpected', 8);
    const { body } = await get(`/api/chronicIndicators?hospitalId=${FX}&year=2026`);
    expect(body.Response.rows[0]!.values.htnManageRate).toEqual({
      numerator: 4,
      denominator: 8,
      rate: 50,
    });
  });

  it('drills down to the residents behind a number, masked', async () => {
    const { body } = await get(
      `/api/chronicIndicators/details?hospId=${FX}&columnName=htnControlled&year=2026`,
    );
    expect(body.Response.total).toBe(2);
    expect(body.Response.items.map((item) => [item.personNum, item.name])).toEqual([
      ['FXP1', '测***1'],
      ['FXP7', '测***7'],
    ]);
  });

  it('adds the subtree of the region to the bureau row', async () => {
    const { body } = await get('/api/chronicIndicators?year=2026');
    const bureau = body.Response.rows[0]!;
    const children = body.Response.rows.filter((row) => row.depth === 1);
    expect(bureau.hospitalId).toBe('340881001');
    expect(bureau.counts.htnManaged).toBe(
      children.reduce((sum, row) => sum + row.counts.htnManaged, 0),
    );
  });

  it('keeps each user inside their hospitals and checks the export button', async () => {
    expect((await get(`/api/followUpWorklist?hospitalId=${FX}`, 'xzys01')).status).toBe(403);
    expect((await get(`/api/chronicIndicators?hospitalId=${FX}`, 'cunyi01')).status).toBe(403);
    const anonymous = await env.server.app.inject({ url: '/api/followUpWorklist' });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/followUpWorklist/excel?view=overdue', 'cunyi01')).status).toBe(403);
    const excel = await env.server.app.inject({
      url: '/api/followUpWorklist/excel?view=overdue',
      headers: env.headers.xzys01,
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect((await get('/api/followUpWorklist?view=nope')).status).toBe(400);
    expect((await get(`/api/chronicIndicators/details?hospId=${FX}&columnName=x`)).status).toBe(
      400,
    );
  });

  it('records each Excel export of the work list and the drill-down, with the residents listed', async () => {
    const exports = () =>
      env.server.db
        .prepare<
          [],
          { user_account: string; resource: string; record_ids: string; detail: string }
        >(
          "SELECT user_account, resource, record_ids, detail FROM audit_events WHERE action = 'export' ORDER BY event_id",
        )
        .all();
    const before = exports().length;
    const list = await get(`/api/followUpWorklist?hospitalId=${FX}&view=all&PageSize=500`);
    const worklist = await env.server.app.inject({
      url: `/api/followUpWorklist/excel?hospitalId=${FX}&view=all`,
      headers: env.headers.qyadmin,
    });
    expect(worklist.statusCode).toBe(200);
    const details = await env.server.app.inject({
      url: `/api/chronicIndicators/details/excel?hospId=${FX}&columnName=htnControlled&year=2026`,
      headers: env.headers.qyadmin,
    });
    expect(details.statusCode).toBe(200);
    const added = exports().slice(before);
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({ user_account: 'qyadmin', resource: 'followUpWorklist' });
    expect(added[0]!.record_ids.split(',').sort()).toEqual(
      list.body.Response.items.map((item) => item.personNum).sort(),
    );
    expect(added[0]!.detail).toContain('view=all');
    expect(added[1]).toMatchObject({
      user_account: 'qyadmin',
      resource: 'chronicIndicatorDetails',
      record_ids: 'FXP1,FXP7',
    });
    expect(added[1]!.detail).toContain('columnName=htnControlled');
    // A refused export (no button) hands nothing out and is not recorded.
    expect((await get('/api/followUpWorklist/excel?view=overdue', 'cunyi01')).status).toBe(403);
    expect(exports()).toHaveLength(before + 2);
  }, 30_000);

  it('gives each demo doctor patients due today, overdue and two-week pending', async () => {
    for (const account of ['xzys01', 'cunyi01'] as const) {
      const { body } = await get('/api/followUpWorklist?view=all&PageSize=500', account);
      const counts = body.Response.counts;
      expect(counts.dueToday).toBeGreaterThan(0);
      expect(counts.overdue).toBeGreaterThan(0);
      expect(body.Response.items.some((item) => item.twoWeek && item.state !== 'overdue')).toBe(
        true,
      );
    }
  });

  it('summarises each disease per institution below a manager, and names the referral target', async () => {
    const reply = await env.server.app.inject({
      url: '/api/followUpWorklist/summary',
      headers: env.headers.qyadmin,
    });
    expect(reply.statusCode).toBe(200);
    const summary = reply.json<{ Response: WorklistSummaryReply }>().Response;
    expect(summary.today).toBe('2026-11-25');
    const htn = summary.diseases.find((entry) => entry.disease === 'hypertension')!;
    const fixture = htn.byHospital.find((entry) => entry.hospitalId === FX);
    expect(fixture?.counts).toEqual(FX_HYPERTENSION_COUNTS);
    // The institutions' counts add up to the manager's own.
    for (const key of ['managed', 'overdue', 'dueToday', 'faceToFaceThisYear'] as const) {
      expect(htn.byHospital.reduce((sum, entry) => sum + entry.counts[key], 0)).toBe(
        htn.counts[key],
      );
    }
    // The bureau has nobody above it; a village clinic refers to its township centre, whose
    // own parent is the bureau (not a place to refer a patient to).
    expect(summary.referralTarget).toBeNull();
    const targetOf = async (account: DemoAccount) =>
      (
        await env.server.app.inject({
          url: '/api/followUpWorklist/summary',
          headers: env.headers[account],
        })
      ).json<{ Response: WorklistSummaryReply }>().Response.referralTarget;
    expect(await targetOf('cunyi01')).toEqual({
      hospitalId: '340881100001',
      hospitalName: '孔城镇卫生院',
    });
    expect(await targetOf('xzys01')).toBeNull();
    // A village doctor's summary has no institutions below.
    const village = (
      await env.server.app.inject({
        url: '/api/followUpWorklist/summary',
        headers: env.headers.cunyi01,
      })
    ).json<{ Response: WorklistSummaryReply }>().Response;
    expect(village.diseases.every((entry) => entry.byHospital.length === 0)).toBe(true);
    expect((await env.server.app.inject({ url: '/api/followUpWorklist/summary' })).statusCode).toBe(
      401,
    );
  });

  it.each([
    ['residents', ['FXP1', 'FXP2', 'FXP3', 'FXP4', 'FXP5', 'FXP6', 'FXP7']],
    ['elderly', ['FXP1', 'FXP3', 'FXP5']],
    ['htnManaged', ['FXP1', 'FXP2', 'FXP3', 'FXP7']],
    ['dmManaged', ['FXP5']],
    ['filed', ['FXP1', 'FXP2', 'FXP3', 'FXP4', 'FXP5', 'FXP7']],
  ])('drills down to the denominator %s too', async (column, expected) => {
    const { body } = await get(
      `/api/chronicIndicators/details?hospId=${FX}&columnName=${column}&year=2026&PageSize=50`,
    );
    expect(body.Response.items.map((item) => item.personNum).sort()).toEqual(expected);
  });

  it('exports the drill-down, masked, and checks the export button', async () => {
    const url = `/api/chronicIndicators/details/excel?hospId=${FX}&columnName=htnControlled&year=2026`;
    const reply = await env.server.app.inject({ url, headers: env.headers.qyadmin });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    const workbook = new Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((row) => row.includes('个人编号'));
    expect(header).toBeGreaterThanOrEqual(0);
    expect(rows.slice(header + 1).map((row) => [row[0], row[1]])).toEqual([
      ['FXP1', '测***1'],
      ['FXP7', '测***7'],
    ]);
    // 村医组 has no report page at all; the township doctor has no export of other hospitals.
    expect((await env.server.app.inject({ url, headers: env.headers.cunyi01 })).statusCode).toBe(
      403,
    );
    expect((await env.server.app.inject({ url, headers: env.headers.xzys01 })).statusCode).toBe(
      403,
    );
  });

  it('the -td view (scope=own) lists an institution’s own residents, not its subtree’s', async () => {
    const child = 'FX0000000002';
    env.server.db
      .prepare(
        `INSERT INTO hospitals (hosp_id, parent_id, region_code, hosp_name, hosp_class, sort_no)
         VALUES (?, ?, '340881', '测试下属卫生室', 3, 1)`,
      )
      .run(child, FX);
    createSeedWriter(env.server.db).add('persons', {
      id: 'FXP8',
      hospitalId: child,
      createdBy: '测试医生',
      createdAt: '2026-01-01 09:00:00',
      data: { name: '测试居民8', birthDate: '1940-01-01', status: '1', fileNum: 'FX8' },
    });
    const people = async (query: string) =>
      (
        await get(
          `/api/chronicIndicators/details?hospId=${FX}&columnName=elderly&year=2026&PageSize=50${query}`,
        )
      ).body.Response.items.map((item) => item.personNum);
    expect((await people('')).sort()).toEqual(['FXP1', 'FXP3', 'FXP5', 'FXP8']);
    expect((await people('&scope=own')).sort()).toEqual(['FXP1', 'FXP3', 'FXP5']);
    const { body } = await get(`/api/chronicIndicators?hospitalId=${FX}&year=2026`);
    const row = body.Response.rows[0] as unknown as {
      counts: IndicatorCounts;
      ownCounts: IndicatorCounts;
    };
    expect([row.counts.elderly, row.ownCounts.elderly]).toEqual([4, 3]);
  });

  it('filters the work list by doctor, counts included, and lists every doctor of the scope', async () => {
    helpers!.person(9, '1975-04-04');
    helpers!.card('hypertensionCard', 9, '2019-01-01');
    helpers!.visits(
      'hypertensionFollowUp',
      9,
      [{ date: '2026-05-01', method: '1', sbp: 150, dbp: 92, classification: '2' }],
      '另一医生',
    );
    const url = `/api/followUpWorklist?hospitalId=${FX}&view=all&PageSize=50`;
    const everyone = (await get(url)).body.Response;
    expect(everyone.items.map((item) => item.personNum).sort()).toEqual([
      'FXP1',
      'FXP2',
      'FXP3',
      'FXP7',
      'FXP9',
    ]);
    const other = (await get(`${url}&doctor=${encodeURIComponent('另一医生')}`)).body.Response;
    expect(other.items.map((item) => [item.personNum, item.doctor])).toEqual([
      ['FXP9', '另一医生'],
    ]);
    expect(other.counts).toMatchObject({ managed: 1, overdue: 1, dueToday: 0 });
    expect((other as unknown as { doctors: string[] }).doctors).toEqual(['测试医生', '另一医生']);
    const own = (await get(`${url}&doctor=${encodeURIComponent('测试医生')}`)).body.Response;
    expect(own.items.map((item) => item.personNum).sort()).toEqual([
      'FXP1',
      'FXP2',
      'FXP3',
      'FXP7',
    ]);
    expect(own.counts.managed).toBe(4);
    expect((await get(`${url}&doctor=${encodeURIComponent('无此医生')}`)).body.Response.total).toBe(
      0,
    );
  });

  it('applies a deployment’s FOLLOW_UP_RULES to the work list and the indicators', async () => {
    const custom = await startTestServer({
      followUpRules: { bloodPressure: { elderlyTargetSbp: 140 }, due: { graceDays: 12 } },
    });
    try {
      seq = 0;
      fixture(custom.db);
      const auth = authorized(await signInAs(custom.app, 'qyadmin'));
      const read = async (url: string) =>
        (await custom.app.inject({ url, headers: auth })).json<{ Response: Reply }>().Response;
      // Twelve days of grace: FXP3, ten days past its date, is not overdue yet.
      const overdue = await read(`/api/followUpWorklist?hospitalId=${FX}&view=overdue`);
      expect(overdue.items.map((item) => [item.personNum, item.daysOverdue])).toEqual([
        ['FXP2', 151],
      ]);
      expect(overdue.counts.overdue).toBe(1);
      // 65+ below 140: FXP1 (76, last visit 145/85) is no longer controlled.
      const indicators = await read(`/api/chronicIndicators?hospitalId=${FX}&year=2026`);
      expect(indicators.rows[0]!.counts.htnControlled).toBe(1);
      expect(indicators.rows[0]!.values.htnControlRate?.rate).toBe(25);
    } finally {
      await custom.close();
    }
  }, 60_000);
});
