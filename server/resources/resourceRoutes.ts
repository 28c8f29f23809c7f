import {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginCallback,
  type FastifyReply,
  type FastifyRequest,
  type HTTPMethods,
} from 'fastify';

import { dateText, dateTimeText } from '../../src/domain/calendar';
import {
  type RouteSpec,
  routePath,
  type Verb,
  wildcardFamilies,
  type WildcardFamilySpec,
} from '../../src/services/contract/catalogue';
import { appendAuditEvent, queueAuditEvent } from '../audit/auditLog';
import { authenticate, bearerToken } from '../auth/authenticate';
import { type ServerContext } from '../context';
import { fail, ok } from '../http/envelope';
import { errorHandler } from '../http/errorHandler';
import { type HttpError, MESSAGES, unauthorized } from '../http/errors';
import { ResourceError, RESOURCE_MESSAGES } from '../http/resourceErrors';
import { assertPermission } from '../security/routePermission';
import { createAccess } from './access';
import { readEvent } from './auditedReads';
import { auditedStore } from './auditedStore';
import { DEDICATED_ROUTES, FAMILY_MODELS, type FamilyModel } from './familyModel';
import { APPLICATION_EXTRAS } from './handlers/archiveLifecycleHandlers';
import {
  createHandler,
  deletesHandler,
  excelHandler,
  getHandler,
  listHandler,
  updateHandler,
} from './handlers/crudHandlers';
import { FAMILY_EXTRAS } from './handlers/familyExtras';
import { formInitHandler } from './handlers/formInitHandler';
import { type ResourceCall, type ResourceHandler } from './handlers/handlerTypes';
import {
  bloodPressureChartHandler,
  bloodSugarChartHandler,
  historyHandler,
} from './handlers/historyHandlers';
import { HOSPITAL_EXTRAS } from './handlers/hospitalExtras';
import {
  batchTransitionHandler,
  stampHandler,
  transitionHandler,
} from './handlers/lifecycleHandlers';
import { FILE_EXTRAS, HEALTH_CHECK_EXTRAS } from './handlers/otherExtras';
import { PERSON_EXTRAS } from './handlers/personExtras';
import { REGION_EXTRAS, SYS_USER_EXTRAS } from './handlers/referenceExtras';
import { SIGNING_EXTRAS } from './handlers/signingExtras';
import { findTransition } from './lifecycle';
import { resourcePermission } from './resourcePermissions';
import { type QueryParams } from './store/listQuery';
import { createResourceStore } from './store/resourceStore';

/** Request bodies of the resource routes: 1 MB (413 请求内容过大 beyond). */
export const RESOURCE_BODY_LIMIT = 1_048_576;

const VERB_HANDLERS: Partial<Record<Verb, ResourceHandler>> = {
  list: listHandler,
  page: listHandler,
  get: getHandler,
  create: createHandler,
  update: updateHandler,
  deletes: deletesHandler,
  excel: excelHandler,
  formInit: formInitHandler,
  init: formInitHandler,
  history: historyHandler,
  print: getHandler,
};

/** Named extras with their own behaviour; the others get the fallback of their kind. */
const EXTRA_HANDLERS: Readonly<Record<string, Readonly<Record<string, ResourceHandler>>>> = {
  persons: PERSON_EXTRAS,
  familys: FAMILY_EXTRAS,
  hospitals: HOSPITAL_EXTRAS,
  regions: REGION_EXTRAS,
  sysUsers: SYS_USER_EXTRAS,
  fileStorageInfos: FILE_EXTRAS,
  healthCheckTables: HEALTH_CHECK_EXTRAS,
  hypertensionFollowUp: { bloodpressurechart: bloodPressureChartHandler },
  diabetesFollowUP: { bloodsugarchart: bloodSugarChartHandler },
  signRegistes: SIGNING_EXTRAS,
  personapplyterminations: APPLICATION_EXTRAS,
};

/** A mutation without a record and without a behaviour of its own (SendAliyun): accepted. */
const acceptedHandler: ResourceHandler = ({ route }) => ok(null, `${route.label ?? '操作'}已受理`);

/**
 * The handler of a verb or extra: its own, else by what it is: a lifecycle step, a read of a
 * list or a record, a download, or an action on a record (fields and a stamp).
 */
const handlerFor = (model: FamilyModel, key: string, route: RouteSpec): ResourceHandler => {
  const own = EXTRA_HANDLERS[model.id]?.[key] ?? VERB_HANDLERS[key as Verb];
  if (own) return own;
  if (findTransition(model, key)) return route.withId ? transitionHandler : batchTransitionHandler;
  switch (route.kind) {
    case 'query':
      return route.withId ? getHandler : listHandler;
    case 'download':
      return excelHandler;
    default:
      return route.withId ? stampHandler : acceptedHandler;
  }
};

const resourceErrorHandler = (
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply => {
  if (error instanceof ResourceError) {
    request.log.info({ statusCode: error.statusCode }, 'resource request refused');
    return reply.status(error.statusCode).send({
      StatusCode: error.statusCode,
      Message: error.message,
      Success: false,
      Response: error.response,
    });
  }
  // A unique index caught what the checks did not (two requests at once).
  if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return reply.status(409).send(fail('数据已存在，请刷新后重试', 409));
  }
  return errorHandler(error, request, reply);
};

/** One route of the table: a family's verb or extra and what answers it. */
export interface ResourceRoute {
  model: FamilyModel;
  key: string;
  route: RouteSpec;
  handler: ResourceHandler;
}

