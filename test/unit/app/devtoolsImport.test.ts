import { ActionCreators, instrument, type LiftedState } from '@redux-devtools/instrument';
import { type Action, legacy_createStore as createStore, type StoreEnhancer } from 'redux';

import { rootReducer } from '@/app/store';
import { toDevtoolsTrace } from '@/app/trace/devtoolsTrace';
import { createStateSanitizer } from '@/app/trace/sanitizeForTrace';
import { hashState } from '@/app/trace/stateHash';

import { recordTraceSession } from '../../utils/recordTraceSession';
import { useOfflineFakeTimers } from '../../utils/useOfflineFakeTimers';

/**
 * What the Redux DevTools extension does with an imported file, done by its own instrument
 * (`@redux-devtools/instrument`, the store enhancer behind the extension): IMPORT_STATE replaces
 * the lifted state and recomputes every step with the app's reducer from the committed state.
 * The recomputed states must be the file's, so stepping in the extension shows what happened.
 */
describe('a DevTools trace imported by the real instrument', () => {
  useOfflineFakeTimers();

  type Instrumented = ReturnType<typeof createStore> & {
    liftedStore: {
      dispatch: (action: object) => void;
      getState: () => LiftedState<unknown, Action, unknown>;
    };
  };

  const importTrace = (trace: ReturnType<typeof toDevtoolsTrace>) => {
    const store = createStore(
      rootReducer as never,
      instrument() as unknown as StoreEnhancer,
    ) as unknown as Instrumented;
    store.liftedStore.dispatch(ActionCreators.importState(trace as never));
    return store;
  };

  it('recomputes each step to the state the file holds, ending in the recorded final state', async () => {
    const file = await recordTraceSession();
    const trace = JSON.parse(JSON.stringify(toDevtoolsTrace(file))) as ReturnType<
      typeof toDevtoolsTrace
    >;
    const store = importTrace(trace);
    const lifted = store.liftedStore.getState();
    expect(lifted.stagedActionIds).toEqual(trace.stagedActionIds);
    expect(lifted.computedStates).toHaveLength(trace.computedStates.length);
    const sanitize = createStateSanitizer();
    lifted.computedStates.forEach((computed, index) => {
      expect(computed.error).toBeUndefined();
      expect(hashState(sanitize(computed.state))).toBe(
        hashState(trace.computedStates[index]?.state),
      );
    });
    expect(hashState(sanitize(store.getState()))).toBe(file.finalStateHash);
  });

  it('time-travels: jumping back shows the earlier state, skipping an action recomputes the rest', async () => {
    const file = await recordTraceSession();
    const trace = JSON.parse(JSON.stringify(toDevtoolsTrace(file))) as ReturnType<
      typeof toDevtoolsTrace
    >;
    const store = importTrace(trace);
    const sanitize = createStateSanitizer();
    store.liftedStore.dispatch(ActionCreators.jumpToState(1));
    expect(hashState(sanitize(store.getState()))).toBe(hashState(trace.computedStates[1]?.state));

    // Skip the last notice and bring it back: the instrument reduces again from there.
    const last = trace.stagedActionIds.at(-1)!;
    store.liftedStore.dispatch(ActionCreators.jumpToState(trace.stagedActionIds.length - 1));
    store.liftedStore.dispatch(ActionCreators.toggleAction(last));
    expect(hashState(sanitize(store.getState()))).not.toBe(file.finalStateHash);
    store.liftedStore.dispatch(ActionCreators.toggleAction(last));
    expect(hashState(sanitize(store.getState()))).toBe(file.finalStateHash);
  });
});
