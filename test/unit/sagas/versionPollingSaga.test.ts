import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';

import { rootReducer } from '@/app/store';
import { signedOut } from '@/features/auth';
import {
  versionLaterChosen,
  versionPostponed,
  versionPromptShown,
  versionUpdateAccepted,
} from '@/features/version';
import { reloadPage } from '@/sagas/browserLocation';
import {
  VERSION_POLL_INTERVAL_MS,
  VERSION_POSTPONE_MS,
  versionPollingSaga,
} from '@/sagas/versionPollingSaga';
import { newVersionDetected, signedIn } from '@/services/session/sessionEvents';

import { NOW, publicSession } from './fixtures';
import { controlledDelays } from './sagaProviders';

const signIn = signedIn({ session: publicSession(), at: NOW });

/** The forced /version.json check is putResolve(latestVersion.initiate(...)), a thunk. */
const versionCheck = (server: string | null) => {
  let calls = 0;
  return {
    count: () => calls,
    provider: {
      put(effect: { action: unknown }, next: () => unknown) {
        if (typeof effect.action !== 'function') return next();
        calls += 1;
        return { data: { current: 'v1', server, changed: server !== null && server !== 'v1' } };
      },
    },
  };
};

/** The saga signed in at NOW, from this store state, with no delay between polls. */
const signedInAtNow = (state?: ReturnType<typeof rootReducer>) =>
  expectSaga(versionPollingSaga)
    .withReducer(rootReducer, state)
    .provide([[matchers.call.fn(Date.now), NOW], controlledDelays(0).provider])
    .dispatch(signIn);

describe('versionPollingSaga', () => {
  it('polls every few minutes and prompts when the server has a new version', async () => {
    const delays = controlledDelays(1);
    const check = versionCheck('v2');
    const run = await expectSaga(versionPollingSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(Date.now), NOW], check.provider, delays.provider])
      .dispatch(signIn)
      .put(newVersionDetected({ version: 'v2' }))
      .put(versionPromptShown({ version: 'v2' }))
      .silentRun(100);
    const storeState = run.storeState as unknown;
    expect(delays.requested[0]).toBe(VERSION_POLL_INTERVAL_MS);
    expect(check.count()).toBe(1);
    expect((storeState as ReturnType<typeof rootReducer>).version.promptVersion).toBe('v2');
  });

  it('stays quiet while the version is the same', async () => {
    await expectSaga(versionPollingSaga)
      .withReducer(rootReducer)
      .provide([versionCheck('v1').provider, controlledDelays(3).provider])
      .dispatch(signIn)
      .not.put.actionType(versionPromptShown.type)
      .silentRun(100);
  });

  it('稍后 postpones for 30 minutes; a detection meanwhile is not shown', async () => {
    await signedInAtNow()
      .dispatch(newVersionDetected({ version: 'v2' }))
      .dispatch(versionLaterChosen())
      .dispatch(newVersionDetected({ version: 'v2' }))
      .put(versionPromptShown({ version: 'v2' }))
      .put(versionPostponed({ until: NOW + VERSION_POSTPONE_MS }))
      .silentRun(100)
      .then((result) => {
        const puts = result.allEffects.filter(
          (effect) =>
            (effect as { type?: string; payload?: { action?: { type?: string } } }).payload?.action
              ?.type === versionPromptShown.type,
        );
        expect(puts).toHaveLength(1);
        expect(
          (result.storeState as ReturnType<typeof rootReducer>).version.promptVersion,
        ).toBeNull();
      });
  });

  it('asks again once the postponement is over', async () => {
    await signedInAtNow({
      ...rootReducer(undefined, { type: 'init' }),
      version: { promptVersion: null, postponedUntil: NOW - 1 },
    })
      .dispatch(newVersionDetected({ version: 'v3' }))
      .put(versionPromptShown({ version: 'v3' }))
      .silentRun(100);
  });

  it('更新 reloads the page', async () => {
    await expectSaga(versionPollingSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(reloadPage), undefined], controlledDelays(0).provider])
      .dispatch(signIn)
      .dispatch(versionUpdateAccepted())
      .call(reloadPage)
      .silentRun(100);
  });

  it('does nothing after sign-out', async () => {
    await signedInAtNow()
      .dispatch(signedOut())
      .dispatch(newVersionDetected({ version: 'v2' }))
      .not.put.actionType(versionPromptShown.type)
      .silentRun(100);
  });
});
