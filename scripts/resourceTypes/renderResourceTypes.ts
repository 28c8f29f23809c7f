import {
  CHRONIC_VERBS,
  type ConcreteFamilySpec,
  concreteFamilies,
  DEFAULT_VERBS,
  type FieldKind,
  type FieldSpec,
  VERB_ROUTES,
} from '@/services/contract';
import { CRUD_KEYS, familyEndpointKeys } from '@/services/resources/endpointKeys';

import { FIELD_PARTS, type FieldPart } from './fieldParts';

/**
 * The text of `src/services/generated/resourceTypes.ts`: one row type per family that declares
 * its fields, and the endpoint keys of every concrete family. Types only, so the file adds
 * nothing to any bundle. `npm run generate:resources` writes it; a unit test compares it with
 * this function's output, so a catalogue change without a regeneration fails the tests.
 */

export const GENERATED_PATH = 'src/services/generated/resourceTypes.ts';
export const GENERATOR_PATH = 'scripts/generateResourceTypes.ts';

/** What the server sends for each kind (the field checks of src/domain/fields coerce). */
const KIND_TYPES: Readonly<Record<FieldKind, string>> = {
  text: 'string',
  textarea: 'string',
  name: 'string',
  idCard: 'string',
  phone: 'string',
  number: 'number',
  integer: 'number',
  decimal2: 'number',
  decimal4: 'number',
  date: 'string',
  datetime: 'string',
  select: 'string',
  multiselect: 'string[]',
  boolean: 'boolean',
  medications: 'MedicationEntry[]',
  table: 'TableRow[]',
  lookup: 'string',
  serviceItems: 'ServiceItemEntry[]',
};

/** Said after the label where the TypeScript type does not say it. */
const KIND_NOTES: Partial<Record<FieldKind, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  select: 'code',
  multiselect: 'codes',
  lookup: 'key of a record',
  table: 'rows',
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const typeName = (familyId: string): string =>
  `${familyId.charAt(0).toUpperCase()}${familyId.slice(1)}Row`;

const propertyName = (name: string): string => (IDENTIFIER.test(name) ? name : `'${name}'`);

