import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { tabOpened } from './tabsSlice';

export type Device = 'desktop' | 'mobile';
/** antd's component sizes; the spec's default "medium" is antd's 'middle'. */
export type ComponentSize = 'small' | 'middle' | 'large';

export interface AppState {
  sidebar: {
    opened: boolean;
    /** Close at once, without the slide (mobile, spec 4). */
    withoutAnimation: boolean;
  };
  device: Device;
  size: ComponentSize;
  /** The AI assistant drawer. */
  assistantVisible: boolean;
}

const initialState: AppState = {
  sidebar: { opened: true, withoutAnimation: false },
  device: 'desktop',
  size: 'middle',
  assistantVisible: false,
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    sidebarToggled: (state) => {
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
    },
    sidebarClosed: (state, action: PayloadAction<{ withoutAnimation: boolean }>) => {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload.withoutAnimation;
    },
    /** The cookie's value at start-up (1 open, 0 closed); the default is open. */
    sidebarRestored: (state, action: PayloadAction<{ opened: boolean }>) => {
      state.sidebar.opened = action.payload.opened;
      state.sidebar.withoutAnimation = true;
    },
    deviceChanged: (state, action: PayloadAction<{ device: Device }>) => {
      state.device = action.payload.device;
      // On a phone-sized screen the menu gives the page its room, at once (spec 4).
      if (action.payload.device === 'mobile') {
        state.sidebar.opened = false;
        state.sidebar.withoutAnimation = true;
      }
    },
    sizeChanged: (state, action: PayloadAction<{ size: ComponentSize }>) => {
      state.size = action.payload.size;
    },
    assistantOpened: (state) => {
      state.assistantVisible = true;
    },
    assistantClosed: (state) => {
      state.assistantVisible = false;
    },
  },
  extraReducers: (builder) => {
    // A route change closes an open sidebar on mobile (spec 4).
    builder.addCase(tabOpened, (state) => {
      if (state.device === 'mobile' && state.sidebar.opened) {
        state.sidebar.opened = false;
        state.sidebar.withoutAnimation = false;
      }
    });
  },
  selectors: {
    selectSidebar: (state) => state.sidebar,
    selectDevice: (state) => state.device,
    selectComponentSize: (state) => state.size,
    selectAssistantVisible: (state) => state.assistantVisible,
  },
});

export const {
  sidebarToggled,
  sidebarClosed,
  sidebarRestored,
  deviceChanged,
  sizeChanged,
  assistantOpened,
  assistantClosed,
} = appSlice.actions;
export const { selectSidebar, selectDevice, selectComponentSize, selectAssistantVisible } =
  appSlice.selectors;
