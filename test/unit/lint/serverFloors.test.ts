import { lintProbes, type Probe } from '../../utils/lintProbes';

/**
 * The server's floors in eslint.config.mjs (SERVER_FLOORS, server/README.md "Floors") hold: lint
 * rejects an import of a higher floor, type-only or not (among them the five that once ran both
 * ways: db → seed, auth → routes, auth → context, security → auth, audit → resources), an import
 * of a part of the same floor that SERVER_SIBLINGS does not allow, and any import from a part of
 * server/ on no floor. Probes are linted as text under paths inside server/, so nothing is written
 * to the tree.
 */

const UPWARD = /server\/ floors run one way: shared, config ← http ← db ← .* ← app, main/;

const REJECTED: readonly (Probe & { case: string; expected: RegExp })[] = [
  {
    case: 'db importing the seed',
    file: 'server/db/floorProbe.ts',
    code: "import { seedDatabase } from '../seed/seedDatabase';\nexport const probe = seedDatabase;\n",
    expected: UPWARD,
  },
  {
    case: 'auth importing the route permission table',
    file: 'server/auth/floorProbe.ts',
    code: "import { dedicatedPermission } from '../routes/routePermissions';\nexport const probe = dedicatedPermission;\n",
    expected: UPWARD,
  },
  {
    case: 'auth importing the context',
    file: 'server/auth/floorProbe.ts',
    code: "import { type ServerContext } from '../context';\nexport type Probe = ServerContext;\n",
    expected: UPWARD,
  },
  {
    case: 'the audit trail importing the resources',
    file: 'server/audit/floorProbe.ts',
    code: "import { familyModel } from '../resources/familyModel';\nexport const probe = familyModel;\n",
    expected: UPWARD,
  },
  {
    case: 'a type of a higher floor (security importing auth)',
    file: 'server/security/floorProbe.ts',
    code: "import { type AuthUser } from '../auth/authUser';\nexport type Probe = AuthUser;\n",
    expected: UPWARD,
  },
  {
    case: 'a shared helper importing a feature',
    file: 'server/shared/floorProbe.ts',
    code: "import { familyModel } from '../resources/familyModel';\nexport const probe = familyModel;\n",
    expected: UPWARD,
  },
  {
    case: 'the context importing the routes',
    file: 'server/context.ts',
    code: "import { apiPlugin } from './routes/apiPlugin';\nexport const probe = apiPlugin;\n",
    expected: UPWARD,
  },
  {
    case: 'a feature importing a feature of its floor it does not declare',
    file: 'server/chronic/floorProbe.ts',
    code: "import { familyModel } from '../resources/familyModel';\nexport const probe = familyModel;\n",
    expected: /server\/chronic may use no other part of its own floor/,
  },
  {
    case: 'a part of server/ on no floor',
    file: 'server/jobs/floorProbe.ts',
    code: "import { ok } from '../http/envelope';\nexport const probe = ok;\n",
    expected: /Put this part of server\/ on a floor of SERVER_FLOORS/,
  },
];

const ACCEPTED: readonly (Probe & { case: string })[] = [
  {
    case: 'lower floors, a declared sibling, the domain kernel and its own files',
    file: 'server/resources/floorProbe.ts',
    code:
      "import { dateText } from '../../src/domain/calendar';\n" +
      "import { managedHospitalIds } from '../auth/managedHospitals';\n" +
      "import { WORKLIST_SQL } from '../chronic/worklistQuery';\n" +
      "import { ok } from '../http/envelope';\n" +
      "import { streamWorkbook } from '../shared/excel/workbook';\n" +
      "import { familyModel } from './familyModel';\n" +
      'export const probe = [dateText, managedHospitalIds, WORKLIST_SQL, ok, streamWorkbook, familyModel];\n',
  },
  {
    case: 'the composition root importing every floor',
    file: 'server/main.ts',
    code:
      "import { buildServer } from './app';\n" +
      "import { loadConfig } from './config';\n" +
      "import { prepareDatabase } from './prepareDatabase';\n" +
      'export const probe = [buildServer, loadConfig, prepareDatabase];\n',
  },
];

describe('server floors in lint', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lintProbes([...REJECTED, ...ACCEPTED], ['import-x/no-restricted-paths']);
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

  it.each(ACCEPTED.map((probe, index) => [probe.case, REJECTED.length + index] as const))(
    'accepts %s',
    (_case, index) => {
      expect(results[index]).toEqual([]);
    },
  );
});
