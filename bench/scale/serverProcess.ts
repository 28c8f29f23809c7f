import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * One reference server in a process of its own (so its memory is its own to measure), on a free
 * 127.0.0.1 port, with the fixed captcha code the bench signs in with. It stops by itself if the
 * bench goes away (serverChild.ts); `stop()` ends it at once.
 */
export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  /** From spawn to the first answer of /version.json. */
  startMs: number;
  /** Resident set size now, in MiB (Linux /proc). */
  rssMiB(): number;
  stop(): Promise<void>;
}

export const CAPTCHA_CODE = 'TEST';

const CHILD = path.join(__dirname, 'serverChild.ts');
const ROOT = path.join(__dirname, '../..');

/** VmRSS of a process in MiB, 0 once it is gone. */
export const rssOf = (pid: number): number => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
};

const freePort = async (): Promise<number> => {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
};

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

const waitUntilUp = async (child: ChildProcess, url: string, logFile: string): Promise<void> => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`服务器启动失败，见 ${logFile}:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    try {
      const reply = await fetch(`${url}/version.json`);
      if (reply.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`服务器两分钟内未启动，见 ${logFile}`);
};

/** Starts the server on `dbFile` (an existing, seeded database); its log goes to `logFile`. */
export const startServerProcess = async (
  name: string,
  dbFile: string,
  logFile: string,
): Promise<ServerProcess> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DB_FILE: dbFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_FIXED_CODE: CAPTCHA_CODE,
      // The bench signs in a few times a run; nothing else changes from a default deployment.
      SIGN_IN_RATE_LIMIT: '600',
    },
  });
  fs.closeSync(log);
  const stopNow = () => child.kill('SIGKILL');
  process.once('exit', stopNow);
  try {
    await waitUntilUp(child, url, logFile);
  } catch (error) {
    stopNow();
    throw error;
  }
  const startMs = Math.round(performance.now() - started);
  const pid = child.pid ?? 0;
  return {
    name,
    url,
    pid,
    startMs,
    rssMiB: () => rssOf(pid),
    stop: async () => {
      process.removeListener('exit', stopNow);
      child.kill('SIGTERM');
      const timer = setTimeout(stopNow, 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
};
