import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';

import { rootReducer } from '@/app/store';
import { sessionRestored } from '@/features/auth';
import { sessionRestoreSaga } from '@/sagas/sessionRestoreSaga';
import { readStoredSession } from '@/services/session/sessionStore';

import { NOW, publicSession, storedSession } from './fixtures';

describe('sessionRestoreSaga', () => {
  it('a stored session signs the user in again, without its token', async () => {
    const run = await expectSaga(sessionRestoreSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readStoredSession), storedSession()],
        [matchers.call.fn(Date.now), NOW],
      ])
      .put(sessionRestored({ session: publicSession(), at: NOW }))
      .run();
    const storeState = run.storeState as unknown;
    const state = storeState as ReturnType<typeof rootReducer>;
    expect(state.session.status).toBe('signedIn');
    expect(JSON.stringify(state)).not.toContain('header.payload.signature');
  });

  it('without one nothing happens', async () => {
    await expectSaga(sessionRestoreSaga)
      .provide([[matchers.call.fn(readStoredSession), null]])
      .not.put.actionType(sessionRestored.type)
      .run();
  });
});
