// Lint rules. The zones below enforce DESIGN.md's import direction:
//   domain ← shared ← devices, services ← features ← sagas ← app
// keep server/ away from everything in src/ but the domain kernel and the pure contract data
// of src/services, and run the server's floors one way (SERVER_FLOORS, server/README.md "Floors").
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layer = (name) => `./src/${name}`;

/** Each entry: files in `target` may not import from `from`. */
const zones = [
  {
    target: layer('domain'),
    from: [
      layer('shared'),
      layer('devices'),
      layer('services'),
      layer('features'),
      layer('sagas'),
      layer('app'),
    ],
    message: 'src/domain is the pure kernel: it imports nothing from the other layers.',
  },
  {
    target: layer('shared'),
    from: [layer('devices'), layer('services'), layer('features'), layer('sagas'), layer('app')],
  },
  {
    target: layer('devices'),
    from: [layer('services'), layer('features'), layer('sagas'), layer('app')],
  },
  {
    target: layer('services'),
    from: [layer('devices'), layer('features'), layer('sagas'), layer('app')],
  },
  { target: layer('features'), from: [layer('sagas'), layer('app')] },
  { target: layer('sagas'), from: [layer('app')] },
  {
    target: './server',
    from: './src',
    except: ['./services/contract', './domain'],
    message:
      'server/ may import only the domain kernel (src/domain) and the pure contract data in src/services/contract.',
  },
].map((zone) => ({
  message:
    zone.message ??
    'Imports run one way: domain ← shared ← devices, services ← features ← sagas ← app (DESIGN.md).',
  ...zone,
}));

const serverPart = (name) => `./server/${name}`;

/**
 * The server's floors, bottom to top (server/README.md, "Floors"): a part of server/ (a folder or
 * a top-level file) imports its own files and the floors below, never a floor above; the parts of
 * one floor use each other only as SERVER_SIBLINGS says.
 */
const SERVER_FLOORS = [
  ['shared', 'config.ts'],
  ['http'],
  ['db'],
  ['readModels'],
  ['security'],
  ['auth'],
  ['context.ts'],
  ['audit'],
  ['assistant', 'chronic', 'client', 'resources', 'print'],
  ['routes', 'seed'],
  ['app.ts', 'main.ts', 'prepareDatabase.ts'],
];

/** Which other parts of its own floor a server part may use; a part not listed uses none. */
const SERVER_SIBLINGS = {
  // The assistant's tools are thin wrappers over the work list, indicator and 健康画像 functions.
  assistant: ['chronic', 'resources'],
  resources: ['chronic'],
  print: ['resources'],
  'main.ts': ['app.ts', 'prepareDatabase.ts'],
};

const SERVER_FLOOR_ORDER = SERVER_FLOORS.map((floor) =>
  floor.map((part) => part.replace(/\.ts$/, '')).join(', '),
).join(' ← ');

const serverFloorZones = SERVER_FLOORS.flatMap((floor, level) => {
  const above = SERVER_FLOORS.slice(level + 1).flat();
  return floor.flatMap((part) => {
    const uses = SERVER_SIBLINGS[part] ?? [];
    const siblings = floor.filter((other) => other !== part && !uses.includes(other));
    return [
      {
        target: serverPart(part),
        from: above.map(serverPart),
        message: `server/ floors run one way: ${SERVER_FLOOR_ORDER}. server/${part} may not import a floor above its own (server/README.md, "Floors").`,
      },
      {
        target: serverPart(part),
        from: siblings.map(serverPart),
        message: `server/${part} may use ${uses.length > 0 ? `only ${uses.join(', ')}` : 'no other part'} of its own floor (SERVER_SIBLINGS in eslint.config.mjs).`,
      },
    ].filter((zone) => zone.from.length > 0);
  });
});

/** A folder or top-level file of server/ on no floor imports no placed part and is not imported. */
const PLACED = SERVER_FLOORS.flat();
const UNPLACED = [`./server/!(${PLACED.join('|')})`, `./server/!(${PLACED.join('|')})/**`];
const UNPLACED_MESSAGE =
  'Put this part of server/ on a floor of SERVER_FLOORS (eslint.config.mjs).';
const unplacedServerZones = [
  { target: UNPLACED, from: PLACED.map(serverPart), message: UNPLACED_MESSAGE },
  { target: PLACED.map(serverPart), from: UNPLACED, message: UNPLACED_MESSAGE },
];

/**
 * Which other features each feature may use: one line per feature, each arrow a real dependency
 * (docs/ARCHITECTURE.md, "Feature map"). A feature not listed may use none. Another feature is
 * reached only through its index.ts, by alias or relative path alike.
 */
