/** The seeded demo accounts and their passwords (server/seed/users.ts; README lists them). */
export const DEMO_PASSWORDS = {
  qyadmin: 'Qy@2026#Ws',
  xzys01: 'Xz@5821#kc',
  cunyi01: 'Cy@7390#mz',
  xinyh01: 'Init@6284x',
  guoqi01: 'Gq@4719#ns',
  ruomm01: 'weakpass1',
  gwservice: 'Fw@8053#tq',
} as const;

export type DemoAccount = keyof typeof DEMO_PASSWORDS;

/** Every captcha of a test server has this code (CAPTCHA_FIXED_CODE). */
export const TEST_CAPTCHA = 'TEST';
