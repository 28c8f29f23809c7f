import fs from 'node:fs';

import diff from 'microdiff';

import { toDevtoolsTrace } from '@/app/trace/devtoolsTrace';
import { replayActions, verifyTrace } from '@/app/trace/replayTrace';
import { parseTraceFile, type TraceFile } from '@/app/trace/traceFile';

/**
 * `npm run replay -- log.json [--until N] [--diff N] [--devtools out.json]`: the QA replay of an
 * exported action log (README, "QA replay and support traces"). Exit code 0 when the replay
 * reaches the recorded hash (or the asked-for output was written), 1 otherwise.
 */
export interface ReplayArgs {
  file: string;
  until?: number;
  diff?: number;
  devtools?: string;
}

export const USAGE =
  '用法：npm run replay -- <操作日志.json> [--until N] [--diff N] [--devtools 输出.json]';

const positive = (flag: string, value: string | undefined): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} 需要一个正整数`);
  return number;
};

export const parseReplayArgs = (argv: readonly string[]): ReplayArgs => {
  const args: Partial<ReplayArgs> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = argv[index + 1];
    if (arg === '--until') args.until = positive(arg, value);
    else if (arg === '--diff') args.diff = positive(arg, value);
    else if (arg === '--devtools') {
      if (!value) throw new Error('--devtools 需要输出文件名');
      args.devtools = value;
    } else if (arg?.startsWith('--')) throw new Error(`未知参数 ${arg}`);
    else if (arg) {
      if (args.file) throw new Error(`多余的参数 ${arg}`);
      args.file = arg;
      continue;
    }
    index += 1;
  }
  if (!args.file) throw new Error('缺少操作日志文件');
  return args as ReplayArgs;
};

const readLog = (path: string): TraceFile => {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`无法读取 ${path}：${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const parsed = parseTraceFile(raw);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.file;
};

const checkStep = (file: TraceFile, step: number): void => {
  if (step > file.actions.length)
    throw new Error(`日志只有 ${file.actions.length} 个动作，没有第 ${step} 个`);
};

const describeAction = (file: TraceFile, step: number): string =>
  `#${step} ${String(file.actions[step - 1]?.action.type)}`;

/** Runs one command; `print` receives every output line. Returns the exit code. */
export const runReplay = (args: ReplayArgs, print: (line: string) => void): number => {
  const file = readLog(args.file);
  print(
    `操作日志：${file.actions.length} 个动作，账号 ${file.account}，` +
      `${file.environment.siteCode} ${file.environment.build}，导出于 ${file.exportedAt}`,
  );
  if (args.devtools) {
    fs.writeFileSync(args.devtools, JSON.stringify(toDevtoolsTrace(file)));
    print(`已写出 Redux DevTools 轨迹：${args.devtools}（在扩展中点“导入”打开）`);
    return 0;
  }
  if (args.diff !== undefined) {
    checkStep(file, args.diff);
    const states: Record<string, unknown>[] = [];
    replayActions(file.initialState, file.actions, {
      until: args.diff,
      onState: (step, state) => {
        if (step >= args.diff! - 1) states.push(state);
      },
    });
    print(`第 ${describeAction(file, args.diff)} 个动作前后的状态差异：`);
    print(JSON.stringify(file.actions[args.diff - 1]?.action, null, 2));
    const changes = diff(states[0] ?? {}, states[1] ?? {});
    if (changes.length === 0) print('（状态没有变化）');
    for (const change of changes) {
      const path = change.path.join('.');
      if (change.type === 'CREATE') print(`+ ${path} = ${JSON.stringify(change.value)}`);
      if (change.type === 'REMOVE') print(`- ${path}（原为 ${JSON.stringify(change.oldValue)}）`);
      if (change.type === 'CHANGE')
        print(`~ ${path}: ${JSON.stringify(change.oldValue)} → ${JSON.stringify(change.value)}`);
    }
    return 0;
  }
  if (args.until !== undefined) {
    checkStep(file, args.until);
    const run = replayActions(file.initialState, file.actions, { until: args.until });
    print(`回放到第 ${describeAction(file, args.until)} 个动作后的状态（哈希 ${run.hash}）：`);
    print(JSON.stringify(run.state, null, 2));
    return 0;
  }
  const started = performance.now();
  const verdict = verifyTrace(file);
  const ms = Math.round(performance.now() - started);
  print(`回放 ${verdict.steps} 个动作，用时 ${ms} ms`);
  print(`记录的最终状态哈希：${verdict.expectedHash}`);
  print(`回放的最终状态哈希：${verdict.actualHash}`);
  if (verdict.ok) {
    print('结果：一致 ✔');
    return 0;
  }
  print('结果：不一致 ✘');
  if (verdict.divergence) {
    const { action, type, expected, actual } = verdict.divergence;
    print(`第一个出现分歧的动作：#${action} ${type}（记录 ${expected}，回放 ${actual}）`);
    print(`查看它改变了什么：npm run replay -- ${args.file} --diff ${action}`);
  } else {
    print(
      '每一步都与导出时的回放一致，但与导出时的实际状态不同：某个 reducer 不纯，或状态未经动作被改变',
    );
  }
  return 1;
};