const FEATURE_DEPENDENCIES = {
  archives: ['auth', 'chronic', 'exports', 'permission', 'print', 'resources'],
  assistant: ['auth', 'notices'],
  audit: ['exports', 'permission'],
  auth: [],
  chronic: ['exports', 'permission', 'print', 'resources'],
  devices: ['auth'],
  elderly: ['resources'],
  education: ['resources'],
  errors: [],
  exports: ['auth'],
  groups: ['permission'],
  layout: ['archives', 'assistant', 'auth', 'chronic', 'permission', 'serviceDue', 'trace'],
  maternalChild: ['resources'],
  notices: [],
  permission: ['auth'],
  print: [],
  resources: ['assistant', 'devices', 'exports', 'permission', 'print'],
  serviceDue: ['chronic', 'exports', 'permission', 'print'],
  signing: ['resources'],
  trace: [],
  version: ['auth'],
  workScore: ['resources'],
};

const featureSelector = (feature) => ({ element: { type: 'feature', captured: { feature } } });

const featurePolicies = Object.entries(FEATURE_DEPENDENCIES).flatMap(([feature, uses]) => [
  {
    from: featureSelector(feature),
    disallow: { to: featureSelector(`!(${[feature, ...uses].join('|')})`) },
    message: `features/${feature} may use only ${uses.join(', ') || 'no other feature'} (FEATURE_DEPENDENCIES in eslint.config.mjs).`,
  },
  {
    from: featureSelector(feature),
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { feature: `!${feature}` },
          fileInternalPath: '!index.ts',
        },
      },
    },
    message: "Import another feature only through its index.ts ('@/features/name').",
  },
]);

/** A feature folder missing from FEATURE_DEPENDENCIES may use no other feature. */
const undeclaredFeaturePolicy = {
  from: featureSelector(`!(${Object.keys(FEATURE_DEPENDENCIES).join('|')})`),
  disallow: { to: { element: { type: 'feature' } } },
  message:
    'Declare this feature and the features it uses in FEATURE_DEPENDENCIES (eslint.config.mjs).',
};

/**
 * Every `injectEndpoints` says `overrideExisting: 'throw'` (DESIGN.md, Conventions: RTK Query):
 * two modules that inject one endpoint name are a bug to hear of at once, not a silent
 * replacement that depends on which module loaded last.
 */
const INJECT_ENDPOINTS_THROW = {
  selector:
    "CallExpression[callee.property.name='injectEndpoints']:not(:has(> ObjectExpression:has(> Property[key.name='overrideExisting'][value.value='throw'])))",
  message: "injectEndpoints needs overrideExisting: 'throw' (DESIGN.md, Conventions).",
};

/**
 * Only src/devices talks to the desk's devices (DESIGN.md Conventions, Devices): the hardware
 * driver's WebSocket and the card reader's HTTP service (OpenDevice, readcard, CloseDevice at
 * `cardReaderOrigin`). The rest of src reaches them through those clients, run by the sagas.
 * scripts/ (the simulators), server/ and test/ are outside src and free to open sockets of their
 * own.
 */
const DEVICES_ONLY =
  'Only src/devices talks to the card reader and the hardware driver (DESIGN.md, Conventions).';
const CARD_READER_CALL =
  ":matches(Literal[value=/OpenDevice|readcard|CloseDevice/], TemplateElement[value.raw=/OpenDevice|readcard|CloseDevice/], Identifier[name='cardReaderOrigin'])";
const deviceAccessRules = {
  'no-restricted-globals': ['error', { name: 'WebSocket', message: DEVICES_ONLY }],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({
      object,
      property: 'WebSocket',
      message: DEVICES_ONLY,
    })),
  ],
  'no-restricted-syntax': [
    'error',
    // Repeated here: this block's list replaces the one of every file for src (flat config).
    INJECT_ENDPOINTS_THROW,
    ...["[callee.name='fetch']", "[callee.property.name='fetch']"].map((callee) => ({
      selector: `CallExpression${callee} ${CARD_READER_CALL}`,
      message: DEVICES_ONLY,
    })),
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      'coverage/**',
      'bench/results/**',
      'src/services/generated/**',
      'test/utils/styleStub.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, boundaries },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [{ type: 'feature', pattern: 'src/features/*', capture: ['feature'] }],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...serverFloorZones, ...unplacedServerZones] },
      ],
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: [...featurePolicies, undeclaredFeaturePolicy] },
      ],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch/useAppSelector from @/shared/hooks.',
            },
          ],
          patterns: [
            {
              group: ['@/features/*/*'],
              message: "Import another feature only through its index.ts ('@/features/name').",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', INJECT_ENDPOINTS_THROW],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/devices/**'],
    rules: deviceAccessRules,
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Jest's config files are CommonJS by necessity.
    files: ['jest*.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
