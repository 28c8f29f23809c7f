import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { signedOut } from '@/features/auth';

import { menuToRoutes } from './menuToRoutes';
import { type MenuItem } from './menuTypes';
import { type MenuRoute } from './routeTypes';

export type PermissionStatus = 'idle' | 'loading' | 'ready';

export interface PermissionState {
  status: PermissionStatus;
  /** The menu could not be loaded: the user gets empty routes and the 404 fallback (spec 8). */
  failed: boolean;
  copdEnabled: boolean;
  /** The mapped menu routes: plain data; components are looked up when a page renders. */
  routes: MenuRoute[];
  /** Every button code (FunDetailID) the user holds. */
  buttonCodes: string[];
}

const initialState: PermissionState = {
  status: 'idle',
  failed: false,
  copdEnabled: true,
  routes: [],
  buttonCodes: [],
};

export const permissionSlice = createSlice({
  name: 'permission',
  initialState,
  reducers: {
    menuRequested: (state) => {
      state.status = 'loading';
    },
    /** The server's menu arrived; the mapping is pure, so a replayed log rebuilds the same routes. */
    menuLoaded: (state, action: PayloadAction<{ menus: MenuItem[]; copdEnabled: boolean }>) => {
      const mapped = menuToRoutes(action.payload.menus, {
        copdEnabled: action.payload.copdEnabled,
      });
      state.status = 'ready';
      state.failed = false;
      state.copdEnabled = action.payload.copdEnabled;
      state.routes = mapped.routes;
      state.buttonCodes = mapped.buttonCodes;
    },
    menuFailed: (state) => {
      state.status = 'ready';
      state.failed = true;
      state.routes = [];
      state.buttonCodes = [];
    },
  },
  extraReducers: (builder) => {
    // Logout clears the route table (spec 4).
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectMenuRoutes: (state) => state.routes,
    selectButtonCodes: (state) => state.buttonCodes,
    selectPermissionStatus: (state) => state.status,
    selectMenuFailed: (state) => state.failed,
    selectCopdEnabled: (state) => state.copdEnabled,
  },
});

export const { menuRequested, menuLoaded, menuFailed } = permissionSlice.actions;
export const {
  selectMenuRoutes,
  selectButtonCodes,
  selectPermissionStatus,
  selectMenuFailed,
  selectCopdEnabled,
} = permissionSlice.selectors;
