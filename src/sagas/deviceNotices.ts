import { type CardReaderFailure } from '@/devices';
import { DEVICE_MESSAGES, DEVICE_TOAST_SECONDS } from '@/features/devices';
import { type Notice } from '@/features/notices';

/**
 * Spec 8 for the devices: which failure the user sees, and how. Null means "logged only"
 * (the reader service is unreachable or too slow, or the user cancelled).
 */
export const readerFailureNotice = (failure: CardReaderFailure): Omit<Notice, 'id'> | null => {
  switch (failure.kind) {
    case 'http':
      return {
        kind: 'error',
        style: 'toast',
        text: DEVICE_MESSAGES.readerServiceAbnormal,
        duration: DEVICE_TOAST_SECONDS,
      };
    case 'device':
      return {
        kind: 'warning',
        style: 'toast',
        text: failure.errorMsg.trim() || DEVICE_MESSAGES.readFailed,
        duration: DEVICE_TOAST_SECONDS,
      };
    default:
      return null;
  }
};

export const hardwareSocketNotice = (): Omit<Notice, 'id'> => ({
  kind: 'warning',
  style: 'toast',
  text: DEVICE_MESSAGES.hardwareNotRunning,
  duration: DEVICE_TOAST_SECONDS,
});

/** An unsuccessful reply: ErrorMessage of the IsSuccess shape (type 02) or Message. */
export const hardwareRefusalNotice = (message: string): Omit<Notice, 'id'> => ({
  kind: 'warning',
  style: 'toast',
  text: message.trim() || DEVICE_MESSAGES.hardwareFailed,
  duration: DEVICE_TOAST_SECONDS,
});
