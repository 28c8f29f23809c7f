import { authorized, signInAs } from '../test/integration/server/helpers';
import { type TestServer } from '../test/utils/startTestServer';

/**
 * The residents' search box (issue 13, item 4: under 300 ms on the seeded data) through the real
 * route (token, scope, SQL, JSON), one input of each kind, for the regional administrator (every
 * resident in scope) and a village doctor. Median and worst of a few warm runs each.
 */
const RUNS = 15;

/** Issue 13's budget per search (ms), reported against, not asserted. */
export const RESIDENT_SEARCH_BUDGET_MS = 300;

interface Sample {
  id: string;
  id_card_no: string;
  phone: string;
  file_num: string;
  name: string;
}

const keywordsOf = (server: TestServer): Record<string, string> => {
  const person = server.db
    .prepare<[], Sample>(
      `SELECT id, id_card_no, phone, file_num, name FROM resource_records
       WHERE family = 'persons' AND phone IS NOT NULL AND file_num IS NOT NULL ORDER BY id LIMIT 1`,
    )
    .get();
  if (!person) throw new Error('no seeded resident with a phone');
  return {
    idCard: person.id_card_no,
    idTail6: person.id_card_no.slice(-6),
    phoneTail4: person.phone.slice(-4),
    phone: person.phone,
    fileNum: person.file_num,
    personNum: person.id,
    nameFragment: person.name.slice(0, 1),
  };
};

const timeOf = async (server: TestServer, url: string, headers: Record<string, string>) => {
  const started = performance.now();
  const reply = await server.app.inject({ url, headers });
  const ms = performance.now() - started;
  if (reply.statusCode !== 200) throw new Error(`${url}: HTTP ${reply.statusCode}`);
  return ms;
};

export const measureResidentSearch = async (server: TestServer) => {
  const keywords = keywordsOf(server);
  const result: Record<string, Record<string, { medianMs: number; maxMs: number }>> = {};
  for (const account of ['qyadmin', 'cunyi01'] as const) {
    const headers = authorized(await signInAs(server.app, account));
    result[account] = {};
    for (const [kind, keyword] of Object.entries(keywords)) {
      const url = `/api/persons?keyword=${encodeURIComponent(keyword)}&PageNumber=1&PageSize=20`;
      await timeOf(server, url, headers); // warm the statement cache
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await timeOf(server, url, headers));
      times.sort((a, b) => a - b);
      result[account][kind] = {
        medianMs: Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10,
        maxMs: Math.round((times[RUNS - 1] ?? 0) * 10) / 10,
      };
    }
  }
  return result;
};

type SearchTimes = Awaited<ReturnType<typeof measureResidentSearch>>;

/** One line: the slowest median and the slowest run of every input kind and account. */
export const residentSearchSummaryLine = (times: SearchTimes): string => {
  const rows = Object.entries(times).flatMap(([account, kinds]) =>
    Object.entries(kinds).map(([kind, time]) => ({ account, kind, ...time })),
  );
  const worstMedian = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  const worstMax = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  const within = rows.every((row) => row.maxMs < RESIDENT_SEARCH_BUDGET_MS);
  return (
    `residentSearch: ${rows.length} kind×account, slowest median ${worstMedian.medianMs} ms ` +
    `(${worstMedian.kind}/${worstMedian.account}), slowest run ${worstMax.maxMs} ms ` +
    `(${worstMax.kind}/${worstMax.account}); budget ${RESIDENT_SEARCH_BUDGET_MS} ms ${within ? 'met' : 'EXCEEDED'}`
  );
};

// `npx tsx bench/residentSearch.ts`: these searches alone, on a freshly seeded database.
if (process.argv[1] && /residentSearch\.ts$/.test(process.argv[1])) {
  void (async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { startTestServer } = await import('../test/utils/startTestServer');
    const server = await startTestServer({});
    try {
      const times = await measureResidentSearch(server);
      const dir = path.join(__dirname, 'results');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `residentSearch-${Date.now()}.json`);
      const line = residentSearchSummaryLine(times);
      const body = {
        at: new Date().toISOString(),
        budgetMs: RESIDENT_SEARCH_BUDGET_MS,
        summary: line,
        times,
      };
      fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
      console.log(line);
      console.log(`written to ${path.relative(process.cwd(), file)}`);
    } finally {
      await server.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
