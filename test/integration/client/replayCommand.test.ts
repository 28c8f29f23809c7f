import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadReplayEndpoints } from '@/app/trace/replayEndpoints';

import { parseReplayArgs, runReplay } from '../../../scripts/replay/replayCommand';
import { recordTraceSession } from '../../utils/recordTraceSession';

const ROOT = path.resolve(__dirname, '../../..');

/** The replay command on a log recorded from a live store: in-process, then as `npm run replay`. */
describe('npm run replay', () => {
  let dir: string;
  let logPath: string;
  let tamperedPath: string;
  let tamperedAction: number;

  beforeAll(async () => {
    await loadReplayEndpoints();
    jest.useFakeTimers();
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('离线'));
    const file = await recordTraceSession();
    jest.clearAllTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-replay-'));
    logPath = path.join(dir, 'log.json');
    fs.writeFileSync(logPath, JSON.stringify(file, null, 1));
    const tampered = structuredClone(file);
    const index = tampered.actions.findIndex(
      (entry) => entry.action.type === 'notices/noticeRaised',
    );
    const notice = tampered.actions[index]!.action.payload as { text: string };
    notice.text = '被改动的提示';
    tamperedAction = index + 1;
    tamperedPath = path.join(dir, 'tampered.json');
    fs.writeFileSync(tamperedPath, JSON.stringify(tampered));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (...argv: string[]) => {
    const lines: string[] = [];
    const code = runReplay(parseReplayArgs(argv), (line) => lines.push(line));
    return { code, text: lines.join('\n') };
  };

  it('prints the equal hash and returns 0 for an untouched log', () => {
    const { code, text } = run(logPath);
    expect(code).toBe(0);
    expect(text).toContain('结果：一致');
  });

  it('returns 1 and names the first diverging action when an action was changed', () => {
    const { code, text } = run(tamperedPath);
    expect(code).toBe(1);
    expect(text).toContain(`第一个出现分歧的动作：#${tamperedAction} notices/noticeRaised`);
  });

  it('--until N prints the state after action N, --diff N what action N changed', () => {
    const until = run(logPath, '--until', String(tamperedAction));
    expect(until.code).toBe(0);
    expect(until.text).toContain(`#${tamperedAction} notices/noticeRaised`);
    expect(until.text).toContain('"notices"');
    const changed = run(logPath, '--diff', String(tamperedAction));
    expect(changed.text).toMatch(/\+ notices\.queue\.\d+ = /);
    expect(() => run(logPath, '--until', '9999')).toThrow('没有第 9999 个');
  });

  it('--devtools writes a lifted state', () => {
    const out = path.join(dir, 'trace.json');
    expect(run(logPath, '--devtools', out).code).toBe(0);
    const trace = JSON.parse(fs.readFileSync(out, 'utf8')) as { computedStates: unknown[] };
    expect(trace.computedStates.length).toBeGreaterThan(1);
  });

  it('rejects bad arguments with a Chinese message', () => {
    expect(() => parseReplayArgs([])).toThrow('缺少操作日志文件');
    expect(() => parseReplayArgs(['a.json', '--until', '0'])).toThrow('--until 需要一个正整数');
    expect(() => parseReplayArgs(['a.json', '--fast'])).toThrow('未知参数 --fast');
  });

  it('exits 0 and 1 as a real command', () => {
    const command = (file: string) =>
      spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/replay.ts', file], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    const good = command(logPath);
    expect(good.stdout).toContain('结果：一致');
    expect(good.status).toBe(0);
    const bad = command(tamperedPath);
    expect(bad.stdout).toContain('结果：不一致');
    expect(bad.status).toBe(1);
  }, 60_000);
});
