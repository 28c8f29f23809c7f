import { call, cancelled, put } from 'typed-redux-saga';

import { createCardReader, isCardReaderError } from '@/devices';
import { cardReadFailed, cardReadSucceeded, readPhaseChanged } from '@/features/devices';
import { noticeRaised } from '@/features/notices';
import { getRuntimeConfig } from '@/services/config/runtimeConfig';

import { readerFailureNotice } from './deviceNotices';

/** Logged only (spec 8: an unreachable reader is not shown); never with the card's data. */
export const logDeviceProblem = (where: string, detail: string): void => {
  console.warn(`[设备] ${where}: ${detail}`);
};

const closeQuietly = async (close: () => Promise<void>): Promise<void> => {
  try {
    await close();
  } catch (error) {
    logDeviceProblem('CloseDevice', isCardReaderError(error) ? error.failure.kind : String(error));
  }
};

/**
 * Spec 4's card-reader flow: open the device, read the card, close the device. Close always
 * runs: after a success, a failure, a timeout, and when the read is cancelled (the user gave
 * up, the button went away, the user signed out). The card goes out in one plain action; its
 * photo is dropped here, so personal pictures never enter the action log.
 */
export function* readCardFromReader(purpose: string) {
  const { cardReaderOrigin } = yield* call(getRuntimeConfig);
  const reader = yield* call(createCardReader, { origin: cardReaderOrigin });
  const controller = new AbortController();
  try {
    yield* call(reader.open, { signal: controller.signal });
    yield* put(readPhaseChanged({ phase: 'reading' }));
    const { photo: _photo, ...card } = yield* call(reader.read, { signal: controller.signal });
    yield* put(cardReadSucceeded({ purpose, card }));
  } catch (error) {
    if (!isCardReaderError(error)) throw error;
    const { failure } = error;
    yield* put(cardReadFailed({ purpose, reason: failure.kind }));
    const notice = readerFailureNotice(failure);
    if (notice) yield* put(noticeRaised(notice));
    else yield* call(logDeviceProblem, 'readcard', failure.kind);
  } finally {
    if (yield* cancelled()) controller.abort();
    yield* put(readPhaseChanged({ phase: 'closing' }));
    yield* call(closeQuietly, reader.close);
  }
}
