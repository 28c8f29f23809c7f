/** `{familyId}{Key}`: persons + list → personsList, persons + writeOff → personsWriteOff. */
export const endpointName = (familyId: string, key: string): string =>
  `${familyId}${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** Verbs with argument shapes of their own; every other route is an action (id, params, body). */
export const CRUD_KEYS = ['list', 'get', 'create', 'update', 'deletes'] as const;
export type CrudKey = (typeof CRUD_KEYS)[number];
export const isCrudKey = (key: string): key is CrudKey =>
  (CRUD_KEYS as readonly string[]).includes(key);

/** The two endpoints of a wildcard family: a cached GET and a mutation of any method. */
export const WILDCARD_KEYS = { fetch: 'fetch', send: 'send' } as const;
