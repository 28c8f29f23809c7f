import { call, race, take, takeEvery, put } from 'typed-redux-saga';

import { createHardwareDriver } from '@/devices';
import {
  cardReadCancelled,
  cardReadEnded,
  cardReadRequested,
  hardwareRequested,
} from '@/features/devices';
import { getRuntimeConfig } from '@/services/config/runtimeConfig';

import { readCardFromReader } from './cardReaderSaga';
import { readCardFromHardware, runHardwareRequest } from './hardwareSocketSaga';
import { whileSignedIn } from './sessionLifecycle';

function* deviceSession() {
  const { hardwareSocketUrl } = yield* call(getRuntimeConfig);
  // One driver per session: it holds the open socket of a 03|01|02 stream until 00 closes it.
  const driver = yield* call(createHardwareDriver, { url: hardwareSocketUrl });

  yield* takeEvery(hardwareRequested, function* request({ payload }) {
    yield* call(runHardwareRequest, driver, payload.requestType);
  });

  // One read at a time: while one runs this loop is not taking, so a second click is ignored.
  while (true) {
    const { payload } = yield* take(cardReadRequested);
    try {
      yield* race({
        read:
          payload.source === 'reader'
            ? call(readCardFromReader, payload.purpose)
            : call(readCardFromHardware, driver, payload.purpose),
        cancel: take(cardReadCancelled),
      });
    } finally {
      yield* put(cardReadEnded());
    }
  }
}

/** The desk devices while a user is signed in: 读卡 requests and hardware-driver requests. */
export function* devicesSaga() {
  yield* call(whileSignedIn, deviceSession);
}
