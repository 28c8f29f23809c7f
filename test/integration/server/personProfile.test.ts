import { managedHospitalIds } from '../../../server/auth/managedHospitals';
import { type PersonProfile } from '../../../src/services/contract';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { signInAs } from './helpers';
import { type Client, clientFor, type Row } from './resourcesFixtures';

describe('the resident profile (persons/homepage) and the archive view (persons/details)', () => {
  let server: TestServer;
  let api: Client;
  let patient: string;

  beforeAll(async () => {
    server = await startTestServer();
    api = clientFor(server.app, await signInAs(server.app, 'xzys01'));
    // A managed hypertensive resident of 65 or more with a health check, in xzys01's hospitals.
    const cards = (await api.list('/api/hypertensionCard?manageStatus=1&PageSize=500')).body
      .Response!.items;
    const withCheck = server.db
      .prepare<[string], { person_num: string }>(
        `SELECT DISTINCT c.person_num FROM resource_records c
          JOIN resource_records h ON h.person_num = c.person_num AND h.family = 'healthCheckTables'
          WHERE c.family = 'hypertensionCard' AND c.person_num IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(cards.map((card) => card.personNum)));
    patient = withCheck[0]!.person_num;
  }, 30_000);

  afterAll(() => server.close());

  it('assembles labels, signing, the timeline, trends and due services in one reply', async () => {
    const reply = await api.get<PersonProfile>(`/api/persons/homepage/${patient}`);
    expect(reply.status).toBe(200);
    const profile = reply.body.Response!;
    expect(profile.person.personNum).toBe(patient);
    expect(profile.labels).toEqual(expect.arrayContaining(['高血压', '65岁以上', '重点人群']));
    const families = new Set(profile.timeline.map((entry) => entry.family));
    expect([...families]).toEqual(
      expect.arrayContaining(['hypertensionCard', 'hypertensionFollowUp', 'healthCheckTables']),
    );
    const dates = profile.timeline.map((entry) => entry.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const followUp = profile.timeline.find((entry) => entry.family === 'hypertensionFollowUp')!;
    expect(followUp.summary).toMatch(/^血压 \d+\/\d+ mmHg/);
    // Oldest first for the chart, every point with both values.
    expect(profile.bloodPressure.length).toBeGreaterThan(1);
    const chartDates = profile.bloodPressure.map((point) => point.date);
    expect(chartDates).toEqual([...chartDates].sort());
    expect(profile.bloodPressure.every((p) => p.sbp! > p.dbp!)).toBe(true);
    expect(profile.latestCheck?.date).toBe(
      profile.timeline.find((entry) => entry.family === 'healthCheckTables')?.date,
    );
    expect(profile.medications[0]?.items.length).toBeGreaterThan(0);
    expect(Array.isArray(profile.due)).toBe(true);
    expect(profile.services).toEqual(
      expect.arrayContaining([expect.objectContaining({ family: 'hypertensionCard', count: 1 })]),
    );
  });

  it('refuses a resident outside the user hospitals and an unknown one', async () => {
    const user = server.db
      .prepare<[], { hospital_id: string }>(
        "SELECT manage_hosp_id AS hospital_id FROM users WHERE account = 'xzys01'",
      )
      .get()!;
    const managed = managedHospitalIds(server.db, user.hospital_id);
    const outside = server.db
      .prepare<[string], { id: string }>(
        `SELECT id FROM resource_records WHERE family = 'persons'
          AND hospital_id NOT IN (SELECT value FROM json_each(?)) LIMIT 1`,
      )
      .get(JSON.stringify(managed))!;
    expect((await api.get(`/api/persons/homepage/${outside.id}`)).status).toBe(403);
    expect((await api.get('/api/persons/homepage/000000000000000000')).status).toBe(404);
  });

  it('records each archive view as an access event: who, whose archive, when', async () => {
    const count = () =>
      server.db
        .prepare<[string], { n: number }>(
          "SELECT COUNT(*) AS n FROM audit_events WHERE person_num = ? AND action = 'view'",
        )
        .get(patient)!.n;
    const before = count();
    const details = await api.get<Row>(`/api/persons/details/${patient}`);
    expect(details.status).toBe(200);
    expect(details.body.Response?.personNum).toBe(patient);
    expect(count()).toBe(before + 1);
    const event = server.db
      .prepare<[string], Row>(
        `SELECT user_account, resource, record_ids, occurred_at FROM audit_events
          WHERE person_num = ? ORDER BY event_id DESC LIMIT 1`,
      )
      .get(patient)!;
    expect(event).toMatchObject({
      user_account: 'xzys01',
      resource: 'persons',
      record_ids: patient,
    });
    expect(String(event.occurred_at)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records opening the 健康画像 as a view of the archive', async () => {
    const views = () =>
      server.db
        .prepare<[string], Row>(
          `SELECT user_account, resource, record_ids, detail FROM audit_events
            WHERE person_num = ? AND action = 'view' ORDER BY event_id`,
        )
        .all(patient);
    const before = views().length;
    expect((await api.get(`/api/persons/homepage/${patient}`)).status).toBe(200);
    const after = views();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({
      user_account: 'xzys01',
      resource: 'persons',
      record_ids: patient,
      detail: '健康画像',
    });
  });

  it('saves the structured 既往史 of the personal information form', async () => {
    const current = (await api.get<Row>(`/api/persons/${patient}`)).body.Response!;
    const saved = await api.put<Row>(`/api/persons/${patient}`, {
      ...current,
      pastDisease1: '2',
      pastDisease1Date: '2015-03',
      pastDisease2: '4',
      pastDisease2Date: '2019-11',
      familyFather: ['2', '7'],
      kitchenExhaust: '2',
    });
    expect(saved.status).toBe(200);
    const again = (await api.get<Row>(`/api/persons/${patient}`)).body.Response!;
    expect(again).toMatchObject({
      pastDisease2: '4',
      pastDisease2Date: '2019-11',
      familyFather: ['2', '7'],
    });
  });
});
