// Jest runs unit and integration tests. Rule of thumb: `*.test.ts` runs in node (pure code,
// server, store + real server), `*.test.tsx` runs in jsdom (components). Browser tests live in
// test/e2e and have their own config (jest.e2e.config.js).
const esmPackages = [
  '@ant-design/colors',
  '@redux-devtools/instrument',
  'jose',
  '@noble/hashes',
  'content-disposition',
  'cookie',
  'eventsource-parser',
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'micromark.*',
  'mdast-.*',
  'hast-.*',
  'unist-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-entities.*',
  'devlop',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'longest-streak',
  'zwitch',
  'html-url-attributes',
  'trim-lines',
  'estree-util-.*',
  'style-to-js',
  'style-to-object',
  'inline-style-parser',
];

const transform = {
  '^.+\\.(t|j|mj)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  rootDir: __dirname,
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/test/utils/styleStub.js',
  },
  globals: { __APP_VERSION__: 'test' },
};

/** @type {import('jest').Config} */
module.exports = {
  // Two workers, one per core of the CI machine (Jest's default there is one): the suites are
  // CPU-bound, so this halves the phase (docs/decisions/0053). Such a machine is often busy
  // beside them too: Jest's default of 5 s per test is a race there, not a check (speed targets
  // live in `npm run bench`).
  maxWorkers: 2,
  testTimeout: 30_000,
  // One seeded demo database per run, copied for every test server (test/utils/demoDatabase.ts).
  globalSetup: '<rootDir>/test/utils/demoImageSetup.cjs',
  globalTeardown: '<rootDir>/test/utils/demoImageTeardown.cjs',
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/{unit,integration}/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/utils/setupNode.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/{unit,integration}/**/*.test.tsx'],
      setupFiles: ['<rootDir>/test/utils/setupNode.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/utils/setupDom.ts'],
    },
  ],
};