const comment = (text: string, indent: string): string =>
  `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;

const fieldComment = (field: FieldSpec): string => {
  const notes = [field.unit, KIND_NOTES[field.kind]].filter(Boolean);
  return notes.length > 0 ? `${field.label} (${notes.join(', ')})` : field.label;
};

/** Declared fields by name, first declaration first; a name declared twice must agree. */
const uniqueFields = (family: ConcreteFamilySpec): FieldSpec[] => {
  const byName = new Map<string, FieldSpec>();
  for (const field of family.fields ?? []) {
    const seen = byName.get(field.name);
    if (!seen) byName.set(field.name, field);
    else if (KIND_TYPES[seen.kind] !== KIND_TYPES[field.kind]) {
      throw new Error(`${family.id}.${field.name} is declared twice with different types`);
    }
  }
  return [...byName.values()];
};

/** Two declarations of a field give the same member when these agree. */
const memberKey = (field: FieldSpec): string =>
  `${field.name}: ${KIND_TYPES[field.kind]} /** ${fieldComment(field)} */`;

const member = (field: FieldSpec, optional: boolean): string[] => [
  comment(fieldComment(field), '  '),
  `  ${propertyName(field.name)}${optional ? '?' : ''}: ${KIND_TYPES[field.kind]};`,
];

interface Composition {
  own: FieldSpec[];
  parts: FieldPart[];
}

/** The fields split into the parts declared in full (largest first, none twice) and the rest. */
const compose = (fields: readonly FieldSpec[], candidates: readonly FieldPart[]): Composition => {
  const left = new Map(fields.map((field) => [memberKey(field), field]));
  const parts: FieldPart[] = [];
  for (const part of candidates) {
    const keys = part.fields().map(memberKey);
    if (keys.every((key) => left.has(key))) {
      parts.push(part);
      for (const key of keys) left.delete(key);
    }
  }
  return { own: [...left.values()], parts };
};

/** `{ …members } & PartA & PartB`, a part a line when the parts do not fit on one. */
const typeExpression = (members: readonly string[], parts: readonly FieldPart[]): string => {
  const literal = members.length > 0 ? ['{', ...members, '}'].join('\n') : '';
  const oneLine = [literal, ...parts.map((part) => part.name)].filter(Boolean).join(' & ');
  if (oneLine.split('\n').every((line) => line.length <= 90)) return oneLine;
  return [literal, ...parts.map((part) => `  & ${part.name}`)].filter(Boolean).join('\n');
};

/** A part's type: its own fields, joined with the smaller parts it holds. */
const partType = (part: FieldPart): string => {
  const fields = part.fields();
  const smaller = FIELD_PARTS.filter((other) => other.fields().length < fields.length);
  const { own, parts } = compose(fields, smaller);
  const members = own.flatMap((field) => member(field, true));
  return [
    comment(`${part.title}.`, ''),
    `export type ${part.name} = ${typeExpression(members, parts)};`,
  ].join('\n');
};

const rowComposition = (family: ConcreteFamilySpec): Composition & { idField?: FieldSpec } => {
  const fields = uniqueFields(family);
  const idField = fields.find((field) => field.name === family.idField);
  const composition = compose(
    fields.filter((field) => field !== idField),
    FIELD_PARTS,
  );
  return { ...composition, idField };
};

const rowType = (family: ConcreteFamilySpec): string => {
  const { own, parts, idField } = rowComposition(family);
  // The id names the record in paths and cache tags: every reply carries it.
  const members = idField
    ? member(idField, false)
    : [comment('The record’s id.', '  '), `  ${propertyName(family.idField)}: RecordId;`];
  members.push(...own.flatMap((field) => member(field, true)));
  return [
    comment(`${family.title} (${family.id}).`, ''),
    `export type ${typeName(family.id)} = ${typeExpression(members, parts)};`,
  ].join('\n');
};

/** The parts some row type uses, with the parts they hold, in FIELD_PARTS' order. */
const usedParts = (families: readonly ConcreteFamilySpec[]): FieldPart[] => {
  const used = new Set(families.flatMap((family) => rowComposition(family).parts));
  for (const part of [...used]) {
    const fields = part.fields();
    const smaller = FIELD_PARTS.filter((other) => other.fields().length < fields.length);
    for (const held of compose(fields, smaller).parts) used.add(held);
  }
  return FIELD_PARTS.filter((part) => used.has(part));
};

/** A union of route keys many families share, named once in the generated file. */
interface NamedKeys {
  name: string;
  title: string;
  keys: readonly string[];
}

const NAMED_KEYS: readonly NamedKeys[] = [
  { name: 'CrudVerbs', title: 'Every CRUD verb (DEFAULT_VERBS has them all)', keys: CRUD_KEYS },
  {
    name: 'TerminationRoutes',
    title: 'The writing routes CHRONIC_VERBS adds: 终止管理 and its cancel',
    keys: CHRONIC_VERBS.filter(
      (verb) => VERB_ROUTES[verb].kind === 'mutation' && !DEFAULT_VERBS.includes(verb),
    ),
  },
];

/** The terms of a union of route keys, a named union in place of the keys it holds. */
const keyTerms = (keys: readonly string[]): string[] => {
  const named = NAMED_KEYS.filter((union) => union.keys.every((key) => keys.includes(key)));
  const covered = new Set(named.flatMap((union) => union.keys));
  const terms = [
    ...named.map((union) => union.name),
    ...keys.filter((key) => !covered.has(key)).map((key) => `'${key}'`),
  ];
  return terms.length > 0 ? terms : ['never'];
};

/** A type argument on its own line, or one term a line when it does not fit in 100 columns. */
const argumentLines = (terms: readonly string[], last: boolean): string[] => {
  const end = last ? '' : ',';
  const oneLine = `    ${terms.join(' | ')}${end}`;
  if (oneLine.length <= 100) return [oneLine];
  return terms.map((term, at) => `    | ${term}${at === terms.length - 1 ? end : ''}`);
};

/** `id: FamilyEntry<Row, crud, queries, mutations>;`, an argument a line when it is too long. */
const familyEntry = (family: ConcreteFamilySpec): string => {
  const keys = familyEndpointKeys(family);
  const row = family.fields?.length ? typeName(family.id) : 'ResourceRow';
  const args = [[row], keyTerms(keys.crud), keyTerms(keys.queries), keyTerms(keys.mutations)];
  const name = propertyName(family.id);
  const oneLine = `  ${name}: FamilyEntry<${args.map((terms) => terms.join(' | ')).join(', ')}>;`;
  if (oneLine.length <= 100) return oneLine;
  return [
    `  ${name}: FamilyEntry<`,
    ...args.flatMap((terms, at) => argumentLines(terms, at === args.length - 1)),
    '  >;',
  ].join('\n');
};

const namedKeysType = (union: NamedKeys): string =>
  [
    comment(`${union.title}.`, ''),
    `type ${union.name} = ${union.keys.map((key) => `'${key}'`).join(' | ')};`,
  ].join('\n');

export const renderResourceTypes = (): string => {
  for (const family of concreteFamilies) {
    if (!IDENTIFIER.test(family.id)) throw new Error(`family id ${family.id} is no identifier`);
  }
  const declared = concreteFamilies.filter((family) => family.fields?.length);
  return [
    `// GENERATED by ${GENERATOR_PATH} from src/services/contract/catalogue — do not edit.`,
    '// After a catalogue change run `npm run generate:resources`; a unit test fails until then.',
    '',
    "import { type MedicationEntry, type ServiceItemEntry, type TableRow } from '@/services/contract';",
    "import { type RecordId, type ResourceRow } from '@/services/resources/resourceTypes';",
    '',
    '// A row as list and get replies carry it: the declared fields, each optional (a reply may',
    '// leave out what was never filled in), and the id, which every reply has. Fields the server',
    '// adds beyond the catalogue (hospitalName, stamps of lifecycle verbs) are not named here.',
    '',
    '// Blocks several families share (scripts/resourceTypes/fieldParts.ts), stated once.',
    '',
    ...usedParts(declared).map((part) => `${partType(part)}\n`),
    ...declared.map((family) => `${rowType(family)}\n`),
    '/** A family’s row type, its CRUD verbs, and the names of its other reading and writing routes. */',
    'interface FamilyEntry<Row, Crud extends string, Queries extends string, Mutations extends string> {',
    '  row: Row;',
    '  crud: Crud;',
    '  queries: Queries;',
    '  mutations: Mutations;',
    '}',
    '',
    ...NAMED_KEYS.map((union) => `${namedKeysType(union)}\n`),
    '/** Every concrete family (its row `ResourceRow` when the catalogue declares no fields). */',
    'export interface ResourceFamilyTypes {',
    concreteFamilies.map(familyEntry).join('\n'),
    '}',
    '',
  ].join('\n');
};
