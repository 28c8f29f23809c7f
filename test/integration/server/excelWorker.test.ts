import { Workbook } from 'exceljs';

import { workbookWorkerStats } from '../../../server/shared/excel/workbook';
import {} from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * DESIGN.md performance budget: workbooks are built in worker threads, not on the event loop. The
 * timing (ten exports at once leave /version.json under 100 ms) is measured by `npm run bench`
 * (bench/excelExport.ts).
 */
describe('Excel export off the event loop', () => {
  const env = useSignedInServer();

  it('builds each export in a worker thread, and several at once all arrive whole', async () => {
    const before = workbookWorkerStats.started;
    const replies = await Promise.all(
      ['/api/sysUsers/userExcel', '/api/hospitals/excel', '/api/sysUsers/userExcel'].map((url) =>
        env.api.raw(url),
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
