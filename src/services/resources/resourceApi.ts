/**
 * The RTK Query endpoints of every resource family of spec 7.3, built from the catalogue when
 * this module loads. Nothing here names a family; change `src/services/contract/catalogue` and
 * the endpoints follow (their types too, once `npm run generate:resources` has run). A feature
 * that needs more adds it with `injectEndpoints` on its own side (DESIGN.md, Conventions).
 *
 * Downloads and uploads (excel, personExcel, files…) get no endpoint: the baseQuery speaks
 * JSON only, and binary transfers go through a dedicated helper.
 */
import { type QueryArgFrom, type ResultTypeFrom } from '@reduxjs/toolkit/query';

import { api } from '@/services/api';
import {
  catalogue,
  type ConcreteFamilyId,
  type ConcreteFamilySpec,
  familyIds,
  type RouteSpec,
  type WildcardFamilyId,
  type WildcardFamilySpec,
} from '@/services/contract';

import { actionRoutes, endpointName, WILDCARD_KEYS } from './endpointNames';
import {
  type ActionMutationDefinition,
  type ActionQueryDefinition,
  type CreateDefinition,
  type DeletesDefinition,
  type GetDefinition,
  type ListDefinition,
  type ResourceBuilder,
  type ResourceDefinition,
  type UpdateDefinition,
  type WildcardMutationDefinition,
  type WildcardQueryDefinition,
} from './resourceDefinitions';
import { listRequest, routeRequest, wildcardRequest } from './resourceRequests';
import { actionTags, listResultTags, listTag, recordTags } from './resourceTags';

type Definitions = Record<string, ResourceDefinition>;

// Each endpoint takes its argument and result types from its definition type, so what a verb
// takes and gives is written once, in resourceDefinitions.ts.

const crudEndpoints = (
  build: ResourceBuilder,
  family: ConcreteFamilySpec<ConcreteFamilyId>,
): Definitions => {
  const { id: type, verbs, idField } = family;
  const defs: Definitions = {};
  if (verbs.list) {
    const route = verbs.list;
    defs.list = build.query<ResultTypeFrom<ListDefinition>, QueryArgFrom<ListDefinition>>({
      query: (params) => listRequest(family, route, params),
      providesTags: (result) => listResultTags(type, idField, result),
    });
  }
  if (verbs.get) {
    const route = verbs.get;
    defs.get = build.query<ResultTypeFrom<GetDefinition>, QueryArgFrom<GetDefinition>>({
      query: (id) => routeRequest(family, route, { id }),
      providesTags: (_result, _error, id) => recordTags(type, [id]),
    });
  }
  if (verbs.create) {
    const route = verbs.create;
    defs.create = build.mutation<ResultTypeFrom<CreateDefinition>, QueryArgFrom<CreateDefinition>>({
      query: (body) => routeRequest(family, route, { body }),
      invalidatesTags: [listTag(type)],
    });
  }
  if (verbs.update) {
    const route = verbs.update;
    defs.update = build.mutation<ResultTypeFrom<UpdateDefinition>, QueryArgFrom<UpdateDefinition>>({
      query: ({ id, body }) => routeRequest(family, route, { id, body }),
      invalidatesTags: (_result, _error, { id }) => [listTag(type), ...recordTags(type, [id])],
    });
  }
  if (verbs.deletes) {
    const route = verbs.deletes;
    defs.deletes = build.mutation<
      ResultTypeFrom<DeletesDefinition>,
      QueryArgFrom<DeletesDefinition>
    >({
      query: (ids) => routeRequest(family, route, { body: [...ids] }),
      invalidatesTags: (_result, _error, ids) => [listTag(type), ...recordTags(type, ids)],
    });
  }
  return defs;
};

const actionEndpoint = (
  build: ResourceBuilder,
  family: ConcreteFamilySpec<ConcreteFamilyId>,
  route: RouteSpec,
): ResourceDefinition | undefined => {
  const type = family.id;
  if (route.kind === 'query') {
    return build.query<ResultTypeFrom<ActionQueryDefinition>, QueryArgFrom<ActionQueryDefinition>>({
      query: (args) => routeRequest(family, route, args),
      providesTags: (_result, _error, args) => actionTags(type, args),
    });
  }
  if (route.kind === 'mutation') {
    return build.mutation<
      ResultTypeFrom<ActionMutationDefinition>,
      QueryArgFrom<ActionMutationDefinition>
    >({
      query: (args) => routeRequest(family, route, args),
      invalidatesTags: (_result, _error, args) => actionTags(type, args),
    });
  }
  return undefined;
};

/** A concrete family's definitions keyed by verb or extra name (not yet by endpoint name). */
export const familyDefinitions = (
  build: ResourceBuilder,
  family: ConcreteFamilySpec<ConcreteFamilyId>,
): Definitions => {
  const defs = crudEndpoints(build, family);
  for (const [key, route] of actionRoutes(family)) {
    const definition = actionEndpoint(build, family, route);
    if (definition) defs[key] = definition;
  }
  return defs;
};

export const wildcardDefinitions = (
  build: ResourceBuilder,
  family: WildcardFamilySpec<WildcardFamilyId>,
): Definitions => ({
  [WILDCARD_KEYS.fetch]: build.query<
    ResultTypeFrom<WildcardQueryDefinition>,
    QueryArgFrom<WildcardQueryDefinition>
  >({
    query: (args) => wildcardRequest(family, args, 'GET'),
    providesTags: [listTag(family.id)],
  }),
  [WILDCARD_KEYS.send]: build.mutation<
    ResultTypeFrom<WildcardMutationDefinition>,
    QueryArgFrom<WildcardMutationDefinition>
  >({
    query: (args) => wildcardRequest(family, args, 'POST'),
    invalidatesTags: [listTag(family.id)],
  }),
});

const allDefinitions = (build: ResourceBuilder): Definitions => {
  const defs: Definitions = {};
  for (const family of catalogue) {
    const own = family.wildcard
      ? wildcardDefinitions(build, family)
      : familyDefinitions(build, family);
    for (const [key, definition] of Object.entries(own)) {
      const name = endpointName(family.id, key);
      if (name in defs) throw new Error(`resource endpoint ${name} is built twice`);
      defs[name] = definition;
    }
  }
  return defs;
};

/** The one API with one tag type per family and every family's endpoints. */
export const resourceApi = api
  .enhanceEndpoints({ addTagTypes: familyIds })
  .injectEndpoints({ endpoints: allDefinitions, overrideExisting: 'throw' });
