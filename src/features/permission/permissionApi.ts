import { api } from '@/services/api';

import { type MenuItem } from './menuTypes';

export const USER_MENUS_PATH = '/api/functionQXs/userMenus';
export const COPD_SETTING_PATH = '/api/systemParams/IsAllowInputCOPD';

/** SystemValue '0' switches the COPD entries off; anything else, or a failure, keeps them (spec 7.1). */
export const readCopdEnabled = (response: unknown): boolean => {
  const value =
    typeof response === 'object' && response !== null && 'SystemValue' in response
      ? response.SystemValue
      : undefined;
  return !(value === 0 || value === '0');
};

/**
 * The two calls the route table is built from. Errors are silent here: the menu flow shows
 * 菜单数据加载异常 itself, and a failed COPD read just means the default (1).
 */
export const permissionApi = api.injectEndpoints({
  endpoints: (build) => ({
    permissionUserMenus: build.query<MenuItem[], { userAcc: string }>({
      query: ({ userAcc }) => ({
        url: USER_MENUS_PATH,
        params: { userAcc },
        errorDisplay: 'silent',
      }),
      transformResponse: (response: unknown) =>
        Array.isArray(response) ? (response as MenuItem[]) : [],
    }),
    permissionCopdSetting: build.query<boolean, void>({
      query: () => ({ url: COPD_SETTING_PATH, errorDisplay: 'silent' }),
      transformResponse: readCopdEnabled,
    }),
  }),
  overrideExisting: 'throw',
});
