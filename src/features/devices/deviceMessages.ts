import { READER_TOAST_MS } from '@/shared/constants';

/** The devices' texts of spec 8, in Chinese, with the fallbacks for replies that carry none. */
export const DEVICE_MESSAGES = {
  /** Card reader non-200 (spec 8: 'Card reader service abnormal, please check'). */
  readerServiceAbnormal: '读卡器服务异常，请检查',
  /** resultFlag below 0 with an empty errorMsg. */
  readFailed: '读卡失败，请将身份证放在读卡器上后重试',
  /** Hardware driver socket error (spec 8, verbatim). */
  hardwareNotRunning: '国卫硬件驱动服务未启动,请先启动服务!',
  /** An unsuccessful hardware reply with no ErrorMessage / Message. */
  hardwareFailed: '国卫硬件驱动返回失败',
  /** A successful hardware reply whose Response holds no ID card. */
  hardwareNoCard: '国卫硬件驱动未返回身份证信息',
} as const;

/** Toasts of the devices stay 5 s (spec 9: reader timeout and toast 5000 ms). */
export const DEVICE_TOAST_SECONDS = READER_TOAST_MS / 1000;
