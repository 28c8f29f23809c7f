import { expectSaga } from 'redux-saga-test-plan';

import { rootReducer } from '@/app/store';
import { navigationSetupFailed } from '@/features/auth';
import { noticeRaised } from '@/features/notices';
import { menuFailed, menuLoaded, menuRequested, type MenuItem } from '@/features/permission';
import { menuSetupSaga } from '@/sagas/menuSetupSaga';
import { signedIn } from '@/services/session/sessionEvents';

import { NOW, publicSession } from './fixtures';

const signIn = signedIn({ session: publicSession(), at: NOW });

const MENUS: MenuItem[] = [
  {
    MenuLink: '/archives',
    MenuComponet: 'Layout',
    MenuName: 'archives',
    FunctionName: '健康档案',
    IcoName: 'documentation',
    NextMenus: [],
  },
];

/**
 * The two RTK Query calls are putResolve(initiate(...)) thunks; answer them in call order
 * (COPD setting first, then the menus).
 */
const answers = (copd: unknown, menus: unknown) => {
  let call = 0;
  return {
    put(effect: { action: unknown }, next: () => unknown) {
      if (typeof effect.action !== 'function') return next();
      call += 1;
      const answer = call === 1 ? copd : menus;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
};

/** A signed-in session asks for its menus; the two calls answer `copd`, then `menus`. */
const menuRequestedAnswering = (copd: unknown, menus: unknown) =>
  expectSaga(menuSetupSaga)
    .withReducer(rootReducer)
    .provide([answers(copd, menus)])
    .dispatch(signIn)
    .dispatch(menuRequested());

describe('menuSetupSaga', () => {
  it('loads the COPD setting and the menu tree into the permission slice', async () => {
    await menuRequestedAnswering({ data: false }, { data: MENUS })
      .put(menuLoaded({ menus: MENUS, copdEnabled: false }))
      .silentRun(100);
  });

  it('a failed COPD read means entry allowed (1)', async () => {
    await menuRequestedAnswering({ error: { status: 500 } }, { data: MENUS })
      .put(menuLoaded({ menus: MENUS, copdEnabled: true }))
      .silentRun(100);
  });

  it('a failed menu shows 菜单数据加载异常 and leaves empty routes', async () => {
    await menuRequestedAnswering(
      { data: true },
      { error: { status: 500, message: 'x', display: 'silent' } },
    )
      .put(noticeRaised({ kind: 'error', style: 'toast', text: '菜单数据加载异常', duration: 3 }))
      .put(menuFailed())
      .silentRun(100);
  });

  it('an ended session is left to the expiry flow', async () => {
    await menuRequestedAnswering(
      { data: true },
      { error: { status: 'SESSION_EXPIRED', message: 'x', display: 'silent' } },
    )
      .not.put.actionType(menuFailed.type)
      .not.put.actionType(noticeRaised.type)
      .silentRun(100);
  });

  it('an unexpected failure is a failed navigation setup', async () => {
    await menuRequestedAnswering(new Error('网络异常'), { data: MENUS })
      .put(noticeRaised({ kind: 'error', style: 'toast', text: '网络异常', duration: 3 }))
      .put(navigationSetupFailed({ message: '网络异常' }))
      .silentRun(100);
  });
});
