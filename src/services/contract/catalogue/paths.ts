import { type ConcreteFamilySpec, type FamilySpec, type RouteSpec } from './types';

/** The full path of a route, without its id: '/api/persons/writeOff'. */
export const routePath = (family: ConcreteFamilySpec, route: RouteSpec): string =>
  route.path ? `${family.path}/${route.path}` : family.path;

/** Every route of a family: the standard verbs first, then the extras. */
export const familyRoutes = (family: ConcreteFamilySpec): RouteSpec[] => [
  ...Object.values(family.verbs),
  ...Object.values(family.extras),
];

/**
 * The concrete paths a family declares (without ids), or a wildcard family's pattern: what
 * the server routes and what the spec coverage test compares with spec 7.3.
 */
export const declaredPaths = (family: FamilySpec): string[] =>
  family.wildcard
    ? [family.pattern]
    : [...new Set([family.path, ...familyRoutes(family).map((r) => routePath(family, r))])];

/** The family whose collection path, sub-path or prefix a request path falls under. */
export const matchesFamily = (family: FamilySpec, path: string): boolean =>
  family.wildcard
    ? path.startsWith(family.prefix)
    : path === family.path || path.startsWith(`${family.path}/`);
