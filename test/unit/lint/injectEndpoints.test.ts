import { lintProbes, type Probe } from '../../utils/lintProbes';

/**
 * Every injectEndpoints says `overrideExisting: 'throw'` (DESIGN.md, Conventions): lint rejects
 * one without it, or with another value, in src (devices included) and in the tests' helpers.
 * Probes are linted as text, so nothing is written to the tree.
 */

const RULES = ['no-restricted-syntax'];
const NEEDS_THROW = /injectEndpoints needs overrideExisting: 'throw'/;

const inject = (options: string) =>
  "import { api } from '@/services/api';\n\n" +
  'export const probeApi = api.injectEndpoints({\n' +
  '  endpoints: (build) => ({\n' +
  "    probe: build.query<number, void>({ query: () => '/probe' }),\n" +
  '  }),\n' +
  options +
  '});\n';

const REJECTED: readonly (Probe & { case: string })[] = [
  {
    case: 'no overrideExisting in a feature',
    file: 'src/features/audit/injectProbe.ts',
    code: inject(''),
  },
  {
    case: 'overrideExisting: true in a service',
    file: 'src/services/injectProbe.ts',
    code: inject('  overrideExisting: true,\n'),
  },
  {
    case: 'overrideExisting: false in the app',
    file: 'src/app/injectProbe.ts',
    code: inject('  overrideExisting: false,\n'),
  },
  {
    case: 'no overrideExisting in src/devices',
    file: 'src/devices/injectProbe.ts',
    code: inject(''),
  },
  {
    case: 'no overrideExisting in a test helper',
    file: 'test/utils/injectProbe.ts',
    code: inject(''),
  },
];

const ACCEPTED: readonly (Probe & { case: string })[] = [
  {
    case: "overrideExisting: 'throw' in a feature",
    file: 'src/features/audit/injectProbe.ts',
    code: inject("  overrideExisting: 'throw',\n"),
  },
  {
    case: "overrideExisting: 'throw' in a test helper",
    file: 'test/utils/injectProbe.ts',
    code: inject("  overrideExisting: 'throw',\n"),
  },
];

describe("lint: injectEndpoints with overrideExisting: 'throw'", () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lintProbes([...REJECTED, ...ACCEPTED], RULES);
  }, 180_000);

  it.each(REJECTED.map((probe, index) => [probe.case, index] as const))(
    'rejects %s',
    (_case, index) => {
      expect(results[index]).toEqual([expect.stringMatching(NEEDS_THROW)]);
    },
  );

  it.each(ACCEPTED.map((probe, index) => [probe.case, index] as const))(
    'accepts %s',
    (_case, index) => {
      expect(results[REJECTED.length + index]).toEqual([]);
    },
  );
});
