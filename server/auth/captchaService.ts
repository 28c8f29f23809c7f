import crypto from 'node:crypto';

import svgCaptcha from 'svg-captcha';

import { type Db } from '../db/openDatabase';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

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

export const createCaptchaService = (db: Db, fixedCode: string | undefined): CaptchaService => {
  const purge = db.prepare<[number]>('DELETE FROM captchas WHERE expires_at <= ?');
  const save = db.prepare<[string, string, number]>(
    'INSERT OR REPLACE INTO captchas (guid, code, expires_at) VALUES (?, ?, ?)',
  );
  const take = db.prepare<[string], { code: string; expires_at: number }>(
    'DELETE FROM captchas WHERE guid = ? RETURNING code, expires_at',
  );
  return {
    issue(guid, now = Date.now()) {
      const code = fixedCode ?? randomCode();
      purge.run(now);
      save.run(guid, code, now + CAPTCHA_TTL_MS);
      return drawCaptcha(code, DRAW_OPTIONS);
    },
    consume(guid, code, now = Date.now()) {
      const stored = take.get(guid);
      return (
        stored !== undefined &&
        stored.expires_at > now &&
        stored.code.toLowerCase() === code.toLowerCase()
      );
    },
  };
};
