import { Workbook } from 'exceljs';

import { workbookWorkerStats } from '../../../server/resources/excel/excelExport';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { signInAs } from './helpers';
import { type Client, clientFor } from './resourcesFixtures';

/**
 * Issue 11: workbooks are built in worker threads, not on the event loop. The timing (ten exports
 * at once leave /version.json under 100 ms) is measured by `npm run bench` (bench/excelExport.ts).
 */
describe('Excel export off the event loop', () => {
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    server = await startTestServer();
    admin = clientFor(server.app, await signInAs(server.app, 'qyadmin'));
  }, 30_000);

  afterAll(() => server.close());

  it('builds each export in a worker thread, and several at once all arrive whole', async () => {
    const before = workbookWorkerStats.started;
    const replies = await Promise.all(
      ['/api/sysUsers/userExcel', '/api/hospitals/excel', '/api/sysUsers/userExcel'].map((url) =>
        admin.raw(url),
      ),
    );
    expect(workbookWorkerStats.started - before).toBe(3);
    expect(workbookWorkerStats.finished).toBe(workbookWorkerStats.started);
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      const workbook = new Workbook();
      await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBeGreaterThan(1);
      expect(sheet.getRow(1).font?.bold).toBe(true);
    }
  });
});
