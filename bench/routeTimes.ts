import fs from 'node:fs';
import path from 'node:path';

import { authorized, type DemoAccount, signInAs } from '../test/integration/server/helpers';
import { startTestServer, type TestServer } from '../test/utils/startTestServer';

/**
 * Times of server routes through the real stack (token, scope, SQL, JSON) by `inject`, for the
 * benches that hold a route to a budget (chronic queries, resident search): median and worst of
 * a few warm runs per URL and account.
 */
const RUNS = 15;

export interface RouteTime {
  medianMs: number;
  maxMs: number;
}

/** Account → case → time. */
export type RouteTimes = Record<string, Record<string, RouteTime>>;

const timeOf = async (server: TestServer, url: string, headers: Record<string, string>) => {
  const started = performance.now();
  const reply = await server.app.inject({ url, headers });
  const ms = performance.now() - started;
  if (reply.statusCode !== 200) throw new Error(`${url}: HTTP ${reply.statusCode}`);
  return ms;
};

const tenth = (ms: number | undefined) => Math.round((ms ?? 0) * 10) / 10;

/** `urlsOf(hospitalId)` gives each case's URL for the signed-in account. */
export const measureRoutes = async (
  server: TestServer,
  accounts: readonly DemoAccount[],
  urlsOf: (hospitalId: string) => Record<string, string>,
): Promise<RouteTimes> => {
  const result: RouteTimes = {};
  for (const account of accounts) {
    const session = await signInAs(server.app, account);
    const headers = authorized(session);
    result[account] = {};
    for (const [name, url] of Object.entries(urlsOf(session.HospitalID))) {
      await timeOf(server, url, headers); // warm the statement cache
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await timeOf(server, url, headers));
      times.sort((a, b) => a - b);
      result[account][name] = {
        medianMs: tenth(times[Math.floor(RUNS / 2)]),
        maxMs: tenth(times[RUNS - 1]),
      };
    }
  }
  return result;
};

export interface Budget {
  /** The bench's name in the summary line and the results file. */
  name: string;
  ms: number;
  /** Which figure the budget holds: every median, or every single run. */
  holds: 'median' | 'max';
}

/** One line: the slowest median and the slowest run of every case and account. */
export const routeSummaryLine = (times: RouteTimes, budget: Budget): string => {
  const rows = Object.entries(times).flatMap(([account, cases]) =>
    Object.entries(cases).map(([name, time]) => ({ account, name, ...time })),
  );
  const worstMedian = rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  const worstMax = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  const within = rows.every(
    (row) => (budget.holds === 'median' ? row.medianMs : row.maxMs) < budget.ms,
  );
  return (
    `${budget.name}: ${rows.length} case×account, slowest median ${worstMedian.medianMs} ms ` +
    `(${worstMedian.name}/${worstMedian.account}), slowest run ${worstMax.maxMs} ms ` +
    `(${worstMax.name}/${worstMax.account}); budget ${budget.ms} ms ${within ? 'met' : 'EXCEEDED'}`
  );
};

/** `npx tsx bench/<name>.ts`: one bench alone on a freshly seeded database, written to results. */
export const runAlone = (
  budget: Budget,
  measure: (server: TestServer) => Promise<RouteTimes>,
): void => {
  void (async () => {
    const server = await startTestServer({});
    try {
      const times = await measure(server);
      const dir = path.join(__dirname, 'results');
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${budget.name}-${Date.now()}.json`);
      const summary = routeSummaryLine(times, budget);
      const body = { at: new Date().toISOString(), budgetMs: budget.ms, summary, times };
      fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
      console.log(summary);
      console.log(`written to ${path.relative(process.cwd(), file)}`);
    } finally {
      await server.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};