export interface RouteTable {
  /** `{METHOD} {path}` of routes without an id. */
  plain: ReadonlyMap<string, ResourceRoute>;
  /** `{METHOD} {path}` of routes whose last segment is the record id. */
  withId: ReadonlyMap<string, ResourceRoute>;
  wildcards: readonly WildcardFamilySpec[];
}

/** Every generic route of the catalogue, keyed for the dispatcher. */
export const buildRouteTable = (): RouteTable => {
  const plain = new Map<string, ResourceRoute>();
  const withId = new Map<string, ResourceRoute>();
  for (const model of FAMILY_MODELS.values()) {
    const skipped = DEDICATED_ROUTES[model.id] ?? [];
    const routes: [string, RouteSpec][] = [
      ...Object.entries(model.spec.verbs),
      ...Object.entries(model.spec.extras),
    ];
    for (const [key, route] of routes) {
      if (skipped.includes(key)) continue;
      const entry = { model, key, route, handler: handlerFor(model, key, route) };
      (route.withId ? withId : plain).set(`${route.method} ${routePath(model.spec, route)}`, entry);
    }
  }
  return { plain, withId, wildcards: wildcardFamilies };
};

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

export interface RouteMatch {
  entry?: ResourceRoute;
  id?: string;
  wildcard?: WildcardFamilySpec;
}

/** The route of a method and path (without the mount prefix and query), if any. */
export const matchRoute = (
  table: RouteTable,
  method: string,
  rawPath: string,
): RouteMatch | undefined => {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const entry = table.plain.get(`${method} ${path}`);
  if (entry) return { entry };
  const at = path.lastIndexOf('/');
  const id = decodeSegment(path.slice(at + 1));
  const withId = table.withId.get(`${method} ${path.slice(0, at)}`);
  if (withId && id) return { entry: withId, id };
  const wildcard = table.wildcards.find((family) => path.startsWith(family.prefix));
  return wildcard ? { wildcard } : undefined;
};

/**
 * A family the spec names only by a prefix (/api/report/*): nothing behind it is implemented,
 * so reads answer an empty list and writes a readable 404.
 */
const wildcardReply = (family: WildcardFamilySpec, method: string) => {
  if (method === 'GET' || method === 'HEAD') {
    return ok({ items: [], total: 0, PageNumber: 1, PageSize: 20 }, `${family.title}：暂无数据`);
  }
  throw new ResourceError(404, `${family.title}：${RESOURCE_MESSAGES.notOpen}`);
};

const DISPATCH_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface ResourcePluginOptions {
  ctx: ServerContext;
}

/**
 * Every concrete family of the catalogue on the generic store, generated from its RouteSpecs:
 * paged lists, records, lifecycle verbs, exports and the named extras. Registered inside the
 * /api plugin, after the dedicated route files, so its auth hook guards every route.
 */
export const resourcePlugin: FastifyPluginCallback<ResourcePluginOptions> = (
  app,
  { ctx },
  done,
) => {
  app.setErrorHandler(resourceErrorHandler);
  const store = createResourceStore(ctx.db, ctx.readModels.refresh);
  const table = buildRouteTable();
  const prefix = app.prefix;

  // One catch-all route per mount, not one per family route: ~750 Fastify routes per mount
  // cost a second at every start. Routes of the dedicated files are static or parametric, so
  // the router prefers them to this wildcard; only what they do not answer arrives here.
  app.route({
    method: DISPATCH_METHODS,
    url: '/api/*',
    bodyLimit: RESOURCE_BODY_LIMIT,
    // The plugin's auth hook would answer 401 before an unknown path could answer 404, so the
    // token is checked here, once the path is known to be a resource route.
    config: { public: true },
    handler: async (request, reply) => {
      const rawPath = (request.url.split('?')[0] ?? '').slice(prefix.length);
      const match = matchRoute(table, request.method, rawPath);
      if (!match) return reply.status(404).send(fail(MESSAGES.notFound, 404));
      const token = bearerToken(request);
      const user = token ? await authenticate(ctx, token, request) : undefined;
      if (!user) throw unauthorized();
      request.user = user;
      if (match.wildcard) return wildcardReply(match.wildcard, request.method);
      const entry = match.entry as ResourceRoute;
      assertPermission(ctx.db, user, resourcePermission(entry.model, entry.key));
      const userName = ctx.users.findById(user.id)?.userName ?? user.account;
      const now = Date.now();
      const actor = {
        account: user.account,
        userName,
        hospitalId: user.hospitalId,
        clientAddress: request.ip,
      };
      const call: ResourceCall = {
        request,
        reply,
        rc: {
          // Every write of the call goes to the trail in its own transaction.
          store: auditedStore(store, { key: entry.key, label: entry.route.label }, (event) =>
            appendAuditEvent(ctx.db, actor, event),
          ),
          access: createAccess(ctx.db, user, userName),
          today: dateText(now),
          now: dateTimeText(now),
          followUpRules: ctx.followUpRules,
          nameMasking: ctx.config.nameMasking,
          closingSteps: ctx.config.archiveClosingSteps,
          readModels: ctx.readModels,
        },
        model: entry.model,
        key: entry.key,
        route: entry.route,
        id: match.id,
        query: (request.query ?? {}) as QueryParams,
        body: request.body,
        excel: { workbooks: ctx.workbooks, maxRows: ctx.config.excelMaxRows },
      };
      const envelope: unknown = await entry.handler(call);
      // Reads are queued: written together at the end of the event loop's turn.
      const read = readEvent(call, envelope);
      if (read) queueAuditEvent(ctx.auditWrites, actor, read);
      return envelope;
    },
  });
  done();
};

/** For apiPlugin: mounts the resource routes in their own (error-handling) context. */
export const registerResourceRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  void app.register(resourcePlugin, { ctx });
};
