import { type Action, type ThunkDispatch } from '@reduxjs/toolkit';

/**
 * Filled in by src/app/store.ts through declaration merging, so the layers below the app can
 * type their hooks without importing it (imports run one way; see docs/ARCHITECTURE.md).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreTypes {}

export type AppRootState = StoreTypes extends { state: infer S } ? S : Record<string, unknown>;
export type AppDispatch = StoreTypes extends { dispatch: infer D }
  ? D
  : ThunkDispatch<AppRootState, unknown, Action>;
