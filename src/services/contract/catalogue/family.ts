import { LIFECYCLE_PRESETS } from './lifecycles';
import {
  type ConcreteFamilySpec,
  type FamilyGroup,
  type FieldSpec,
  type LifecycleSpec,
  type RouteSpec,
  type Verb,
  type WildcardFamilySpec,
} from './types';
import { DEFAULT_VERBS, type ExtraInput, VERB_ROUTES } from './verbs';

/** What a family declares beyond its id, title and menu group. */
export interface FamilyOptions {
  /** Collection path; '/api/{id}' unless given. */
  path?: string;
  /** 'ID' unless given. */
  idField?: string;
  /** The verb set to start from; `DEFAULT_VERBS` unless given. */
  base?: readonly Verb[];
  /** Verbs on top of `base`. */
  verbs?: readonly Verb[];
  /** Verbs of `base` the family lacks. */
  without?: readonly Verb[];
  /** Only what differs from `VERB_ROUTES`; a verb named here is supported. */
  routes?: Readonly<Partial<Record<Verb, Partial<RouteSpec>>>>;
  /** Named sub-paths; each path defaults to its key. */
  extras?: Readonly<Record<string, ExtraInput>>;
  fields?: readonly FieldSpec[];
  /** Own lifecycles; presets are added for verbs these do not cover. */
  lifecycles?: readonly LifecycleSpec[];
}

const resolveVerbs = (input: FamilyOptions): Partial<Record<Verb, RouteSpec>> => {
  const overrides = input.routes ?? {};
  const names = new Set<Verb>([
    ...(input.base ?? DEFAULT_VERBS),
    ...(input.verbs ?? []),
    ...(Object.keys(overrides) as Verb[]),
  ]);
  for (const verb of input.without ?? []) names.delete(verb);
  const verbs: Partial<Record<Verb, RouteSpec>> = {};
  for (const verb of names) verbs[verb] = { ...VERB_ROUTES[verb], ...overrides[verb] };
  return verbs;
};

const resolveExtras = (extras: FamilyOptions['extras']): Record<string, RouteSpec> => {
  const resolved: Record<string, RouteSpec> = {};
  for (const [key, extra] of Object.entries(extras ?? {})) {
    resolved[key] = { ...extra, path: extra.path ?? key };
  }
  return resolved;
};

const resolveLifecycles = (
  own: readonly LifecycleSpec[],
  actions: readonly string[],
): LifecycleSpec[] => {
  const covered = new Set(own.flatMap((lifecycle) => Object.keys(lifecycle.transitions)));
  const presets = LIFECYCLE_PRESETS.filter((preset) =>
    Object.keys(preset.transitions).some((verb) => actions.includes(verb) && !covered.has(verb)),
  );
  return [...own, ...presets];
};

/** A family with a collection path: the default verb set with its own overrides. */
export const family = <const Id extends string>(
  id: Id,
  title: string,
  group: FamilyGroup,
  options: FamilyOptions = {},
): ConcreteFamilySpec<Id> => {
  const verbs = resolveVerbs(options);
  const extras = resolveExtras(options.extras);
  return {
    id,
    title,
    group,
    wildcard: false,
    path: options.path ?? `/api/${id}`,
    idField: options.idField ?? 'ID',
    verbs,
    extras,
    ...(options.fields ? { fields: options.fields } : {}),
    lifecycles: resolveLifecycles(options.lifecycles ?? [], [
      ...Object.keys(verbs),
      ...Object.keys(extras),
    ]),
  };
};

/** A family the spec names by a prefix only ('/api/report/*', '/api/ds_*'); '/api/{id}/*' unless given. */
export const wildcardFamily = <const Id extends string>(
  id: Id,
  title: string,
  group: FamilyGroup,
  pattern: `/api/${string}*` = `/api/${id}/*`,
): WildcardFamilySpec<Id> => ({
  id,
  title,
  group,
  wildcard: true,
  pattern,
  prefix: pattern.slice(0, -1),
});
