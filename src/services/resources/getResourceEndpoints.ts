import {
  type ConcreteFamilyId,
  type ConcreteFamilySpec,
  getFamily,
  type WildcardFamilyId,
  type WildcardFamilySpec,
} from '@/services/contract';

import { CRUD_KEYS, type CrudKey, endpointName, isCrudKey, WILDCARD_KEYS } from './endpointNames';
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

/**
 * A family's generated endpoints, reached by family id rather than ~130 named hook exports:
 * `getResourceEndpoints('persons').list?.useQuery(params)`. A member is absent when the family
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

/** A wildcard family's two endpoints: `fetch` (cached GET) and `send` (POST unless told). */
export interface WildcardEndpoints {
  family: WildcardFamilySpec;
  fetch: EndpointOf<WildcardQueryDefinition>;
  send: EndpointOf<WildcardMutationDefinition>;
}

// The endpoints exist for the app's lifetime; one object per family keeps identities stable.
const concreteCache = new Map<string, ResourceEndpoints>();
const wildcardCache = new Map<string, WildcardEndpoints>();

const lookup = (familyId: string, key: string): unknown =>
  (resourceApi.endpoints as Record<string, unknown>)[endpointName(familyId, key)];

const collect = (family: ConcreteFamilySpec): ResourceEndpoints => {
  const crud = Object.fromEntries(
    CRUD_KEYS.filter((key) => family.verbs[key]).map((key) => [key, lookup(family.id, key)]),
  ) as Pick<ResourceEndpoints, CrudKey>;
  const queries: Record<string, EndpointOf<ActionQueryDefinition>> = {};
  const mutations: Record<string, EndpointOf<ActionMutationDefinition>> = {};
  const routes = [
    ...Object.entries(family.verbs).filter(([verb]) => !isCrudKey(verb)),
    ...Object.entries(family.extras),
  ];
  for (const [key, route] of routes) {
    if (route.kind === 'query') {
      queries[key] = lookup(family.id, key) as EndpointOf<ActionQueryDefinition>;
    } else if (route.kind === 'mutation') {
      mutations[key] = lookup(family.id, key) as EndpointOf<ActionMutationDefinition>;
    }
  }
  return { family, ...crud, queries, mutations };
};

export const getResourceEndpoints = (familyId: ConcreteFamilyId): ResourceEndpoints => {
  const cached = concreteCache.get(familyId);
  if (cached) return cached;
  const family: ConcreteFamilySpec | undefined = getFamily(familyId);
  if (!family || family.wildcard) throw new Error(`${familyId} is not a concrete family`);
  const endpoints = collect(family);
  concreteCache.set(familyId, endpoints);
  return endpoints;
};

export const getWildcardEndpoints = (familyId: WildcardFamilyId): WildcardEndpoints => {
  const cached = wildcardCache.get(familyId);
  if (cached) return cached;
  const family: WildcardFamilySpec | undefined = getFamily(familyId);
  if (!family?.wildcard) throw new Error(`${familyId} is not a wildcard family`);
  const endpoints: WildcardEndpoints = {
    family,
    fetch: lookup(familyId, WILDCARD_KEYS.fetch) as EndpointOf<WildcardQueryDefinition>,
    send: lookup(familyId, WILDCARD_KEYS.send) as EndpointOf<WildcardMutationDefinition>,
  };
  wildcardCache.set(familyId, endpoints);
  return endpoints;
};
