import { type FastifyPluginCallback } from 'fastify';

import { registerAssistantRoutes } from '../assistant/assistantRoutes';
import { registerAuditRoutes } from '../audit/auditRoutes';
import { registerChronicRoutes } from '../chronic/chronicRoutes';
import { registerServiceDuePrintRoute } from '../chronic/serviceDuePrint';
import { registerServiceDueRoutes } from '../chronic/serviceDueRoutes';
import { type ServerContext } from '../context';
import { registerPrintRoutes } from '../print/printRoute';
import { registerResourceRoutes } from '../resources/resourceRoutes';
import { createAuthHook } from './authHook';
import { registerGroupRoutes } from './groupRoutes';
import { addIdentifierMasking } from './identifierReplies';
import { registerMenuRoutes } from './menuRoutes';
import { addDeniedAudit } from './routeAudit';
import { registerSystemParamRoutes } from './systemParamRoutes';
import { registerSysUserRoutes } from './sysUserRoutes';
import { registerTestRoutes } from './testRoutes';
import { registerTokenRoutes } from './tokenRoutes';
import { registerVersionUpdateRoutes } from './versionUpdateRoutes';

export interface ApiPluginOptions {
  ctx: ServerContext;
}

/**
 * The /api routes. Registered twice, under '' and '/GWEHR' (spec 7: some regions prefix the
 * base address), sharing one context so a token or captcha from one mount works on the other.
 */
export const apiPlugin: FastifyPluginCallback<ApiPluginOptions> = (app, { ctx }, done) => {
  app.addHook('onRequest', createAuthHook(ctx, app.prefix));
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
  addDeniedAudit(app, ctx);
  addIdentifierMasking(app, ctx);
  registerTokenRoutes(app, ctx);
  registerSystemParamRoutes(app, ctx);
  registerMenuRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerSysUserRoutes(app, ctx);
  registerVersionUpdateRoutes(app);
  registerTestRoutes(app, ctx);
  registerAssistantRoutes(app, ctx);
  registerPrintRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerChronicRoutes(app, ctx);
  registerServiceDueRoutes(app, ctx);
  registerServiceDuePrintRoute(app, ctx);
  // Last: the generic resource routes skip any path a dedicated route above already answers.
  registerResourceRoutes(app, ctx);
  done();
};
