import { lintProbes, type Probe } from '../../utils/lintProbes';

/**
 * Only src/devices talks to the desk's devices (DESIGN.md Conventions, Devices): lint rejects the
 * WebSocket global (bare or as a property of window/globalThis/self) and a fetch to the card
 * reader's service anywhere else in src, and leaves src/devices, the simulators and the tests
 * alone. Probes are linted as text, so nothing is written to the tree.
 */

const RULES = ['no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax'];
const DEVICES_ONLY = /Only src\/devices talks to the card reader and the hardware driver/;

const SOCKET = 'export const open = (url: string) => new WebSocket(url);\n';
const READER_FETCH =
  'export const read = (origin: string) => fetch(`${origin}/readcard?photo=1`);\n';

const REJECTED: readonly (Probe & { case: string })[] = [
  {
    case: 'new WebSocket in a feature',
    file: 'src/features/resources/deviceProbe.ts',
    code: SOCKET,
  },
  {
    case: 'window.WebSocket in a saga',
    file: 'src/sagas/deviceProbe.ts',
    code: 'export const open = (url: string) => new window.WebSocket(url);\n',
  },
  {
    case: 'globalThis.WebSocket in a service',
    file: 'src/services/deviceProbe.ts',
    code: "export const hasSocket = typeof globalThis.WebSocket === 'function';\n",
  },
  { case: 'a fetch of readcard in a saga', file: 'src/sagas/deviceProbe.ts', code: READER_FETCH },
  {
    case: 'a fetch of OpenDevice by string in a feature',
    file: 'src/features/devices/deviceProbe.ts',
    code: "export const open = (origin: string) => window.fetch(origin + '/OpenDevice');\n",
  },
  {
    case: 'a fetch at cardReaderOrigin in the app',
    file: 'src/app/deviceProbe.ts',
    code:
      'export const close = (config: { cardReaderOrigin: string }) =>\n' +
      '  fetch(`${config.cardReaderOrigin}/CloseDevice`);\n',
  },
];

const ACCEPTED: readonly (Probe & { case: string })[] = [
  { case: 'WebSocket in src/devices', file: 'src/devices/deviceProbe.ts', code: SOCKET },
  {
    case: 'the reader fetch in src/devices',
    file: 'src/devices/deviceProbe.ts',
    code: READER_FETCH,
  },
  { case: 'WebSocket in the simulators', file: 'scripts/devices/deviceProbe.ts', code: SOCKET },
  { case: 'WebSocket in a test', file: 'test/unit/devices/deviceProbe.ts', code: SOCKET },
  {
    case: 'any other fetch in src',
    file: 'src/services/deviceProbe.ts',
    code: "export const version = () => fetch('/version.json');\n",
  },
];

describe('device access in lint', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lintProbes([...REJECTED, ...ACCEPTED], RULES);
  }, 180_000);

  it.each(REJECTED.map((probe, index) => [probe.case, index] as const))(
    'rejects %s',
    (_case, index) => {
      expect(results[index]).toEqual(expect.arrayContaining([expect.stringMatching(DEVICES_ONLY)]));
    },
  );

  it.each(ACCEPTED.map((probe, index) => [probe.case, REJECTED.length + index] as const))(
    'accepts %s',
    (_case, index) => {
      expect(results[index]).toEqual([]);
    },
  );
});
