import { maskName } from '../../../src/domain/identity';
import { type AuditEventItem } from '../../../src/services/contract/audit';
import { type PagedResponse } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { signInAs } from './helpers';
import { type Client, clientFor } from './resourcesFixtures';

/** 系统管理 → 操作日志: the regional administrator reads and exports the trail. */
describe('audit events', () => {
  let server: TestServer;
  let admin: Client;
  let township: Client;
  let personNum: string;

  const events = (client: Client, query = '') =>
    client.get<PagedResponse<AuditEventItem>>(`/api/auditEvents?${query}`);

  beforeAll(async () => {
    server = await startTestServer();
    admin = clientFor(server.app, await signInAs(server.app, 'qyadmin'));
    township = clientFor(server.app, await signInAs(server.app, 'xzys01'));
    personNum = server.db
      .prepare<[], { id: string }>(
        "SELECT id FROM resource_records WHERE family = 'persons' AND hospital_id LIKE '340881100%' LIMIT 1",
      )
      .get()!.id;
    await township.get(`/api/print/printCover?personNum=${personNum}`);
    const exported = await township.raw('/api/hypertensionFollowUp/excel?IDCardNo=3408&sbp=150');
    expect(exported.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => server.close());

  it('records an Excel export at the handler, without personal identifiers of the filter', async () => {
    const reply = await events(admin, 'action=export');
    const [event] = reply.body.Response!.items;
    expect(event).toMatchObject({
      userAccount: 'xzys01',
      action: 'export',
      resource: 'hypertensionFollowUp',
    });
    expect(event?.detail).toContain('IDCardNo=***');
    expect(event?.detail).toContain('sbp=150');
    expect(event?.clientAddress).not.toBe('');
  });

  it('filters by user, resident, action and date range', async () => {
    const byPerson = await events(admin, `personNum=${personNum}`);
    expect(byPerson.body.Response!.items.map((item) => item.resource)).toEqual(['printCover']);
    // The resident is named beside the number, masked (spec 5).
    const name = server.db
      .prepare<[string], { name: string }>(
        "SELECT name FROM resource_records WHERE family = 'persons' AND id = ?",
      )
      .get(personNum)!.name;
    expect(byPerson.body.Response!.items[0]!.personName).toBe(maskName(name));
    expect(byPerson.body.Response!.items[0]!.personName).not.toBe(name);
    // The township doctor signed in, printed and exported.
    expect((await events(admin, 'user=xzys')).body.Response!.total).toBe(3);
    expect((await events(admin, 'user=nobody')).body.Response!.total).toBe(0);
    expect((await events(admin, 'action=print')).body.Response!.total).toBe(1);
    const today = byPerson.body.Response!.items[0]!.occurredAt.slice(0, 10);
    // Both sign-ins, the print and the export.
    expect((await events(admin, `from=${today}&to=${today}`)).body.Response!.total).toBe(4);
    expect((await events(admin, 'to=2000-01-01')).body.Response!.total).toBe(0);
    const bad = await events(admin, 'from=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('日期格式应为YYYY-MM-DD');
  });

  it('is for the regional administrator only', async () => {
    const reply = await events(township);
    expect(reply.status).toBe(403);
    expect(reply.body.Message).toBe('仅区域管理员可以查看操作日志');
    expect((await township.raw('/api/auditEvents/excel')).statusCode).toBe(403);
  });

  it('exports the filtered trail as an .xlsx', async () => {
    const reply = await admin.raw('/api/auditEvents/excel?action=print');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(String(reply.headers['content-disposition'])).toContain('auditEvents_');
  });

  it('stores the ids of the exported records, and the resident when there is one', async () => {
    const visits = server.db
      .prepare<[], { id: string; person_num: string }>(
        `SELECT id, person_num FROM resource_records WHERE family = 'hypertensionFollowUp'
          AND hospital_id LIKE '340881100%' ORDER BY person_num LIMIT 1`,
      )
      .get()!;
    const ids = server.db
      .prepare<[string], { id: string }>(
        "SELECT id FROM resource_records WHERE family = 'hypertensionFollowUp' AND person_num = ?",
      )
      .all(visits.person_num)
      .map((row) => row.id);
    const reply = await township.raw(
      `/api/hypertensionFollowUp/excel?personNum=${visits.person_num}`,
    );
    expect(reply.statusCode).toBe(200);
    const [event] = (await events(admin, 'action=export')).body.Response!.items;
    expect(event?.recordIds.split(',').sort()).toEqual([...ids].sort());
    expect(event?.personNum).toBe(visits.person_num);
  });
});
