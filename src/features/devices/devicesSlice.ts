import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { type IdCardData } from '@/devices';
import { signedOut } from '@/features/auth';

/**
 * What the desk's devices are doing, for the 读卡 buttons. The sagas run the devices; this slice
 * only records the events they put. The card's fields travel in `devices/cardReadSucceeded`
 * (masked in the action log and traces like every personal identifier) and wait here until
 * the button that asked takes them; the photo never enters an action.
 */

/** Where a read comes from: the card-reader HTTP service, or the hardware driver's socket. */
export type CardSource = 'reader' | 'hardware';

/** What the button says while a read runs. */
export type ReadPhase = 'idle' | 'opening' | 'reading' | 'closing';

/** A card as it travels in actions: everything but the photo. */
export type CardFields = Omit<IdCardData, 'photo'>;

export interface DeliveredCard {
  /** Counts reads, so a button takes each card once. */
  seq: number;
  /** The button that asked (its React id); only it takes the card. */
  purpose: string;
  card: CardFields;
}

export interface DevicesState {
  phase: ReadPhase;
  /** The button whose read runs, while one does. */
  purpose: string | null;
  source: CardSource | null;
  delivered: DeliveredCard | null;
  seq: number;
}

const initialState: DevicesState = {
  phase: 'idle',
  purpose: null,
  source: null,
  delivered: null,
  seq: 0,
};

/** The user clicked 读卡 (or 国卫硬件驱动读卡); ignored while another read runs. */
export const cardReadRequested = createAction<{ purpose: string; source: CardSource }>(
  'devices/cardReadRequested',
);
/** The user gave up waiting; the saga cancels the read and still closes the device. */
export const cardReadCancelled = createAction('devices/cardReadCancelled');
/** Why a read failed, without any personal data (for QA's action log). */
export const cardReadFailed = createAction<{ purpose: string; reason: string }>(
  'devices/cardReadFailed',
);
/** A raw hardware-driver request (spec 4's request types), outside a card read. */
export const hardwareRequested = createAction<{ requestType: string }>('devices/hardwareRequested');
/** A hardware-driver reply, reduced to what tells the story: never its Response. */
export const hardwareReplied = createAction<{
  requestType: string;
  funType: string;
  success: boolean;
}>('devices/hardwareReplied');
/** The hardware driver's socket failed (the driver is not running). */
export const hardwareSocketFailed = createAction<{ requestType: string }>(
  'devices/hardwareSocketFailed',
);

export const devicesSlice = createSlice({
  name: 'devices',
  initialState,
  reducers: {
    readPhaseChanged: (state, action: PayloadAction<{ phase: ReadPhase }>) => {
      if (state.purpose !== null) state.phase = action.payload.phase;
    },
    cardReadSucceeded: (state, action: PayloadAction<{ purpose: string; card: CardFields }>) => {
      state.seq += 1;
      state.delivered = { seq: state.seq, ...action.payload };
    },
    cardReadEnded: (state) => {
      state.phase = 'idle';
      state.purpose = null;
      state.source = null;
    },
    /** The button took the card: personal data leaves the store at once. */
    cardTaken: (state, action: PayloadAction<{ seq: number }>) => {
      if (state.delivered?.seq === action.payload.seq) state.delivered = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cardReadRequested, (state, action) => {
        if (state.phase !== 'idle') return;
        state.phase = action.payload.source === 'reader' ? 'opening' : 'reading';
        state.purpose = action.payload.purpose;
        state.source = action.payload.source;
        // A card nobody took (its button went away) is not kept for a later one.
        state.delivered = null;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectReadPhase: (state) => state.phase,
    selectReadingPurpose: (state) => state.purpose,
    selectDeliveredCard: (state) => state.delivered,
  },
});

export const { readPhaseChanged, cardReadSucceeded, cardReadEnded, cardTaken } =
  devicesSlice.actions;
export const { selectReadPhase, selectReadingPurpose, selectDeliveredCard } =
  devicesSlice.selectors;
