import { STORAGE_FULL_MESSAGE } from '../../../server/shared/storageFaults';
import { type Envelope } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, signInAs } from './helpers';
import { personBody } from './resourcesFixtures';

/**
 * A full disk fails safely: writes answer 507 数据库空间不足，数据未保存, reads and sign-in keep
 * working (the sessions' rows wait in memory), and everything works again once space returns. The
 * disk is filled with SQLite's own limit: max_page_count at the pages in use, no free page left.
 */
describe('a full disk', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server.close());

  const pragma = (name: string): number => server.db.pragma(name, { simple: true }) as number;

  const fillDisk = () => {
    server.db.exec('CREATE TABLE IF NOT EXISTS disk_filler (blob BLOB)');
    // Use up the free pages, then allow no page more.
    while (pragma('freelist_count') > 0) {
      server.db.prepare('INSERT INTO disk_filler VALUES (zeroblob(3000))').run();
    }
    server.db.pragma(`max_page_count = ${pragma('page_count')}`);
    // And the sessions' pages to their last byte, so a sign-in's row cannot slip in.
    const admin = server.db
      .prepare<[], { user_id: number }>("SELECT user_id FROM users WHERE account = 'qyadmin'")
      .get()!.user_id;
    const filler = server.db.prepare(
      'INSERT INTO auth_sessions (session_id, user_id, created_at, revoked_at) VALUES (?, ?, 0, 0)',
    );
    for (let n = 0; ; n += 1) {
      try {
        filler.run(`filler-${n}`, admin);
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_FULL');
        break;
      }
    }
  };
  const freeDisk = () => {
    server.db.pragma('max_page_count = 1073741823');
  };
  const sessionRows = (account: string): number =>
    server.db
      .prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM auth_sessions s JOIN users u ON u.user_id = s.user_id
         WHERE u.account = ?`,
      )
      .get(account)!.n;

  /** A resident whose file fills more than a page: it needs a new page whatever space is left. */
  const largeResident = () =>
    personBody({
      address: '桐城市孔城镇桐梓村'.padEnd(200, '组'),
      householdAddress: '桐城市孔城镇'.padEnd(200, '号'),
      workUnit: '桐城市'.padEnd(100, '厂'),
      pastHistory: '高血压'.padEnd(500, '史'),
      familyHistory: '糖尿病'.padEnd(500, '史'),
    });

  it('refuses writes clearly, keeps reads and sign-in, and recovers by itself', async () => {
    const before = await signInAs(server.app, 'xzys01');
    fillDisk();
    try {
      const write = await server.app.inject({
        method: 'POST',
        url: '/api/persons',
        headers: authorized(before),
        payload: largeResident(),
      });
      expect(write.statusCode).toBe(507);
      expect(write.json<Envelope>()).toEqual({
        StatusCode: 507,
        Message: STORAGE_FULL_MESSAGE,
        Success: false,
        Response: null,
      });

      const list = await server.app.inject({
        url: '/api/persons?PageSize=5',
        headers: authorized(before),
      });
      expect(list.statusCode).toBe(200);

      // A new sign-in works: its session waits in memory for the disk.
      const rowsBefore = sessionRows('cunyi01');
      const during = await signInAs(server.app, 'cunyi01');
      const read = await server.app.inject({
        url: '/api/persons?PageSize=5',
        headers: authorized(during),
      });
      expect(read.statusCode).toBe(200);
      expect(sessionRows('cunyi01')).toBe(rowsBefore);

      freeDisk();
      // The kept rows go in on the next retry (one second after the fault).
      const deadline = Date.now() + 10_000;
      while (sessionRows('cunyi01') === rowsBefore && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(sessionRows('cunyi01')).toBe(rowsBefore + 1);
      const again = await server.app.inject({
        method: 'POST',
        url: '/api/persons',
        headers: authorized(before),
        payload: personBody(),
      });
      expect(again.statusCode).toBe(201);
    } finally {
      freeDisk();
    }
  });
});
