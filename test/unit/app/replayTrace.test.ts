import { rootReducer } from '@/app/store';
import { toDevtoolsTrace } from '@/app/trace/devtoolsTrace';
import { verifyTrace } from '@/app/trace/replayTrace';
import { createStateSanitizer } from '@/app/trace/sanitizeForTrace';
import { hashState } from '@/app/trace/stateHash';
import { parseTraceFile } from '@/app/trace/traceFile';

import { ID, MOBILE, recordTraceSession as recordSession } from '../../utils/recordTraceSession';
import { useOfflineFakeTimers } from '../../utils/useOfflineFakeTimers';

describe('QA replay of an exported log', () => {
  useOfflineFakeTimers();

  it('holds no identifier, and its replay reaches the recorded hash', async () => {
    const file = await recordSession();
    const text = JSON.stringify(file);
    expect(text).not.toContain(ID);
    expect(text).not.toContain(MOBILE);
    expect(text).not.toContain('张小三');
    expect(text).not.toContain('李医生');
    expect(text).not.toContain('lisi01');
    expect('file' in parseTraceFile(file)).toBe(true);
    expect(file.replayVerifiedAtExport).toBe(true);
    expect(file.stepHashes).toHaveLength(file.actions.length);
    const verdict = verifyTrace(file);
    expect(verdict).toMatchObject({ ok: true, divergence: null });
    expect(verdict.actualHash).toBe(file.finalStateHash);
  });

  it('starts from the state at its first action when the window has dropped older ones', async () => {
    const file = await recordSession();
    expect(file.droppedBefore).toBeGreaterThan(0);
    expect(file.actions[0]?.action.type).not.toBe('tabs/tabOpened');
    expect(file.initialState.tabs).toMatchObject({ visited: expect.any(Array) as unknown });
  });

  it('names the first action whose result differs when an action is changed', async () => {
    const file = await recordSession();
    const index = file.actions.findIndex((entry) => entry.action.type === 'notices/noticeRaised');
    const tampered = structuredClone(file);
    (tampered.actions[index]!.action.payload as { text: string }).text = '改过的';
    const verdict = verifyTrace(tampered);
    expect(verdict.ok).toBe(false);
    expect(verdict.divergence).toMatchObject({
      action: index + 1,
      type: 'notices/noticeRaised',
    });
  });

  it('rejects a file that is not a log, saying why', () => {
    expect(parseTraceFile({ format: 'other' })).toEqual({
      error: expect.stringContaining('不是操作日志文件') as unknown,
    });
  });
});

describe('Redux DevTools trace', () => {
  useOfflineFakeTimers();

  it('has the lifted-state fields the extension imports, and stepping ends in the final state', async () => {
    const file = await recordSession();
    const trace = JSON.parse(JSON.stringify(toDevtoolsTrace(file))) as ReturnType<
      typeof toDevtoolsTrace
    >;
    const n = file.actions.length;
    expect(trace).toMatchObject({
      monitorState: {},
      nextActionId: n + 1,
      skippedActionIds: [],
      currentStateIndex: n,
      isLocked: false,
      isPaused: false,
    });
    expect(trace.stagedActionIds).toEqual(Array.from({ length: n + 1 }, (_, id) => id));
    expect(trace.computedStates).toHaveLength(n + 1);
    expect(trace.actionsById[0]?.action.type).toBe('@@INIT');
    for (const id of trace.stagedActionIds) {
      const lifted = trace.actionsById[id];
      expect(lifted?.type).toBe('PERFORM_ACTION');
      expect(typeof lifted?.timestamp).toBe('number');
      expect(typeof lifted?.action.type).toBe('string');
    }
    // Step as the instrument does: reduce each staged action over the previous computed state.
    const sanitize = createStateSanitizer();
    let state = rootReducer(trace.committedState as ReturnType<typeof rootReducer>, {
      type: '@@INIT',
    });
    for (const id of trace.stagedActionIds.slice(1)) {
      state = rootReducer(state, trace.actionsById[id]!.action);
      expect(hashState(sanitize(state))).toBe(hashState(trace.computedStates[id]?.state));
    }
    expect(hashState(trace.computedStates[n]?.state)).toBe(file.finalStateHash);
    expect(hashState(sanitize(state))).toBe(file.finalStateHash);
  });

  it('keeps only the last steps of a long log, committing the state before them', async () => {
    const file = await recordSession();
    const trace = toDevtoolsTrace(file, 5);
    expect(trace.computedStates).toHaveLength(6);
    expect(trace.actionsById[5]?.action).toEqual(file.actions.at(-1)?.action);
    expect(hashState(trace.computedStates[5]?.state)).toBe(file.finalStateHash);
  });
});
