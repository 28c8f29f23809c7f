import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';

import { type ApiError, isApiError } from '@/services/http/apiError';

export type NoticeKind = 'error' | 'warning' | 'success' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  /** toast: antd message; box: antd modal (warning box of spec 8). */
  style: 'toast' | 'box';
  text: string;
  /** Seconds a toast stays. */
  duration: number;
}

export interface NoticesState {
  queue: Notice[];
  nextId: number;
}

const initialState: NoticesState = { queue: [], nextId: 1 };

const fromApiError = (error: ApiError): Omit<Notice, 'id'> | null => {
  if (error.display === 'silent') return null;
  return {
    kind: error.display === 'warning' ? 'warning' : 'error',
    style: error.display === 'warning' ? 'box' : 'toast',
    text: error.message,
    duration: error.duration ?? 3,
  };
};

/**
 * Messages waiting to be shown. Reducers only queue them (a failed call is an event); the one
 * outlet component shows them through antd's App context and reports them shown.
 */
export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    noticeRaised: (state, action: PayloadAction<Omit<Notice, 'id'>>) => {
      state.queue.push({ ...action.payload, id: state.nextId });
      state.nextId += 1;
    },
    noticeShown: (state, action: PayloadAction<{ id: number }>) => {
      state.queue = state.queue.filter((notice) => notice.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isRejectedWithValue, (state, action) => {
      if (!isApiError(action.payload)) return;
      const notice = fromApiError(action.payload);
      if (!notice) return;
      state.queue.push({ ...notice, id: state.nextId });
      state.nextId += 1;
    });
  },
  selectors: {
    selectPendingNotices: (state) => state.queue,
  },
});

export const { noticeRaised, noticeShown } = noticesSlice.actions;
export const { selectPendingNotices } = noticesSlice.selectors;
