import fs from 'node:fs';
import path from 'node:path';

import { checkReproducible, reproducibleSummaryLine } from '../scripts/checkReproducible';
import { buildClient, ROOT } from '../scripts/clientBuild';
import { startTestServer } from '../test/utils/startTestServer';
import { assistantStreamSummaryLine, measureAssistantStream } from './assistantStream';
import { chronicSummaryLine, measureChronicQueries } from './chronicQueries';
import { dataEntrySummaryLine, measureDataEntry } from './dataEntry';
import { cardReaderConfig, startCardReader } from './dataEntryCard';
import { measureExcelExports } from './excelExport';
import { loginRouteSummaryLine, measureLoginRoute } from './loginRoute';
import { measureReplay } from './replay';
import { measureResidentSearch, residentSearchSummaryLine } from './residentSearch';
import { measureTabs, tabsSummaryLine } from './tabs';

// npm run bench: production build, then numbers only (no thresholds) written to bench/results.
const main = async (): Promise<void> => {
  // Two more builds in temp folders, compared file by file; before the server, so they do not
  // load the machine during the measurements.
  const reproducibleBuild = checkReproducible();
  buildClient();
  // The device simulators: the data-entry bench reads ID cards into new archives.
  const cardReader = await startCardReader();
  const server = await startTestServer(cardReaderConfig(cardReader));
  try {
    const results: Record<string, unknown> = {
      at: new Date().toISOString(),
      machine: {
        cpus: (await import('node:os')).cpus().length,
        node: process.version,
        // Other work on the machine skews the browser figures; the load says how much.
        loadAverage: (await import('node:os')).loadavg(),
      },
      loginRoute: await measureLoginRoute(server.url),
      tabs: await measureTabs(server.url),
      assistantStream: await measureAssistantStream(server.url),
      chronicQueries: await measureChronicQueries(server),
      excelExports: await measureExcelExports(server),
      residentSearch: await measureResidentSearch(server),
      // Last of the server benches: it saves records (each entry checked in the database).
      dataEntry: await measureDataEntry(server, undefined, cardReader),
      replay: measureReplay(),
      reproducibleBuild,
    };
    const dir = path.join(ROOT, 'bench/results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `bench-${Date.now()}.json`);
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    console.log(tabsSummaryLine(results.tabs as Awaited<ReturnType<typeof measureTabs>>));
    console.log(
      assistantStreamSummaryLine(
        results.assistantStream as Awaited<ReturnType<typeof measureAssistantStream>>,
      ),
    );
    console.log(
      dataEntrySummaryLine(results.dataEntry as Awaited<ReturnType<typeof measureDataEntry>>),
    );
    console.log(
      loginRouteSummaryLine(results.loginRoute as Awaited<ReturnType<typeof measureLoginRoute>>),
    );
    console.log(
      chronicSummaryLine(
        results.chronicQueries as Awaited<ReturnType<typeof measureChronicQueries>>,
      ),
    );
    console.log(
      residentSearchSummaryLine(
        results.residentSearch as Awaited<ReturnType<typeof measureResidentSearch>>,
      ),
    );
    console.log(reproducibleSummaryLine(reproducibleBuild));
    console.log(`基准结果已写入 ${path.relative(ROOT, file)}`);
  } finally {
    await server.close();
    await cardReader.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
