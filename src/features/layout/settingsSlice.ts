import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { THEME_COLOR } from '@/shared/constants';

/** The eight theme presets of the settings drawer (spec 9); the first is the product's colour. */
export const THEME_PRESETS: readonly { color: string; name: string }[] = [
  { color: THEME_COLOR, name: '默认蓝' },
  { color: '#2f54eb', name: '极客蓝' },
  { color: '#13c2c2', name: '明青' },
  { color: '#52c41a', name: '极光绿' },
  { color: '#fa8c16', name: '日暮橙' },
  { color: '#f5222d', name: '薄暮红' },
  { color: '#722ed1', name: '酱紫' },
  { color: '#eb2f96', name: '法式洋红' },
];

export interface SettingsState {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: SettingsState = {
  themeColor: THEME_COLOR,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: false,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The drawer's on/off settings: each is stored, restored and changed the same way. */
const SWITCHES = ['tagsView', 'fixedHeader', 'sidebarLogo'] as const;

const switchChanged =
  (key: (typeof SWITCHES)[number]) =>
  (state: SettingsState, action: PayloadAction<{ enabled: boolean }>) => {
    state[key] = action.payload.enabled;
  };

/** Keeps only well-formed values of a stored settings object, so a bad entry cannot break the shell. */
export const parseStoredSettings = (raw: unknown): Partial<SettingsState> => {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const out: Partial<SettingsState> = {};
  if (typeof source.themeColor === 'string' && HEX_COLOR.test(source.themeColor)) {
    out.themeColor = source.themeColor.toLowerCase();
  }
  for (const key of SWITCHES) {
    if (typeof source[key] === 'boolean') out[key] = source[key];
  }
  return out;
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: DEFAULT_SETTINGS,
  reducers: {
    themeColorChanged: (state, action: PayloadAction<{ color: string }>) => {
      if (HEX_COLOR.test(action.payload.color))
        state.themeColor = action.payload.color.toLowerCase();
    },
    tagsViewChanged: switchChanged('tagsView'),
    fixedHeaderChanged: switchChanged('fixedHeader'),
    sidebarLogoChanged: switchChanged('sidebarLogo'),
    settingsReset: () => DEFAULT_SETTINGS,
    /** What this browser stored last time (localStorage), read once at start-up. */
    settingsRestored: (state, action: PayloadAction<{ settings: unknown }>) => ({
      ...state,
      ...parseStoredSettings(action.payload.settings),
    }),
  },
  selectors: {
    selectSettings: (state) => state,
    selectThemeColor: (state) => state.themeColor,
    selectTagsView: (state) => state.tagsView,
    selectFixedHeader: (state) => state.fixedHeader,
    selectSidebarLogo: (state) => state.sidebarLogo,
  },
});

export const {
  themeColorChanged,
  tagsViewChanged,
  fixedHeaderChanged,
  sidebarLogoChanged,
  settingsReset,
  settingsRestored,
} = settingsSlice.actions;
export const {
  selectSettings,
  selectThemeColor,
  selectTagsView,
  selectFixedHeader,
  selectSidebarLogo,
} = settingsSlice.selectors;
