import { type FastifyInstance } from 'fastify';

import { SCHEDULE_PROGRAMME_LABELS } from '../../src/domain/schedule';
import { SERVICE_DUE_STATE_LABELS } from '../../src/domain/schedule/dueStates';
import { SERVICE_DUE_LIST_PRINT } from '../../src/services/contract/print';
import {
  SERVICE_DUE_PATHS,
  type ServiceDuePrintReply,
  type ServiceDuePrintVillage,
} from '../../src/services/contract/serviceDuePaths';
import { recordAuditEvent } from '../audit/auditLog';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { identifierFormFor } from '../security/identifierForm';
import { AUDITED_EXPORT_IDS, badRequest, exportDetail } from './chronicAccess';
import { scopeTree } from './indicators';
import { itemOfRow, listRequest } from './serviceDueRequest';

/**
 * 批量打印（按村）: the work list's current filter (programme, state, village, doctor), every
 * page of it, one section per institution of the scope that has services in the state, in the
 * tree's order. The list's permission (the serviceDueList page, routePermissions.ts) and
 * its programme and scope checks (listRequest); counted first from the kept tallies and refused
 * above DUE_PRINT_MAX_ROWS; each section read through service_due_open by its hospital. Names and
 * phones leave masked as the list's; the print is audited with the residents it lists.
 */
export const registerServiceDuePrintRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  const parentName = ctx.db
    .prepare<[string], string>(
      `SELECT p.hosp_name FROM hospitals h JOIN hospitals p ON p.hosp_id = h.parent_id
       WHERE h.hosp_id = ?`,
    )
    .pluck();
  /** The institution a village belongs to (its parent), or the village itself at the top. */
  const institutionOf = (hospitalId: string, own: string): string =>
    parentName.get(hospitalId) ?? own;
  app.get(SERVICE_DUE_PATHS.print, (request) => {
    const req = listRequest(ctx, request);
    const dues = ctx.readModels.serviceDue;
    const cap = ctx.config.duePrintMaxRows;
    const total = dues.counts(req.scope)[req.state];
    if (total > cap) {
      throw badRequest(
        `打印的服务有 ${total} 条，超过 ${cap} 条，请按项目、村或医生缩小范围后再打印`,
      );
    }
    const withServices = new Set<string>();
    for (const programme of req.scope.programmes) {
      for (const [hospitalId, counts] of dues.countsByHospital(req.scope, programme)) {
        if (counts[req.state] > 0) withServices.add(hospitalId);
      }
    }
    const villages: ServiceDuePrintVillage[] = scopeTree(ctx.db, req.scope.root)
      .filter((node) => withServices.has(node.hosp_id))
      .map((node) => ({
        hospitalId: node.hosp_id,
        hospitalName: node.hosp_name,
        institution: institutionOf(node.hosp_id, node.hosp_name),
        items: dues.ofHospital(req.scope, req.state, node.hosp_id).map((row) => ({
          ...itemOfRow(row, req.today),
          address: row.address ?? '',
        })),
      }))
      .filter((village) => village.items.length > 0);
    const personNums = villages.flatMap((village) => village.items.map((item) => item.personNum));
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'print',
      resource: SERVICE_DUE_LIST_PRINT.name,
      recordIds: personNums.slice(0, AUDITED_EXPORT_IDS),
      personNum: new Set(personNums).size === 1 ? personNums[0]! : null,
      detail: [SERVICE_DUE_LIST_PRINT.title, exportDetail(req.query, personNums)]
        .filter(Boolean)
        .join('；'),
    });
    const programme = req.query.programme ? req.scope.programmes[0] : undefined;
    const reply: ServiceDuePrintReply = {
      title: SERVICE_DUE_LIST_PRINT.title,
      programmeLabel: programme ? SCHEDULE_PROGRAMME_LABELS[programme] : '全部项目',
      stateLabel: SERVICE_DUE_STATE_LABELS[req.state],
      doctor: req.scope.doctor ?? '',
      printDate: req.today,
      total: personNums.length,
      villages,
    };
    return ok(identifierFormFor(ctx.db, req.user, ctx.config.nameMasking).document(reply));
  });
};
