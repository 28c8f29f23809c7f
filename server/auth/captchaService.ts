import crypto from 'node:crypto';

import svgCaptcha from 'svg-captcha';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Captchas held at most; beyond, the oldest go (the per-address rate limit keeps this far off). */
const MAX_CAPTCHAS = 50_000;

/** No 0/O/o, 1/l/I/i: characters people confuse on a noisy image. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabdefhjkmnpqrtuy23456789';

/** svg-captcha's module is itself a function that draws a given text; its typings omit that. */
type DrawCaptcha = (text: string, options: Record<string, unknown>) => string;
const drawCaptcha = svgCaptcha as unknown as DrawCaptcha;

const DRAW_OPTIONS = {
  width: 120,
  height: 40,
  fontSize: 46,
  noise: 2,
  color: true,
  background: '#f2f6fc',
};

export interface CaptchaService {
  /** Makes (or replaces) the captcha of a client-made guid; returns the SVG image. */
  issue(guid: string, now?: number): string;
  /** The code and expiry of a guid's captcha, without using it (tests). */
  peek(guid: string): { code: string; expiresAt: number } | undefined;
  /**
   * Checks a code case-insensitively and deletes the captcha whatever the outcome, so each image
   * allows exactly one sign-in attempt.
   */
  consume(guid: string, code: string, now?: number): boolean;
}

const randomCode = (): string =>
  Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join(
    '',
  );

/**
 * Captchas in the server's memory: five minutes, single use, so nothing is lost by a restart
 * but the images on screen, and a sign-in needs no disk write (it works on a full disk).
 */
export const createCaptchaService = (fixedCode: string | undefined): CaptchaService => {
  const codes = new Map<string, { code: string; expiresAt: number }>();
  const purge = (now: number) => {
    for (const [guid, entry] of codes) {
      if (entry.expiresAt <= now) codes.delete(guid);
    }
  };
  let nextPurge = 0;
  return {
    issue(guid, now = Date.now()) {
      const code = fixedCode ?? randomCode();
      if (now >= nextPurge) {
        purge(now);
        nextPurge = now + 60_000;
      }
      codes.delete(guid);
      if (codes.size >= MAX_CAPTCHAS) {
        const [oldest] = codes.keys();
        if (oldest !== undefined) codes.delete(oldest);
      }
      codes.set(guid, { code, expiresAt: now + CAPTCHA_TTL_MS });
      return drawCaptcha(code, DRAW_OPTIONS);
    },
    peek: (guid) => codes.get(guid),
    consume(guid, code, now = Date.now()) {
      const stored = codes.get(guid);
      codes.delete(guid);
      return (
        stored !== undefined &&
        stored.expiresAt > now &&
        stored.code.toLowerCase() === code.toLowerCase()
      );
    },
  };
};
