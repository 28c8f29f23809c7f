import { printSamples } from '../../utils/printSamples';
import { type Row } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

interface PrintBody {
  route: string;
  title: string;
  person: Row | null;
  records: Row[];
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** GET /api/print/{name}: scoped reads of what a print page shows, each one audited. */
describe('print endpoint', () => {
  const users = useServerWithUsers({ township: 'xzys01', village: 'cunyi01' });

  const printEvents = () =>
    users.server.db
      .prepare<
        [],
        { resource: string; record_ids: string; person_num: string | null; user_account: string }
      >(
        "SELECT resource, record_ids, person_num, user_account FROM audit_events WHERE action = 'print' ORDER BY event_id",
      )
      .all();

  it('serves a seeded record for every print route, and audits each print', async () => {
    const samples = printSamples(users.server.db);
    for (const sample of samples) {
      const reply = await users.township.get<PrintBody>(
        `/api/print/${sample.route.name}?${query(sample.params)}`,
      );
      expect({ route: sample.route.name, status: reply.status }).toEqual({
        route: sample.route.name,
        status: 200,
      });
      const body = reply.body.Response!;
      expect(body.title).toBe(sample.route.title);
      expect(body.records.length).toBeGreaterThan(0);
      const shown = JSON.stringify([body.person, body.records]);
      expect(shown).toContain(sample.keyText);
    }
    const events = printEvents();
    expect(events.map((event) => event.resource)).toEqual(samples.map((s) => s.route.name));
    expect(events.every((event) => event.user_account === 'xzys01')).toBe(true);
  });

  it('prints a follow-up visit with the visits before it, oldest first, four at most', async () => {
    const chosen = users.server.db
      .prepare<[], { id: string; person_num: string }>(
        `SELECT id, person_num FROM resource_records r WHERE family = 'hypertensionFollowUp'
           AND hospital_id LIKE '340881100%'
           AND (SELECT COUNT(*) FROM resource_records o WHERE o.family = r.family
                AND o.person_num = r.person_num) >= 6
         ORDER BY record_date DESC LIMIT 1`,
      )
      .get()!;
    const reply = await users.township.get<PrintBody>(
      `/api/print/hypertensionFollowPrint?personNum=${chosen.person_num}&highbloodID=${chosen.id}`,
    );
    const visits = reply.body.Response!.records;
    expect(visits).toHaveLength(4);
    expect(String(visits.at(-1)?.ID)).toBe(chosen.id);
    const days = visits.map((visit) => String(visit.visitDate));
    expect([...days].sort()).toEqual(days);
    expect(reply.body.Response!.person?.personNum).toBe(chosen.person_num);
  });

  it('prints the selected visits of one patient, and refuses visits of two patients', async () => {
    const rows = users.server.db
      .prepare<[], { id: string; person_num: string }>(
        `SELECT id, person_num FROM resource_records WHERE family = 'hypertensionFollowUp'
         AND hospital_id LIKE '340881100%' ORDER BY person_num, record_date`,
      )
      .all();
    const first = rows[0]!;
    const same = rows.filter((row) => row.person_num === first.person_num).slice(0, 2);
    const other = rows.find((row) => row.person_num !== first.person_num)!;
    const ok = await users.township.get<PrintBody>(
      `/api/print/hypertensionFollowPrint?ids=${same.map((row) => row.id).join(',')}`,
    );
    expect(ok.body.Response!.records.map((record) => String(record.ID))).toEqual(
      same.map((row) => row.id),
    );
    const mixed = await users.township.get(
      `/api/print/hypertensionFollowPrint?ids=${first.id},${other.id}`,
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.Message).toBe('一次只能打印同一位居民的随访记录');
  });

  it('answers a clear message for a missing id, an unknown record and another hospital', async () => {
    const missing = await users.township.get('/api/print/printTwoWayReferral');
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('缺少记录编号');
    const unknown = await users.township.get('/api/print/printCover?personNum=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.Message).toBe('记录不存在');
    const elsewhere = users.server.db
      .prepare<[], { id: string }>(
        `SELECT id FROM resource_records WHERE family = 'persons'
         AND hospital_id NOT LIKE '340881100%' LIMIT 1`,
      )
      .get()!;
    const refused = await users.township.get(`/api/print/printCover?personNum=${elsewhere.id}`);
    expect(refused.status).toBe(403);
    const route = await users.township.get('/api/print/noSuchPrint?id=1');
    expect(route.status).toBe(404);
    expect(route.body.Message).toBe('打印页面不存在');
  });

  it('refuses a repeated parameter on every print route with a 400 naming it, never a 500', async () => {
    for (const sample of printSamples(users.server.db)) {
      const [key, value] = Object.entries(sample.params)[0]!;
      const reply = await users.township.get(
        `/api/print/${sample.route.name}?${query(sample.params)}&${key}=${encodeURIComponent(value)}x`,
      );
      expect({
        route: sample.route.name,
        status: reply.status,
        message: reply.body.Message,
      }).toEqual({
        route: sample.route.name,
        status: 400,
        message: `请求参数错误：参数 ${key} 只能出现一次`,
      });
    }
  });

  it('refuses without a token, and audits no refused print', async () => {
    const before = printEvents().length;
    const reply = await users.anonymous.get('/api/print/printCover?personNum=x');
    expect(reply.status).toBe(401);
    const elsewhere = users.server.db
      .prepare<[], { id: string }>(
        `SELECT id FROM resource_records WHERE family = 'persons'
         AND hospital_id NOT LIKE '340881100%' LIMIT 1`,
      )
      .get()!;
    expect(
      (await users.township.get(`/api/print/printCover?personNum=${elsewhere.id}`)).status,
    ).toBe(403);
    expect(
      (await users.village.get(`/api/print/printCover?personNum=${elsewhere.id}`)).status,
    ).toBe(403);
    expect(printEvents()).toHaveLength(before);
  });
});
