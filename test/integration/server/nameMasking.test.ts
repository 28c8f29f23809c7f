import { maskName } from '../../../src/domain/identity';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, type DemoAccount, signInAs } from './helpers';
import { replyText } from './identifierWalk';

/**
 * NAME_MASKING (kernel NameMasking, README 姓名脱敏): residents' names whole for the user's own
 * institutions by default, masked in every reply, workbook and paper with `always`; staff names
 * and the regional administrator's view (查看完整信息) whole either way.
 */
interface PersonRow {
  personNum: string;
  name: string;
  responsibleDoctor?: string;
}

const listPersons = async (server: TestServer, account: DemoAccount) => {
  const headers = authorized(await signInAs(server.app, account));
  const reply = await server.app.inject({
    method: 'GET',
    url: '/api/persons?PageNumber=1&PageSize=20',
    headers,
  });
  expect(reply.statusCode).toBe(200);
  const items = reply.json<{ Response: { items: PersonRow[] } }>().Response.items;
  expect(items.length).toBeGreaterThan(5);
  return { headers, items };
};

const storedName = (server: TestServer, personNum: string): string =>
  (
    server.db
      .prepare<[string], { name: string }>(
        "SELECT json_extract(data, '$.name') AS name FROM resource_records WHERE family = 'persons' AND id = ?",
      )
      .get(personNum) ?? { name: '' }
  ).name;

describe('residents’ names by the deployment’s NAME_MASKING', () => {
  describe('the default (outsideScope)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    }, 60_000);
    afterAll(() => server.close());

    it('gives the village doctor his own residents’ names whole', async () => {
      const { items } = await listPersons(server, 'cunyi01');
      for (const item of items) expect(item.name).toBe(storedName(server, item.personNum));
    });
  });

  describe('always', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ nameMasking: 'always' });
    }, 60_000);
    afterAll(() => server.close());

    it('masks every resident’s name in lists and records for a user without 查看完整信息', async () => {
      const { headers, items } = await listPersons(server, 'cunyi01');
      for (const item of items) {
        expect(item.name).toBe(maskName(storedName(server, item.personNum)));
        expect(item.name).toContain('*');
      }
      const first = items[0]!;
      const record = await server.app.inject({
        method: 'GET',
        url: `/api/persons/${first.personNum}`,
        headers,
      });
      expect(record.json()).toMatchObject({ Response: { name: first.name } });
    });

    it('masks them in the township’s workbook too, and leaves staff names whole', async () => {
      const { headers, items } = await listPersons(server, 'xzys01');
      const reply = await server.app.inject({
        method: 'GET',
        url: '/api/persons/personExcel',
        headers,
      });
      expect(reply.statusCode).toBe(200);
      const text = await replyText(String(reply.headers['content-type']), reply.rawPayload);
      const whole = items.map((item) => storedName(server, item.personNum));
      for (const name of whole) expect(text).not.toContain(`"${name}"`);
      expect(text).toContain(`"${maskName(whole[0])}"`);
      // 责任医生 is staff: the doctor's name stays readable beside the masked resident.
      const doctor = items.find((item) => item.responsibleDoctor)?.responsibleDoctor;
      expect(doctor).toBeTruthy();
      expect(doctor).not.toContain('*');
      expect(text).toContain(`"${doctor}"`);
    });

    it('gives the regional administrator (查看完整信息) names whole', async () => {
      const { items } = await listPersons(server, 'qyadmin');
      for (const item of items) expect(item.name).toBe(storedName(server, item.personNum));
    });
  });
});
