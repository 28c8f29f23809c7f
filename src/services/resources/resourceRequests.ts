import {
  type ConcreteFamilySpec,
  routePath,
  type RouteSpec,
  type WildcardFamilySpec,
} from '@/services/contract';

import {
  type ActionArgs,
  type ListParams,
  type RecordId,
  type ResourceRequest,
  type WildcardArgs,
} from './resourceTypes';

export const DEFAULT_PAGE_SIZE = 20;

const withId = (url: string, id: RecordId): string => `${url}/${encodeURIComponent(String(id))}`;

export const listRequest = (
  family: ConcreteFamilySpec,
  route: RouteSpec,
  params: ListParams | void,
): ResourceRequest => ({
  url: routePath(family, route),
  method: route.method,
  params: { PageNumber: 1, PageSize: DEFAULT_PAGE_SIZE, ...params },
});

/** Any other route: the id joins the path when the route takes one, and is required then. */
export const routeRequest = (
  family: ConcreteFamilySpec,
  route: RouteSpec,
  args: ActionArgs | void,
): ResourceRequest => {
  const url = routePath(family, route);
  if (route.withId && args?.id === undefined) {
    throw new Error(`${family.id}: ${route.path || route.method} needs a record id`);
  }
  return {
    url: route.withId && args?.id !== undefined ? withId(url, args.id) : url,
    method: route.method,
    ...(args?.params ? { params: args.params } : {}),
    ...(args?.body === undefined ? {} : { body: args.body }),
  };
};

/** A call under a wildcard prefix; the relative path may not climb out of it. */
export const wildcardRequest = (
  family: WildcardFamilySpec,
  args: WildcardArgs,
  fallbackMethod: 'GET' | 'POST',
): ResourceRequest => {
  const relative = args.path.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`${family.id}: '${args.path}' leaves ${family.pattern}`);
  }
  return {
    url: `${family.prefix}${relative}`,
    method: args.method ?? fallbackMethod,
    ...(args.params ? { params: args.params } : {}),
    ...(args.body === undefined ? {} : { body: args.body }),
  };
};
