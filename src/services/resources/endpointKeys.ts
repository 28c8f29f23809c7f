import { type ConcreteFamilySpec, type RouteSpec } from '@/services/contract';

/** Verbs with argument shapes of their own; every other route is an action (id, params, body). */
export const CRUD_KEYS = ['list', 'get', 'create', 'update', 'deletes'] as const;
export type CrudKey = (typeof CRUD_KEYS)[number];
export const isCrudKey = (key: string): key is CrudKey => CRUD_KEYS.some((crud) => crud === key);

/** The two endpoints of a wildcard family: a cached GET and a mutation of any method. */
export const WILDCARD_KEYS = { fetch: 'fetch', send: 'send' } as const;

/** The routes of a family other than its CRUD verbs: lifecycle verbs, then the extras. */
export const actionRoutes = (family: ConcreteFamilySpec): [string, RouteSpec][] => [
  ...Object.entries(family.verbs).filter(([verb]) => !isCrudKey(verb)),
  ...Object.entries(family.extras),
];

/**
 * The endpoints a concrete family gets, by verb or extra name: its CRUD verbs, the other routes
 * that read (`queries`) and those that write (`mutations`). Downloads and uploads get none. The
 * endpoint builder and the type generator (scripts/generateResourceTypes.ts) both read this.
 */
export interface FamilyEndpointKeys {
  crud: CrudKey[];
  queries: string[];
  mutations: string[];
}

export const familyEndpointKeys = (family: ConcreteFamilySpec): FamilyEndpointKeys => {
  const keys: FamilyEndpointKeys = {
    crud: CRUD_KEYS.filter((key) => family.verbs[key]),
    queries: [],
    mutations: [],
  };
  for (const [key, route] of actionRoutes(family)) {
    if (route.kind === 'query') keys.queries.push(key);
    else if (route.kind === 'mutation') keys.mutations.push(key);
  }
  return keys;
};
