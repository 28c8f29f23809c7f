import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import forge from 'node-forge';

import { prepareDatabase } from '../server/prepareDatabase';
import { DEMO_PASSWORDS, type DemoAccount } from '../test/utils/demoAccounts';

/**
 * Excel exports at a county's size, measured against a separate server process (its RSS read
 * from /proc): a small export's time, the RSS an export of 50,000 rows adds, the time to refuse
 * an export over the row cap, and another user's list request while ten exports run. Targets:
 * 25 rows ≤ 200 ms, 50,000 rows ≤ +100 MB RSS, list p99 ≤ 100 ms during ten exports.
 *
 * `npx tsx bench/excelScale.ts [--rows 50000] [--json out.json]`: seeds a demo database and a
 * copy with `rows` extra residents in one village clinic (generated from the demo residents),
 * in a temporary folder it removes afterwards.
 */

const ROOT = path.resolve(__dirname, '..');
const CLINIC = '34088110020101';

const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Residents cloned from the demo ones into one clinic: unique numbers, no ID number column. */
const addResidents = (file: string, hospital: string, rows: number, prefix: string): void => {
  const db = new Database(file);
  const templates = db
    .prepare<[], Record<string, string>>(
      `SELECT name, record_date, status, created_by, created_at, updated_by, updated_at, data
       FROM resource_records WHERE family = 'persons' ORDER BY rowid`,
    )
    .all();
  const insert = db.prepare(
    `INSERT INTO resource_records (family, id, hospital_id, person_num, id_card_no, name,
       record_date, status, created_by, created_at, updated_by, updated_at, data)
     VALUES ('persons', @id, @hospital, @id, NULL, @name, @record_date, @status, @created_by,
       @created_at, @updated_by, @updated_at, @data)`,
  );
  db.transaction(() => {
    for (let i = 0; i < rows; i += 1) {
      const template = templates[i % templates.length]!;
      const id = `${prefix}${String(i).padStart(17, '0')}`;
      const data = JSON.parse(template.data!) as Record<string, unknown>;
      data.personNum = id;
      delete data.IDCardNo;
      insert.run({ ...template, id, hospital, data: JSON.stringify(data) });
    }
  })();
  // The read models would otherwise derive every clone at the server's start.
  db.prepare('DELETE FROM read_model_dirty').run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
};

