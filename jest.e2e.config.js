// Browser tests: Debian's Chromium driven by playwright-core against the real reference server.
const base = require('./jest.config.js').projects[0];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'e2e',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  testTimeout: 120_000,
  // Each file starts its own server (fresh in-memory database) and Chromium, so files share no
  // state and two run side by side on the two-core CI machine.
  maxWorkers: 2,
  // One seeded demo database per run, copied for every test server (test/utils/demoDatabase.ts).
  globalSetup: '<rootDir>/test/utils/demoImageSetup.cjs',
  globalTeardown: '<rootDir>/test/utils/demoImageTeardown.cjs',
};
