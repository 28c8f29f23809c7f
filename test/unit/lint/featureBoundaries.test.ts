import { lintProbes, type Probe } from '../../utils/lintProbes';

/**
 * The feature map of eslint.config.mjs holds: lint rejects a deep import into another feature
 * (relative or by alias), an import of a feature the importer has not declared, and any
 * cross-feature import from a feature missing from the map. Probes are linted as text under
 * paths inside src/features, so nothing is written to the tree.
 */

const REJECTED: readonly (Probe & { case: string; expected: RegExp })[] = [
  {
    case: 'a relative deep import',
    file: 'src/features/layout/boundaryProbe.ts',
    code: "import { selectSessionUser } from '../auth/sessionSlice';\nexport const probe = selectSessionUser;\n",
    expected: /only through its index\.ts/,
  },
  {
    case: 'an alias deep import',
    file: 'src/features/layout/boundaryProbe.ts',
    code: "import { selectSessionUser } from '@/features/auth/sessionSlice';\nexport const probe = selectSessionUser;\n",
    expected: /only through its index\.ts/,
  },
  {
    case: 'an undeclared feature',
    file: 'src/features/audit/boundaryProbe.ts',
    code: "import { AssistantMount } from '@/features/assistant';\nexport const probe = AssistantMount;\n",
    expected: /features\/audit may use only exports, permission/,
  },
  {
    case: 'a feature missing from the map',
    file: 'src/features/boundaryprobe/index.ts',
    code: "import { signedOut } from '@/features/auth';\nexport const probe = signedOut;\n",
    expected: /Declare this feature/,
  },
];

const ACCEPTED: Probe = {
  file: 'src/features/layout/boundaryProbe.ts',
  code: "import { signedOut } from '@/features/auth';\n\nimport { tabOpened } from './tabsSlice';\n\nexport const probe = [signedOut, tabOpened];\n",
};

describe('feature boundaries in lint', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lintProbes([...REJECTED, ACCEPTED], ['boundaries/dependencies']);
  }, 180_000);

  it.each(REJECTED.map((probe, index) => [probe.case, index] as const))(
    'rejects %s',
    (_case, index) => {
      const probe = REJECTED[index]!;
      expect(results[index]).toEqual(
        expect.arrayContaining([expect.stringMatching(probe.expected)]),
      );
    },
  );

  it('accepts a declared feature through its index.ts, and its own files by relative path', () => {
    expect(results[REJECTED.length]).toEqual([]);
  });
});
