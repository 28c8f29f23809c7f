import { type UnknownAction } from '@reduxjs/toolkit';

import { dateTimeText } from '@/domain/calendar';

import { type ActionRecord } from './actionRecorder';

/**
 * The exported action log (导出操作日志): everything QA needs to rebuild the session's state,
 * and nothing that identifies a resident or opens an account. States and actions are already
 * sanitised when they get here; this module only gives the file its shape and checks it.
 */
export const TRACE_FORMAT = 'gwphis-action-log';
export const TRACE_FORMAT_VERSION = 1;

export interface TraceEnvironment {
  appVersion: string;
  build: string;
  regionCode: string;
  siteCode: string;
  userAgent: string;
  screen: { width: number; height: number; devicePixelRatio: number };
  viewport: { width: number; height: number };
}

export interface TraceFile {
  format: typeof TRACE_FORMAT;
  formatVersion: typeof TRACE_FORMAT_VERSION;
  environment: TraceEnvironment;
  /** The account, masked (also in the file name). */
  account: string;
  /** ISO times: the recorder's start (page load), the first kept action, the export. */
  startedAt: string;
  firstActionAt: string | null;
  exportedAt: string;
  /** Actions that fell out of the bounded window before the first kept one. */
  droppedBefore: number;
  /** The sanitised store state just before the first action. */
  initialState: Record<string, unknown>;
  actions: ActionRecord[];
  /**
   * The sanitised state's hash after each action (shortened), as a replay of this log at export
   * time produced them: they let the replay command name the first action that diverges.
   */
  stepHashes: string[];
  /** The sanitised live state at export, and its hash: what a replay must reproduce. */
  finalState: Record<string, unknown>;
  finalStateHash: string;
  /** Whether the export's own replay reproduced finalStateHash (false means a reducer is impure). */
  replayVerifiedAtExport: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isActionRecord = (value: unknown): value is ActionRecord =>
  isRecord(value) &&
  typeof value.at === 'number' &&
  isRecord(value.action) &&
  typeof (value.action as UnknownAction).type === 'string';

/** Checks a parsed file; the message (Chinese, for the replay command) names the first problem. */
export const parseTraceFile = (raw: unknown): { file: TraceFile } | { error: string } => {
  if (!isRecord(raw) || raw.format !== TRACE_FORMAT)
    return { error: `不是操作日志文件（format 应为 ${TRACE_FORMAT}）` };
  if (raw.formatVersion !== TRACE_FORMAT_VERSION)
    return {
      error: `不支持的日志格式版本 ${String(raw.formatVersion)}（支持 ${TRACE_FORMAT_VERSION}）`,
    };
  if (!isRecord(raw.initialState)) return { error: '日志缺少 initialState' };
  if (!isRecord(raw.finalState) || typeof raw.finalStateHash !== 'string')
    return { error: '日志缺少 finalState 或 finalStateHash' };
  if (!Array.isArray(raw.actions)) return { error: '日志缺少 actions' };
  const bad = raw.actions.findIndex((entry) => !isActionRecord(entry));
  if (bad >= 0) return { error: `第 ${bad + 1} 个动作格式不正确（需要 at 与带 type 的 action）` };
  if (!Array.isArray(raw.stepHashes) || raw.stepHashes.some((hash) => typeof hash !== 'string'))
    return { error: '日志缺少 stepHashes' };
  return { file: raw as unknown as TraceFile };
};

/**
 * 操作日志_l＊＊＊＊1_20261125-141503.json: the masked account, then the date and time on the
 * deployment's clock (kernel calendar), whatever the browser's zone. The
 * mask's stars are full-width (＊): browsers replace a `*` in a file name with `_`.
 */
export const traceFileName = (
  kind: 'log' | 'devtools',
  maskedAccount: string,
  at: Date,
): string => {
  const stamp = dateTimeText(at.getTime())
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace(' ', '-');
  const account = maskedAccount.replace(/\*/g, '＊').replace(/[\\/:"<>|?]/g, '_') || '未登录';
  return `${kind === 'log' ? '操作日志' : '调试轨迹'}_${account}_${stamp}.json`;
};
