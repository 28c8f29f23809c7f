import { createSelector } from '@reduxjs/toolkit';

import { selectSessionUser } from '@/features/auth';
import { selectMenuRoutes } from '@/features/permission';

import { buildSideItems, type SideItem } from './sidebarModel';
import { HOME_PATH, HOME_TITLE } from './tabsSlice';

/** Re-exported under a shell name so the layout's files read from one place. */
export const selectMenuRoutesForShell = selectMenuRoutes;

/** The home entry heads the side menu: the affix page every user has. */
const HOME_ITEM: SideItem = {
  key: HOME_PATH,
  title: HOME_TITLE,
  icon: 'dashboard',
  url: null,
  children: null,
};

/** The side menu, rebuilt only when the routes change. */
export const selectSideItems = createSelector([selectMenuRoutes], (routes) => [
  HOME_ITEM,
  ...buildSideItems(routes),
]);

/** The watermark text: user name, account and the date (spec 1 and 9). */
export const selectWatermarkUser = createSelector([selectSessionUser], (user) =>
  user ? { name: user.UserName, account: user.UserAcc, hospital: user.HospitalName } : null,
);