interface Server {
  url: string;
  process: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

const startServer = async (dbFile: string, env: Record<string, string> = {}): Promise<Server> => {
  const port = 18_500 + Math.floor(Math.random() * 400);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DB_FILE: dbFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_FIXED_CODE: 'TEST',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('已启动')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

const signIn = async (url: string, account: DemoAccount): Promise<string> => {
  const guid = randomUUID();
  await fetch(`${url}/api/tokens/captchacode?guid=${guid}`).then((reply) => reply.arrayBuffer());
  const config = await (await fetch(`${url}/config.js`)).text();
  const publicKey = (
    JSON.parse(/^window\.__GW_CONFIG__ = (.*);\n$/s.exec(config)![1]!) as { rsaPublicKey: string }
  ).rsaPublicKey;
  const key = forge.pki.publicKeyFromPem(publicKey);
  const credential = forge.util.encode64(
    key.encrypt(forge.util.encodeUtf8(DEMO_PASSWORDS[account]), 'RSAES-PKCS1-V1_5'),
  );
  const reply = await fetch(`${url}/api/tokens/JWTToken3.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      identifier: account,
      credential,
      verifyCode: `${guid}TEST`,
      source: 'WEB',
    }),
  });
  const body = (await reply.json()) as { Success: boolean; Response: { token: string } };
  if (!body.Success) throw new Error(`sign-in of ${account} failed`);
  return body.Response.token;
};

/** One export: status, bytes, milliseconds; the body is read and dropped as it arrives. */
const download = async (url: string, token: string) => {
  const started = performance.now();
  const reply = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  let bytes = 0;
  let message = '';
  if (reply.headers.get('content-type')?.includes('json')) {
    message = ((await reply.json()) as { Message: string }).Message;
  } else {
    for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
    }
  }
  return { status: reply.status, bytes, ms: Math.round(performance.now() - started), message };
};

/** Polls `poll` back to back (20 ms apart) until `work` settles; the poll latencies. */
const whilePolling = async <T>(poll: () => Promise<unknown>, work: () => Promise<T>) => {
  const latencies: number[] = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      await poll();
      latencies.push(performance.now() - started);
      await sleep(20);
    }
  })();
  const result = await work();
  running = false;
  await poller;
  return { result, latencies };
};

const latencySummary = (latencies: readonly number[]) => ({
  requests: latencies.length,
  p50Ms: quantile(latencies, 0.5),
  p95Ms: quantile(latencies, 0.95),
  p99Ms: quantile(latencies, 0.99),
  maxMs: Math.round(latencies.reduce((max, ms) => Math.max(max, ms), 0)),
});

/** Samples the server's RSS every 20 ms while `work` runs: baseline, peak and growth. */
const rssDuring = async <T>(pid: number, work: () => Promise<T>) => {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const result = await work();
  clearInterval(timer);
  peak = Math.max(peak, rssMb(pid));
  return {
    result,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssGrowthMb: Math.round(peak - before),
  };
};

const countOf = (file: string, sql: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(sql).pluck().get() as number) ?? 0;
  } finally {
    db.close();
  }
};

const secondClinic = (file: string): string => {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare<[string], string>(
        `SELECT hosp_id FROM hospitals WHERE length(hosp_id) = 14 AND hosp_id <> ?
         ORDER BY hosp_id LIMIT 1`,
      )
      .pluck()
      .get(CLINIC)!;
  } finally {
    db.close();
  }
};

/** The clinic whose hypertension cards number closest to 25 (the small export). */
const smallExportHospital = (file: string): { hospitalId: string; rows: number } => {
  const db = new Database(file, { readonly: true });
  try {
    const row = db
      .prepare<[], { hospital_id: string; n: number }>(
        `SELECT hospital_id, COUNT(*) AS n FROM resource_records WHERE family = 'hypertensionCard'
         GROUP BY hospital_id ORDER BY ABS(COUNT(*) - 25), hospital_id LIMIT 1`,
      )
      .get()!;
    return { hospitalId: row.hospital_id, rows: row.n };
  } finally {
    db.close();
  }
};

const main = async (): Promise<void> => {
  const extraRows = Number(argument('rows') ?? 50_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'excel-scale-'));
  const results: Record<string, unknown> = {
    at: new Date().toISOString(),
    commit: (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: 'pipe' })
          .toString()
          .trim();
      } catch {
        return process.env.BENCH_COMMIT ?? '';
      }
    })(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
  };
  const servers: Server[] = [];
  try {
    const demo = path.join(dir, 'demo.db');
    prepareDatabase(demo).close();
    const scaled = path.join(dir, 'scaled.db');
    fs.copyFileSync(demo, scaled);
    addResidents(scaled, CLINIC, extraRows, '9');
    // A second clinic with 9,900 more (10,000 rows with its own), an export the old fixed cap allowed.
    const tenThousandClinic = secondClinic(scaled);
    addResidents(scaled, tenThousandClinic, 9_900, '8');

    // The demo database: a small export, and ten exports beside another user's list.
    const server = await startServer(demo);
    servers.push(server);
    const admin = await signIn(server.url, 'qyadmin');
    const township = await signIn(server.url, 'xzys01');
    const small = smallExportHospital(demo);
    const smallUrl = `${server.url}/api/hypertensionCard/excel?hospitalId=${small.hospitalId}`;
    const first = await download(smallUrl, admin);
    const warm: number[] = [];
    for (let i = 0; i < 10; i += 1) warm.push((await download(smallUrl, admin)).ms);
    results.smallExport = {
      rows: small.rows,
      status: first.status,
      firstMs: first.ms,
      warmMedianMs: quantile(warm, 0.5),
      warmMaxMs: Math.round(Math.max(...warm)),
      targetMs: 200,
    };
    const list = () =>
      fetch(`${server.url}/api/hypertensionFollowUp?PageNumber=1&PageSize=20`, {
        headers: { Authorization: `Bearer ${township}` },
      }).then((reply) => reply.arrayBuffer());
    const quiet = await whilePolling(list, () => sleep(3_000));
    const residents = countOf(
      demo,
      "SELECT COUNT(*) FROM resource_records WHERE family = 'persons'",
    );
    const busy = await whilePolling(list, async () => {
      const started = performance.now();
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => download(`${server.url}/api/persons/personExcel`, admin)),
      );
      return {
        statuses: [...new Set(replies.map((reply) => reply.status))],
        totalMs: Math.round(performance.now() - started),
      };
    });
    results.tenExports = {
      rowsEach: residents,
      ...busy.result,
      listAlone: latencySummary(quiet.latencies),
      listDuringExports: latencySummary(busy.latencies),
      targetP99Ms: 100,
    };
    await server.stop();
    servers.pop();

    // The scaled database: one export of the clinic's residents (the clones and its own).
    const big = await startServer(scaled);
    servers.push(big);
    const bigAdmin = await signIn(big.url, 'qyadmin');
    await download(smallUrl.replace(server.url, big.url), bigAdmin);
    const clinicRows = countOf(
      scaled,
      `SELECT COUNT(*) FROM resource_records WHERE family = 'persons' AND hospital_id = '${CLINIC}'`,
    );
    const bigExport = await rssDuring(big.pid, () =>
      download(`${big.url}/api/persons/excel?hospitalId=${CLINIC}`, bigAdmin),
    );
    const tenThousand = await rssDuring(big.pid, () =>
      download(`${big.url}/api/persons/excel?hospitalId=${tenThousandClinic}`, bigAdmin),
    );
    results.tenThousandExport = {
      rows: countOf(
        scaled,
        `SELECT COUNT(*) FROM resource_records WHERE family = 'persons' AND hospital_id = '${tenThousandClinic}'`,
      ),
      ...tenThousand.result,
      rssBeforeMb: tenThousand.rssBeforeMb,
      rssPeakMb: tenThousand.rssPeakMb,
      rssGrowthMb: tenThousand.rssGrowthMb,
    };
    results.largeExport = {
      rows: clinicRows,
      ...bigExport.result,
      rssBeforeMb: bigExport.rssBeforeMb,
      rssPeakMb: bigExport.rssPeakMb,
      rssGrowthMb: bigExport.rssGrowthMb,
      targetGrowthMb: 100,
    };
    await big.stop();
    servers.pop();

    // An export over the cap (10,000 rows, the old fixed cap): how long the refusal takes.
    const capped = await startServer(scaled, { EXCEL_MAX_ROWS: '10000' });
    servers.push(capped);
    const cappedAdmin = await signIn(capped.url, 'qyadmin');
    const refusal = await rssDuring(capped.pid, () =>
      download(`${capped.url}/api/persons/personExcel`, cappedAdmin),
    );
    results.overCap = {
      rows: countOf(scaled, "SELECT COUNT(*) FROM resource_records WHERE family = 'persons'"),
      cap: 10_000,
      ...refusal.result,
      rssGrowthMb: refusal.rssGrowthMb,
    };
    await capped.stop();
    servers.pop();
    results.loadAverageAfter = os.loadavg();
  } finally {
    for (const server of servers) await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const out = argument('json');
  if (out) fs.writeFileSync(out, json);
  process.stdout.write(json);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
