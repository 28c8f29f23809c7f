import { type FastifyInstance } from 'fastify';

import { dateText, dateTimeText } from '../../src/domain/calendar';
import {
  PRINT_API_PATH,
  printRouteByName,
  type PrintReply,
} from '../../src/services/contract/print';
import { recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { singleValuedQuery } from '../http/singleQuery';
import { createAccess } from '../resources/access';
import { familyModel } from '../resources/familyModel';
import { toOutput } from '../resources/recordOps';
import { createResourceStore } from '../resources/store/resourceStore';
import { identifierFormFor } from '../security/identifierForm';
import { printExtras } from './printExtras';
import { selectForPrint } from './printSources';

/**
 * GET /api/print/{route name}?{route parameters}: the record(s) a /print/* page lays out. The
 * server writes the 'print' audit event while it serves them, so no client can print unseen.
 */
export const registerPrintRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const store = createResourceStore(ctx.db, ctx.readModels.refresh);
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${PRINT_API_PATH}/*`,
    (request) => {
      const user = requireUser(request);
      const route = printRouteByName(request.params['*']);
      if (!route) throw notFound('打印页面不存在');
      const userName = ctx.users.findById(user.id)?.userName ?? user.account;
      const now = Date.now();
      const rc = {
        store,
        access: createAccess(ctx.db, user, userName),
        today: dateText(now),
        now: dateTimeText(now),
        followUpRules: ctx.followUpRules,
        nameMasking: ctx.config.nameMasking,
        readModels: ctx.readModels,
      };
      const selection = selectForPrint(rc, route, singleValuedQuery(request.query));
      const model = familyModel(route.family);
      const persons = familyModel('persons');
      recordAuditEvent(ctx.db, request, user, {
        action: 'print',
        resource: route.name,
        recordIds: selection.records.map((record) => record.id),
        personNum: selection.person?.id ?? null,
        detail: route.title,
      });
      const reply: PrintReply = {
        route: route.name,
        title: route.title,
        family: route.family,
        person: selection.person ? toOutput(persons, selection.person, rc.today) : null,
        records: selection.records.map((record) =>
          printExtras(rc, model, record, selection.person, toOutput(model, record, rc.today)),
        ),
      };
      // A paper addresses no record: every identifier in the form the user may see, 家庭编号 too.
      return ok(identifierFormFor(ctx.db, user, ctx.config.nameMasking).document(reply));
    },
  );
};
