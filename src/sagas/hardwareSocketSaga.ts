import { call, put, take } from 'typed-redux-saga';

import { type HardwareDriver, type HardwareReply, parseIdCardData } from '@/devices';
import {
  cardReadFailed,
  cardReadSucceeded,
  DEVICE_MESSAGES,
  hardwareReplied,
  hardwareSocketFailed,
} from '@/features/devices';
import { noticeRaised } from '@/features/notices';

import { hardwareSocketNotice, hardwareRefusalNotice } from './deviceNotices';
import { hardwareRequestChannel } from './hardwareSocketChannel';

/**
 * The request type with which the 读卡 menu asks the hardware driver for the ID card on its
 * reader. The contract names the request types only by their socket rules; the simulator and
 * this client agree on 02 answering `Response` in the reader service's card fields.
 */
export const HARDWARE_READ_CARD_REQUEST = '02';

/**
 * Runs one hardware request to its end (END when the socket closes): every reply is put as a
 * plain `devices/hardwareReplied` (its Response goes only to `onReply`), an unsuccessful reply
 * and a socket error become the warnings of spec 8. Cancelling the saga closes the socket.
 */
export function* runHardwareRequest(
  driver: HardwareDriver,
  requestType: string,
  onReply?: (reply: HardwareReply) => Generator<unknown, void, unknown>,
) {
  const channel = yield* call(hardwareRequestChannel, driver, requestType);
  try {
    while (true) {
      const event = yield* take(channel);
      if (event.kind === 'socketError') {
        yield* put(hardwareSocketFailed({ requestType }));
        yield* put(noticeRaised(hardwareSocketNotice()));
        continue;
      }
      const { reply } = event;
      yield* put(hardwareReplied({ requestType, funType: reply.funType, success: reply.success }));
      if (!reply.success) yield* put(noticeRaised(hardwareRefusalNotice(reply.message)));
      else if (onReply) yield* call(onReply, reply);
    }
  } finally {
    channel.close();
  }
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** 读卡 through the hardware driver: request 02, the card from its reply's Response. */
export function* readCardFromHardware(driver: HardwareDriver, purpose: string) {
  let answered = false;
  yield* call(
    runHardwareRequest,
    driver,
    HARDWARE_READ_CARD_REQUEST,
    function* onCard(reply: HardwareReply) {
      answered = true;
      const response = asRecord(reply.response);
      const { photo: _photo, ...card } = parseIdCardData(response ?? {});
      if (!card.idCardNo) {
        yield* put(cardReadFailed({ purpose, reason: 'hardware-no-card' }));
        yield* put(noticeRaised(hardwareRefusalNotice(DEVICE_MESSAGES.hardwareNoCard)));
        return;
      }
      yield* put(cardReadSucceeded({ purpose, card }));
    },
  );
  if (!answered) yield* put(cardReadFailed({ purpose, reason: 'hardware-failed' }));
}
