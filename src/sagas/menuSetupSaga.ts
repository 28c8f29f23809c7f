import { all, call, put, select, takeLeading } from 'typed-redux-saga';

import {
  navigationSetupFailed,
  selectMustChangePassword,
  selectSessionUser,
} from '@/features/auth';
import { noticeRaised } from '@/features/notices';
import { menuFailed, menuLoaded, menuRequested, permissionApi } from '@/features/permission';
import { type ApiError, ERROR_TOAST_SECONDS } from '@/services/http/apiError';

import { putResolveThunk } from './putResolveThunk';
import { whileSignedIn } from './sessionLifecycle';

export const MENU_LOAD_FAILED_MESSAGE = '菜单数据加载异常';
/** What spec 8 shows when the navigation setup fails without a message of its own. */
export const SETUP_FAILED_MESSAGE = 'Has Error';

const isSessionEnd = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as ApiError).status === 'SESSION_EXPIRED';

function* loadMenus() {
  try {
    const user = yield* select(selectSessionUser);
    if (!user) return;
    // Spec 2.5: until the password is changed the server answers nothing but the change (403),
    // and the shell shows only the change dialog: no menu to load.
    if (yield* select(selectMustChangePassword)) {
      yield* put(menuLoaded({ menus: [], copdEnabled: true }));
      return;
    }
    const { copd, menus } = yield* all({
      copd: putResolveThunk(
        permissionApi.endpoints.permissionCopdSetting.initiate(undefined, { subscribe: false }),
      ),
      menus: putResolveThunk(
        permissionApi.endpoints.permissionUserMenus.initiate(
          { userAcc: user.UserAcc },
          { subscribe: false },
        ),
      ),
    });

    // An ended session has its own message and flow (session/expired).
    if (isSessionEnd(menus.error)) return;
    if (menus.error || !menus.data) {
      // Spec 8: the menu message, then empty routes and the 404 fallback.
      yield* put(
        noticeRaised({
          kind: 'error',
          style: 'toast',
          text: MENU_LOAD_FAILED_MESSAGE,
          duration: ERROR_TOAST_SECONDS,
        }),
      );
      yield* put(menuFailed());
      return;
    }
    // Spec 8: a failed COPD read means 1, entry allowed.
    yield* put(menuLoaded({ menus: menus.data, copdEnabled: copd.data ?? true }));
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : SETUP_FAILED_MESSAGE;
    yield* put(
      noticeRaised({ kind: 'error', style: 'toast', text: message, duration: ERROR_TOAST_SECONDS }),
    );
    yield* put(navigationSetupFailed({ message }));
  }
}

/**
 * The first navigation after sign-in asks for `permission/menuRequested` (the route guard); this
 * loads the COPD setting and the user's menu tree through RTK Query and hands them to the
 * permission slice, which builds the route table.
 */
export function* menuSetupSaga() {
  yield* call(whileSignedIn, function* menuSession() {
    yield* takeLeading(menuRequested, loadMenus);
  });
}
