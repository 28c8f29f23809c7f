import {
  passwordChanged,
  selectMustChangePassword,
  sessionSlice,
  signedOut,
  timeoutMinutesLoaded,
} from '@/features/auth';
import { sessionExpired, signedIn, tokenRefreshed } from '@/services/session/sessionEvents';

import { NOW, publicSession } from '../../sagas/fixtures';

const reduce = sessionSlice.reducer;
const select = (state: ReturnType<typeof reduce>) => selectMustChangePassword({ session: state });

describe('sessionSlice', () => {
  it('holds the signed-in user and follows refresh, timeout and expiry', () => {
    let state = reduce(undefined, signedIn({ session: publicSession(), at: NOW }));
    expect(state.status).toBe('signedIn');
    state = reduce(state, tokenRefreshed({ expiredTime: NOW + 1 }));
    expect(state.user?.expiredTime).toBe(NOW + 1);
    state = reduce(state, timeoutMinutesLoaded({ minutes: 45 }));
    expect(state.user?.timeOut).toBe(45);
    state = reduce(
      state,
      sessionExpired({ reason: 'idle', message: '系统长时间未操作，请重新登录' }),
    );
    expect(state).toMatchObject({ status: 'expired', endMessage: '系统长时间未操作，请重新登录' });
    expect(reduce(state, signedOut())).toEqual({
      status: 'signedOut',
      user: null,
      endMessage: null,
    });
  });

  it.each([
    [{ IsFirstLogin: true }, true],
    [{ IsPasswordExpired: true }, true],
    [{ IsStrongPassword: false }, true],
    [{}, false],
  ])('must change password for %j: %s', (flags, expected) => {
    const state = reduce(undefined, signedIn({ session: publicSession(flags), at: NOW }));
    expect(select(state)).toBe(expected);
    expect(select(reduce(state, passwordChanged()))).toBe(false);
  });
});
