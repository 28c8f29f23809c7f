import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { signedOut } from '@/features/auth';

export interface VersionState {
  /** The newer build the prompt offers; null when no prompt is shown. */
  promptVersion: string | null;
  /** Epoch ms before which a detected version is not offered again (稍后). */
  postponedUntil: number | null;
}

const initialState: VersionState = { promptVersion: null, postponedUntil: null };

/** The user chose 更新; the polling saga reloads the page. */
export const versionUpdateAccepted = createAction('version/updateAccepted');
/** The user chose 稍后; the polling saga turns it into a `version/postponed` with a time. */
export const versionLaterChosen = createAction('version/laterChosen');

/** State of the new-version prompt; the saga decides when to show it, a component renders it. */
export const versionSlice = createSlice({
  name: 'version',
  initialState,
  reducers: {
    promptShown: (state, action: PayloadAction<{ version: string }>) => {
      state.promptVersion = action.payload.version;
    },
    postponed: (state, action: PayloadAction<{ until: number }>) => {
      state.promptVersion = null;
      state.postponedUntil = action.payload.until;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(versionUpdateAccepted, (state) => {
        state.promptVersion = null;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectPromptVersion: (state) => state.promptVersion,
    selectPostponedUntil: (state) => state.postponedUntil,
  },
});

export const { promptShown: versionPromptShown, postponed: versionPostponed } =
  versionSlice.actions;
export const { selectPromptVersion, selectPostponedUntil } = versionSlice.selectors;
