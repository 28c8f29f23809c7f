import { getApiBaseUrl } from '../config/runtimeConfig';

export const CAPTCHA_PATH = '/api/tokens/captchacode';

/** A fresh captcha id: the server remembers the code it drew under this id. */
export const newCaptchaGuid = (): string => {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** The captcha is an image, so the page loads it by URL rather than through RTK Query. */
export const captchaUrl = (guid: string): string =>
  `${getApiBaseUrl()}${CAPTCHA_PATH}?guid=${encodeURIComponent(guid)}`;
