/**
 * The RTK Query endpoints of every resource family of spec 7.3, built from the catalogue when
 * this module loads, each under the name the generated table spells
 * (src/services/generated/resourceEndpointNames.ts: `grep personsList` finds it). Nothing here
 * names a family; change `src/services/contract/catalogue`, run `npm run generate:resources`,
 * and the endpoints, their names and types follow. A feature that needs more adds it with
 * `injectEndpoints` on its own side (DESIGN.md, Conventions).
 *
 * Downloads and uploads (excel, personExcel, files…) get no endpoint: the baseQuery speaks
 * JSON only, and binary transfers go through a dedicated helper.
 */
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

import { actionRoutes, WILDCARD_KEYS } from './endpointKeys';
import { resourceEndpointName } from './endpointNames';
import { listRequest, routeRequest, wildcardRequest } from './resourceRequests';
import { actionTags, listResultTags, listTag, recordTags } from './resourceTags';

import type * as Definition from './resourceDefinitions';

type Definitions = Record<string, Definition.ResourceDefinition>;

// Each definition is typed by its verb's definition type (resourceDefinitions.ts), from which
// build.query and build.mutation infer what it takes and gives: that is written only there.

const crudEndpoints = (
  build: Definition.ResourceBuilder,
  family: ConcreteFamilySpec<ConcreteFamilyId>,
): Definitions => {
  const { id: type, verbs, idField } = family;
  const defs: Definitions = {};
  if (verbs.list) {
    const route = verbs.list;
    const list: Definition.ListDefinition = build.query({
      query: (params) => listRequest(family, route, params),
      providesTags: (result) => listResultTags(type, idField, result),
    });
    defs.list = list;
  }
  if (verbs.get) {
    const route = verbs.get;
    const get: Definition.GetDefinition = build.query({
      query: (id) => routeRequest(family, route, { id }),
      providesTags: (_result, _error, id) => recordTags(type, [id]),
    });
    defs.get = get;
  }
  if (verbs.create) {
    const route = verbs.create;
    const create: Definition.CreateDefinition = build.mutation({
      query: (body) => routeRequest(family, route, { body }),
      invalidatesTags: [listTag(type)],
    });
    defs.create = create;
  }
  if (verbs.update) {
    const route = verbs.update;
    const update: Definition.UpdateDefinition = build.mutation({
      query: ({ id, body }) => routeRequest(family, route, { id, body }),
      invalidatesTags: (_result, _error, { id }) => [listTag(type), ...recordTags(type, [id])],
    });
    defs.update = update;
  }
  if (verbs.deletes) {
    const route = verbs.deletes;
    const deletes: Definition.DeletesDefinition = build.mutation({
      query: (ids) => routeRequest(family, route, { body: [...ids] }),
      invalidatesTags: (_result, _error, ids) => [listTag(type), ...recordTags(type, ids)],
    });
    defs.deletes = deletes;
  }
  return defs;
};

const actionEndpoint = (
  build: Definition.ResourceBuilder,
  family: ConcreteFamilySpec<ConcreteFamilyId>,
  route: RouteSpec,
): Definition.ResourceDefinition | undefined => {
  const type = family.id;
  if (route.kind === 'query') {
    const definition: Definition.ActionQueryDefinition = build.query({
      query: (args) => routeRequest(family, route, args),
      providesTags: (_result, _error, args) => actionTags(type, args),
    });
    return definition;
  }
  if (route.kind === 'mutation') {
    const definition: Definition.ActionMutationDefinition = build.mutation({
      query: (args) => routeRequest(family, route, args),
      invalidatesTags: (_result, _error, args) => actionTags(type, args),
    });
    return definition;
  }
  return undefined;
};

/** A concrete family's definitions keyed by verb or extra name (not yet by endpoint name). */
export const familyDefinitions = (
  build: Definition.ResourceBuilder,
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
  build: Definition.ResourceBuilder,
  family: WildcardFamilySpec<WildcardFamilyId>,
): Definitions => {
  const fetch: Definition.WildcardQueryDefinition = build.query({
    query: (args) => wildcardRequest(family, args, 'GET'),
    providesTags: [listTag(family.id)],
  });
  const send: Definition.WildcardMutationDefinition = build.mutation({
    query: (args) => wildcardRequest(family, args, 'POST'),
    invalidatesTags: [listTag(family.id)],
  });
  return { [WILDCARD_KEYS.fetch]: fetch, [WILDCARD_KEYS.send]: send };
};

const allDefinitions = (build: Definition.ResourceBuilder): Definitions => {
  const defs: Definitions = {};
  for (const family of catalogue) {
    const own = family.wildcard
      ? wildcardDefinitions(build, family)
      : familyDefinitions(build, family);
    for (const [key, definition] of Object.entries(own)) {
      const name = resourceEndpointName(family.id, key);
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
