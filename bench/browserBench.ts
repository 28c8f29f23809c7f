import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startTestServer } from '../test/utils/startTestServer';

/**
 * The median of several runs with their range. With an even count the lower middle is taken:
 * the figure reported is one that a run actually gave.
 */
export const medianRange = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
    min: sorted[0] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
};

/** `12.3 ms (10.1–15.2)`: a median with its range, for the summary lines. */
export const range = (figure: { median: number; min: number; max: number }, unit: string) =>
  `${figure.median}${unit} (${figure.min}–${figure.max})`;

/**
 * `npx tsx bench/<name>.ts` for the browser benches: one bench alone on a fresh test server
 * (the client build must be current: `npx tsx scripts/build.ts --if-stale`), its JSON written
 * to bench/results with the machine's load, and its one-line summary printed.
 */
export const runAlone = async <T>(
  name: string,
  measure: (baseUrl: string) => Promise<T>,
  summaryLine: (result: T) => string,
): Promise<void> => {
  const server = await startTestServer({});
  try {
    const loadBefore = os.loadavg();
    const result = await measure(server.url);
    const summary = summaryLine(result);
    const dir = path.join(__dirname, 'results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}-${Date.now()}.json`);
    const body = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
      summary,
      result,
    };
    fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
    console.log(summary);
    console.log(`written to ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await server.close();
  }
};
