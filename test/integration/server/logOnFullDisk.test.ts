import fs from 'node:fs';

import { createLogDestination } from '../../../server/http/logDestination';

/**
 * Logging never blocks the event loop or kills the server: the log output is written
 * asynchronously, and a full disk (/dev/full answers every write with ENOSPC) is reported once
 * and survived, the lines kept in a bounded buffer for when space returns.
 */
describe('the log output on a full disk', () => {
  it('reports ENOSPC once, throws nothing and keeps the event loop free', async () => {
    const fd = fs.openSync('/dev/full', 'w');
    const errors: Error[] = [];
    const destination = createLogDestination(fd, (error) => errors.push(error));
    const started = Date.now();
    for (let n = 0; n < 2000; n += 1) {
      expect(() =>
        destination.write(`${JSON.stringify({ n, msg: '日志'.repeat(50) })}\n`),
      ).not.toThrow();
    }
    // The writes returned at once: nothing waited for the disk.
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    destination.write('{"msg":"after the fault"}\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual(['ENOSPC']);
    fs.closeSync(fd);
  });
});
