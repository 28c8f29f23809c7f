/**
 * Test-only routes the reference server mounts when CAPTCHA_FIXED_CODE is set, and the client's
 * test hooks call. Never part of a real deployment.
 */
export const TEST_PATHS = {
  /** GET: the counters browser tests assert on. */
  stats: '/api/test/stats',
  /** POST: sets the counters back to zero. */
  resetStats: '/api/test/stats/reset',
  /** GET ?n=: a protected no-op, so tests can fire many authorised requests at once. */
  probe: '/api/test/probe',
} as const;
