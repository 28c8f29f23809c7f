import { authorized, signInAs } from '../test/integration/server/helpers';
import { type TestServer } from '../test/utils/startTestServer';

/**
 * Work-list and indicator query times on the seeded database (issue 12's budget: under 200 ms),
 * through the real routes (token, scope, SQL, rules, JSON), for a village doctor, a township
 * doctor and the regional administrator. Median and worst of a few warm runs each.
 */
const RUNS = 15;

const URLS = {
  worklistOverdue: '/api/followUpWorklist?view=overdue&disease=hypertension',
  worklistDiabetes: '/api/followUpWorklist?view=all&disease=diabetes',
  homeSummary: '/api/followUpWorklist/summary',
  indicators: '/api/chronicIndicators',
  indicatorDetails: '/api/chronicIndicators/details?columnName=htnControlled',
} as const;

const timeOf = async (server: TestServer, url: string, headers: Record<string, string>) => {
  const started = performance.now();
  const reply = await server.app.inject({ url, headers });
  const ms = performance.now() - started;
  if (reply.statusCode !== 200) throw new Error(`${url}: HTTP ${reply.statusCode}`);
  return ms;
};

export const measureChronicQueries = async (server: TestServer) => {
  const result: Record<string, Record<string, { medianMs: number; maxMs: number }>> = {};
  for (const account of ['cunyi01', 'xzys01', 'qyadmin'] as const) {
    const session = await signInAs(server.app, account);
    const headers = authorized(session);
    result[account] = {};
    for (const [name, base] of Object.entries(URLS)) {
      const url = name === 'indicatorDetails' ? `${base}&hospId=${session.HospitalID}` : base;
      await timeOf(server, url, headers); // warm the statement cache
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await timeOf(server, url, headers));
      times.sort((a, b) => a - b);
      result[account][name] = {
        medianMs: Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10,
        maxMs: Math.round((times[RUNS - 1] ?? 0) * 10) / 10,
      };
    }
  }
  return result;
};

type ChronicTimes = Awaited<ReturnType<typeof measureChronicQueries>>;

/** Issue 12's budget per route (ms), reported against, not asserted. */
export const CHRONIC_BUDGET_MS = 200;

/** One line: the slowest median and the slowest run of every route and account. */
export const chronicSummaryLine = (times: ChronicTimes): string => {
  const rows = Object.entries(times).flatMap(([account, routes]) =>
    Object.entries(routes).map(([route, time]) => ({ account, route, ...time })),
  );
  const worstMedian = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  const worstMax = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  const within = rows.every((row) => row.medianMs < CHRONIC_BUDGET_MS);
  return (
    `chronicQueries: ${rows.length} route×account, slowest median ${worstMedian.medianMs} ms ` +
    `(${worstMedian.route}/${worstMedian.account}), slowest run ${worstMax.maxMs} ms ` +
    `(${worstMax.route}/${worstMax.account}); budget ${CHRONIC_BUDGET_MS} ms ${within ? 'met' : 'EXCEEDED'}`
  );
};

// `npx tsx bench/chronicQueries.ts`: these routes alone, on a freshly seeded database.
if (process.argv[1] && /chronicQueries\.ts$/.test(process.argv[1])) {
  void (async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { startTestServer } = await import('../test/utils/startTestServer');
    const server = await startTestServer({});
    try {
      const times = await measureChronicQueries(server);
      const dir = path.join(__dirname, 'results');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `chronicQueries-${Date.now()}.json`);
      const line = chronicSummaryLine(times);
      const body = {
        at: new Date().toISOString(),
        budgetMs: CHRONIC_BUDGET_MS,
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
