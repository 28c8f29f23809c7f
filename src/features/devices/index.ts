/** The desk devices' state and the 读卡 button; the sagas in src/sagas run the devices. */
export {
  cardReadCancelled,
  cardReadEnded,
  cardReadFailed,
  cardReadRequested,
  cardReadSucceeded,
  cardTaken,
  devicesSlice,
  hardwareReplied,
  hardwareRequested,
  hardwareSocketFailed,
  readPhaseChanged,
  selectDeliveredCard,
  selectReadingPurpose,
  selectReadPhase,
} from './devicesSlice';
export type {
  CardFields,
  CardSource,
  DeliveredCard,
  DevicesState,
  ReadPhase,
} from './devicesSlice';
export { DEVICE_MESSAGES, DEVICE_TOAST_SECONDS } from './deviceMessages';
export { ReadCardButton } from './ReadCardButton';
export { useCardRead } from './useCardRead';
export type { CardRead } from './useCardRead';
