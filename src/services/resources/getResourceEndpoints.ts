import {
  type ConcreteFamilyId,
  type ConcreteFamilySpec,
  getFamily,
  type WildcardFamilyId,
  type WildcardFamilySpec,
} from '@/services/contract';
import { type ResourceFamilyTypes } from '@/services/generated/resourceTypes';

import { familyEndpointKeys, WILDCARD_KEYS } from './endpointKeys';
import { resourceEndpointName } from './endpointNames';
import { resourceApi } from './resourceApi';
import {
  type ActionMutationDefinition,
  type ActionQueryDefinition,
  type CreateDefinition,
  type DeletesDefinition,
  type EndpointOf,
  type GetDefinition,
  type ListDefinition,
  type UpdateDefinition,
  type WildcardMutationDefinition,
  type WildcardQueryDefinition,
} from './resourceDefinitions';

/** What `npm run generate:resources` wrote for one family: row type and endpoint keys. */
type FamilyTypes<F extends ConcreteFamilyId> = ResourceFamilyTypes[F];

/** A family's row: its declared fields (see the generated file), or `ResourceRow` without them. */
export type ResourceRowOf<F extends ConcreteFamilyId> = FamilyTypes<F>['row'];

/**
 * Any family's endpoints, rows typed `ResourceRow`: what the generic page and dialogs work with,
 * reached by family id rather than ~130 named hook exports. A member is absent when the family
 * lacks the verb.
 */
export interface ResourceEndpoints {
  family: ConcreteFamilySpec;
  list?: EndpointOf<ListDefinition>;
  get?: EndpointOf<GetDefinition>;
  create?: EndpointOf<CreateDefinition>;
  update?: EndpointOf<UpdateDefinition>;
  deletes?: EndpointOf<DeletesDefinition>;
  /** The other reading routes by verb or extra name: formInit, history, print, charts… */
  queries: Readonly<Partial<Record<string, EndpointOf<ActionQueryDefinition>>>>;
  /** The other writing routes by verb or extra name: terminal, audit, writeOff… */
  mutations: Readonly<Partial<Record<string, EndpointOf<ActionMutationDefinition>>>>;
}

type CrudEndpoints<Row> = {
  list: EndpointOf<ListDefinition<Row>>;
  get: EndpointOf<GetDefinition<Row>>;
  create: EndpointOf<CreateDefinition<Row>>;
  update: EndpointOf<UpdateDefinition<Row>>;
  deletes: EndpointOf<DeletesDefinition>;
};

/** One family's endpoints: exactly the verbs and routes it has, rows typed with its fields. */
export type TypedResourceEndpoints<F extends ConcreteFamilyId> = Readonly<
  Pick<CrudEndpoints<ResourceRowOf<F>>, FamilyTypes<F>['crud']>
> & {
  readonly family: ConcreteFamilySpec<F>;
  readonly queries: {
    readonly [K in FamilyTypes<F>['queries']]: EndpointOf<ActionQueryDefinition>;
  };
  readonly mutations: {
    readonly [K in FamilyTypes<F>['mutations']]: EndpointOf<ActionMutationDefinition>;
  };
};

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/**
 * The endpoints `getResourceEndpoints(id)` gives: typed with the family's row when `id` names
 * one family (`'persons'`), the generic `ResourceEndpoints` when the family is only known at
 * run time (a `ConcreteFamilyId` from a menu, or one of several families).
 */
export type FamilyEndpoints<F extends ConcreteFamilyId> = [IsUnion<F>] extends [false]
  ? TypedResourceEndpoints<F>
  : ResourceEndpoints;

/** A wildcard family's two endpoints: `fetch` (cached GET) and `send` (POST unless told). */
export interface WildcardEndpoints {
  family: WildcardFamilySpec;
  fetch: EndpointOf<WildcardQueryDefinition>;
  send: EndpointOf<WildcardMutationDefinition>;
}

/**
 * What the lookups below collect: RTK Query's endpoint objects by verb or route name. The
 * endpoints are built from the catalogue at run time, so their types come from the accessors'
 * signatures, which read the generated types; test/unit/services/resources.test.ts checks that
 * every family has at run time exactly the endpoints those types name.
 */
interface CollectedEndpoints {
  family: ConcreteFamilySpec;
  list?: unknown;
  get?: unknown;
  create?: unknown;
  update?: unknown;
  deletes?: unknown;
  queries: Readonly<Record<string, unknown>>;
  mutations: Readonly<Record<string, unknown>>;
}

interface CollectedWildcardEndpoints {
  family: WildcardFamilySpec;
  fetch: unknown;
  send: unknown;
}

const registered: Readonly<Record<string, unknown>> = resourceApi.endpoints;

// The endpoints exist for the app's lifetime; one object per family keeps identities stable.
const concreteCache = new Map<string, CollectedEndpoints>();
const wildcardCache = new Map<string, CollectedWildcardEndpoints>();

const collect = (family: ConcreteFamilySpec<ConcreteFamilyId>): CollectedEndpoints => {
  const keys = familyEndpointKeys(family);
  const byKey = (names: readonly string[]) =>
    Object.fromEntries(names.map((key) => [key, registered[resourceEndpointName(family.id, key)]]));
  return {
    family,
    ...byKey(keys.crud),
    queries: byKey(keys.queries),
    mutations: byKey(keys.mutations),
  };
};

/** `getResourceEndpoints('persons').list?.useQuery(params)`; see `FamilyEndpoints`. */
export function getResourceEndpoints<F extends ConcreteFamilyId>(familyId: F): FamilyEndpoints<F>;
export function getResourceEndpoints(familyId: ConcreteFamilyId): CollectedEndpoints {
  const cached = concreteCache.get(familyId);
  if (cached) return cached;
  const family = getFamily(familyId);
  if (!family || family.wildcard) throw new Error(`${familyId} is not a concrete family`);
  const endpoints = collect(family);
  concreteCache.set(familyId, endpoints);
  return endpoints;
}

export function getWildcardEndpoints(familyId: WildcardFamilyId): WildcardEndpoints;
export function getWildcardEndpoints(familyId: WildcardFamilyId): CollectedWildcardEndpoints {
  const cached = wildcardCache.get(familyId);
  if (cached) return cached;
  const family = getFamily(familyId);
  if (!family?.wildcard) throw new Error(`${familyId} is not a wildcard family`);
  const endpoints: CollectedWildcardEndpoints = {
    family,
    fetch: registered[resourceEndpointName(familyId, WILDCARD_KEYS.fetch)],
    send: registered[resourceEndpointName(familyId, WILDCARD_KEYS.send)],
  };
  wildcardCache.set(familyId, endpoints);
  return endpoints;
}
