/** Plain TypeScript clients of the desk's devices; no React, no Redux (sagas wrap them). */
export {
  CARD_READER_TIMEOUT_MS,
  CardReaderError,
  createCardReader,
  isCardReaderError,
} from './cardReader';
export type { CardReader, CardReaderFailure, CardReaderOptions, CallOptions } from './cardReader';
export {
  CLOSE_REQUEST,
  createHardwareDriver,
  HARDWARE_SOCKET_PORT,
  KEEP_OPEN_REQUEST,
  NO_WEBSOCKET_NOTE,
  parseHardwareReply,
} from './hardwareSocket';
export type {
  HardwareDriver,
  HardwareDriverOptions,
  HardwareListener,
  HardwareReply,
} from './hardwareSocket';
export { cardDate, parseIdCardData } from './idCardData';
export type { IdCardData } from './idCardData';
