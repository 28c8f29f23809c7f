import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';

import { type HardwareDriver, type HardwareReply } from '@/devices';

/** What a hardware request tells its saga, one event per socket happening. */
export type HardwareEvent = { kind: 'reply'; reply: HardwareReply } | { kind: 'socketError' };

/**
 * One hardware-driver request as a channel: its replies and a socket error as events, END when
 * its socket closes. Closing the channel (the saga was cancelled) closes the socket.
 */
export const hardwareRequestChannel = (
  driver: HardwareDriver,
  requestType: string,
): EventChannel<HardwareEvent> =>
  eventChannel<HardwareEvent>(
    (emit) =>
      driver.request(requestType, {
        onReply: (reply) => emit({ kind: 'reply', reply }),
        onError: () => emit({ kind: 'socketError' }),
        onClose: () => emit(END),
      }),
    // A 03|01|02 stream may push readings faster than a busy main thread takes them.
    buffers.expanding<HardwareEvent>(8),
  );
