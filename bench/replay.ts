import '../scripts/replay/ignoreStyleImports';

import { type UnknownAction } from '@reduxjs/toolkit';

import { makeStore } from '@/app/store';
import { type ActionRecord } from '@/app/trace/actionRecorder';
import { replayActions } from '@/app/trace/replayTrace';

import { disableStateFreezing } from '../scripts/replay/fastReducers';

/**
 * QA replay speed (QA replay and support traces, design card): a synthetic log of 100,000 actions
 * of the kinds a working day records (RTK Query requests and answers, tabs, notices, the sidebar),
 * replayed through the replay store; the target is under 2 s for the plain replay. Also reported:
 * the replay that hashes the state after every action (what naming a diverging action costs).
 */
const ACTIONS = 100_000;
const TARGET_MS = 2_000;
const STEPPED_ACTIONS = 10_000;

const query = (n: number, phase: 'pending' | 'fulfilled', at: number): UnknownAction => {
  const page = n % 50;
  const arg = {
    type: 'query',
    endpointName: 'benchPersons',
    originalArgs: { PageNumber: page + 1, PageSize: 20 },
    queryCacheKey: `benchPersons({"PageNumber":${page + 1},"PageSize":20})`,
  };
  const requestId = `req-${Math.floor(n / 2)}`;
  if (phase === 'pending')
    return {
      type: 'api/executeQuery/pending',
      meta: { arg, requestId, requestStatus: 'pending', startedTimeStamp: at },
    };
  return {
    type: 'api/executeQuery/fulfilled',
    payload: {
      items: Array.from({ length: 20 }, (_, row) => ({
        personNum: `P${page}-${row}`,
        personName: '张*三',
        IDCardNo: '3408************34',
        address: `孔城镇桐梓村${row}组`,
      })),
      total: 1000,
    },
    meta: { arg, requestId, requestStatus: 'fulfilled', fulfilledTimeStamp: at },
  };
};

const tab = (n: number): UnknownAction => {
  const fullPath = `/archives/persons?page=${n % 12}`;
  return n % 3 === 2
    ? { type: 'tabs/tabClosed', payload: { fullPath } }
    : {
        type: 'tabs/tabOpened',
        payload: {
          fullPath,
          path: '/archives/persons',
          title: '居民档案',
          affix: false,
          noCache: false,
        },
      };
};

export const syntheticLog = (count: number): ActionRecord[] => {
  const actions: ActionRecord[] = [];
  let at = 1_764_000_000_000;
  for (let n = 0; actions.length < count; n += 1) {
    at += 250;
    const kind = n % 10;
    if (kind < 4)
      actions.push({ at, action: query(n, kind % 2 === 0 ? 'pending' : 'fulfilled', at) });
    else if (kind < 7) actions.push({ at, action: tab(n) });
    else if (kind < 9)
      actions.push({
        at,
        action:
          kind === 7
            ? {
                type: 'notices/noticeRaised',
                payload: { kind: 'success', style: 'toast', text: '保存成功', duration: 3 },
              }
            : { type: 'notices/noticeShown', payload: { id: Math.floor(n / 10) + 1 } },
      });
    else actions.push({ at, action: { type: 'app/sidebarToggled' } });
  }
  return actions;
};

export const measureReplay = () => {
  // As the replay command runs (scripts/replay.ts).
  disableStateFreezing();
  const initialState = JSON.parse(
    JSON.stringify(makeStore(undefined, { replay: true }).getState()),
  ) as Record<string, unknown>;
  const actions = syntheticLog(ACTIONS);
  replayActions(initialState, actions.slice(0, 2_000)); // warm up the JIT
  let started = performance.now();
  const plain = replayActions(initialState, actions);
  const replayMs = Math.round(performance.now() - started);
  // Hashing every step is only needed after a mismatch; 10,000 steps show its cost.
  started = performance.now();
  replayActions(initialState, actions.slice(0, STEPPED_ACTIONS), { stepHashes: true });
  const steppedMs = Math.round(performance.now() - started);
  return {
    actions: plain.steps,
    replayMs,
    targetMs: TARGET_MS,
    withinTarget: replayMs < TARGET_MS,
    hashingEveryStep: { actions: STEPPED_ACTIONS, ms: steppedMs },
  };
};

if (require.main === module) console.log(measureReplay());
