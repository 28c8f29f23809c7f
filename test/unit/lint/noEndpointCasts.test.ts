import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { ENDPOINT_NAMES_PATH } from '../../../scripts/resourceTypes/renderResourceEndpointNames';
import { GENERATED_PATH } from '../../../scripts/resourceTypes/renderResourceTypes';

/**
 * Resource endpoints are reached through typed accessors (getResourceEndpoints), never by an
 * `as` cast: the types come from the catalogue (src/services/generated/resourceTypes.ts), and a
 * cast would hide the day they disagree. This test parses every source of src/ and test/ and
 * refuses:
 * - any type assertion but `as const` in src/services/resources, which builds the endpoints;
 * - anywhere, an assertion to an endpoint type, a family id or a resource row type, and one
 *   inside the arguments of an accessor;
 * - in a file that imports the resources service, an assertion of an endpoint, the endpoint
 *   map or an accessor's result (other APIs' endpoints, the sagas' for one, are not its matter).
 * The probes below show that each rule fires.
 */
const ROOT = path.resolve(__dirname, '../../..');
const RESOURCES = 'src/services/resources/';

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

const ACCESSORS = /\b(getResourceEndpoints|getWildcardEndpoints)\b/;
const ENDPOINT_OPERAND = /\b(getResourceEndpoints|getWildcardEndpoints|resourceApi|endpoints?)\b/;
const DEFINITIONS = [
  'List',
  'Get',
  'Create',
  'Update',
  'Deletes',
  'ActionQuery',
  'ActionMutation',
  'WildcardQuery',
  'WildcardMutation',
  'Resource',
].map((kind) => `${kind}Definition`);
const ENDPOINT_TYPE = new RegExp(
  `\\b(${[
    'ResourceEndpoints',
    'TypedResourceEndpoints',
    'FamilyEndpoints',
    'WildcardEndpoints',
    'EndpointOf',
    ...DEFINITIONS,
    'ConcreteFamilyId',
    'WildcardFamilyId',
    'FamilyId',
    'ResourceFamilyTypes',
  ].join('|')})\\b`,
);
/** The row types the generator writes (`PersonsRow`…), and the generic one. */
const ROW_NAMES = [
  'ResourceRow',
  ...[...read(GENERATED_PATH).matchAll(/^export type (\w+Row) =/gm)].map((match) => match[1]),
];
/** A cast to a row (`as ResourceRow`, `as PersonsRow[]`): how replies used to be typed. */
const ROW_TYPE = new RegExp(`^(readonly\\s+)?(ResourceRowOf<.+>|${ROW_NAMES.join('|')})(\\[\\])?$`);
/** An import of the resources service: by alias, or by a relative path into it. */
const IMPORTS_RESOURCES = /from\s+'(@\/services\/resources|(\.\.?\/)+(services\/)?resources)\b/;

interface Finding {
  file: string;
  line: number;
  text: string;
}

const insideAccessorCall = (node: ts.Node, source: ts.SourceFile): boolean => {
  for (let at = node.parent; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isCallExpression(at) && ACCESSORS.test(at.expression.getText(source))) return true;
  }
  return false;
};

const isForbidden = (
  file: string,
  source: ts.SourceFile,
  operand: ts.Expression,
  type: ts.TypeNode,
): boolean => {
  const typeText = type.getText(source).trim();
  if (typeText === 'const') return false;
  if (file.startsWith(RESOURCES)) return true;
  // An upcast hides nothing.
  if (typeText === 'unknown') return false;
  return (
    ENDPOINT_TYPE.test(typeText) ||
    ROW_TYPE.test(typeText) ||
    insideAccessorCall(operand, source) ||
    (IMPORTS_RESOURCES.test(source.text) && ENDPOINT_OPERAND.test(operand.getText(source)))
  );
};

/** The endpoint casts of one file, by its path from the repository root. */
const endpointCasts = (file: string, text: string): Finding[] => {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      isForbidden(file, source, node.expression, node.type)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      findings.push({ file, line: line + 1, text: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
};

const sourcesUnder = (folder: string): string[] =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')));

describe('no `as` cast on resource endpoints', () => {
  it('holds in src and test', () => {
    const findings = [...sourcesUnder('src'), ...sourcesUnder('test')].flatMap((file) =>
      endpointCasts(file, read(file)),
    );
    expect(findings).toEqual([]);
  });

  const IMPORT_RESOURCES = "import { getResourceEndpoints } from '@/services/resources';\n";

  it.each([
    ['any cast in the resources service', RESOURCES + 'probe.ts', 'const x = y as Foo;'],
    [
      'a cast of the endpoint map',
      'src/features/probe/probe.ts',
      IMPORT_RESOURCES + 'const all = resourceApi.endpoints as Record<string, unknown>;',
    ],
    [
      'a cast of an accessor result',
      'src/features/probe/probe.ts',
      IMPORT_RESOURCES + 'const e = getResourceEndpoints(id) as Whatever;',
    ],
    [
      'a cast of an endpoint held in a variable',
      'src/services/probe/probe.ts',
      "import { type ResourceEndpoints } from '../resources';\n" +
        'const hook = (endpoint as Whatever).useQuery;',
    ],
    [
      'a cast to an endpoint type',
      'src/features/probe/probe.ts',
      'const e = found as EndpointOf<ListDefinition>;',
    ],
    [
      'a family id cast to reach endpoints',
      'src/features/probe/probe.tsx',
      'const e = getResourceEndpoints(name as ConcreteFamilyId);',
    ],
    [
      'a cast inside an accessor call',
      'test/unit/probe.test.ts',
      "getResourceEndpoints(('report' as never));",
    ],
    ['a reply cast to a row', 'src/features/probe/probe.ts', 'pick(fields, reply as ResourceRow);'],
    ['a reply cast to rows', 'src/features/probe/probe.ts', 'const rows = items as PersonsRow[];'],
    ['an old-style assertion', 'src/features/probe/probe.ts', 'const rows = <ResourceRow>reply;'],
  ])('refuses %s', (_case, file, code) => {
    expect(endpointCasts(file, code)).toHaveLength(1);
  });

  it.each([
    ['`as const`', RESOURCES + 'probe.ts', "const KEYS = ['list'] as const;"],
    [
      'a cast unrelated to endpoints',
      'src/features/probe/probe.ts',
      IMPORT_RESOURCES + 'const values = form.getFieldsValue(true) as Record<string, unknown>;',
    ],
    ['an upcast', 'src/features/probe/probe.ts', 'const v = form.getFieldValue(name) as unknown;'],
    [
      'a cast of another API’s endpoint in a file without the resources service',
      'src/sagas/probe.ts',
      'const reply = (yield select(otherApi.endpoints.x.select())) as Reply;',
    ],
    ['a row type of its own', 'test/unit/probe.test.ts', 'const v = visit as WorklistRow;'],
  ])('allows %s', (_case, file, code) => {
    expect(endpointCasts(file, code)).toEqual([]);
  });
});

describe('the GENERATED marker', () => {
  it('is only on files a generator writes', () => {
    const marked = sourcesUnder('src').filter((file) => /\bGENERATED\b/.test(read(file)));
    expect(marked.sort()).toEqual([ENDPOINT_NAMES_PATH, GENERATED_PATH].sort());
  });
});
