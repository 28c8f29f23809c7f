import { type FastifyInstance } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import { SCHEDULE_PROGRAMME_LABELS } from '../../src/domain/schedule';
import { SERVICE_DUE_STATE_LABELS } from '../../src/domain/schedule/dueStates';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import {
  SERVICE_DUE_PATHS,
  type ServiceDueItem,
} from '../../src/services/contract/serviceDuePaths';
import { actorOf, filterDetail, queueAuditEvent, recordAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { addServiceDueCounts, emptyServiceDueCounts } from '../readModels/serviceDueQueries';
import { identifierFormFor } from '../security/identifierForm';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { EXPORT_BATCH_ROWS, streamWorkbook, type WorkbookRow } from '../shared/excel/workbook';
import { AUDITED_EXPORT_IDS, badRequest, exportDetail, positive, userRoot } from './chronicAccess';
import { scopeTree } from './indicators';
import { itemOfRow, listRequest, openProgrammes } from './serviceDueRequest';

const EXPORT_COLUMNS: readonly [string, (item: ServiceDueItem) => string | number | null][] = [
  ['项目', (item) => SCHEDULE_PROGRAMME_LABELS[item.programme]],
  [dictionaryLabel('name'), (item) => item.name],
  [dictionaryLabel('sex'), (item) => item.sexLabel],
  [dictionaryLabel('age'), (item) => item.age],
  [dictionaryLabel('phone'), (item) => item.phone],
  [dictionaryLabel('hospitalName'), (item) => item.hospitalName],
  [dictionaryLabel('doctor'), (item) => item.doctor],
  ['待办服务', (item) => item.service],
  ['应做日期', (item) => item.dueDate],
  ['最迟日期', (item) => item.overdueAfter],
  ['逾期天数', (item) => item.daysOverdue],
  ['上次服务', (item) => item.lastServiceDate],
];

/**
 * 工作提醒/待办: every programme's due services (service_due), their counts per state for the
 * home cards, and the Excel export. Each route needs the page in the user's menu (declared in
 * server/routes/routePermissions.ts) and lists only programmes the menu opens, inside the user's
 * hospitals; reads and exports go to the audit trail; identifiers leave masked by permission.
 */
export const registerServiceDueRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get(SERVICE_DUE_PATHS.list, (request) => {
    const req = listRequest(ctx, request);
    const pageNumber = positive(req.query, 'PageNumber', 1, 100_000);
    const pageSize = positive(req.query, 'PageSize', 20, 500);
    const dues = ctx.readModels.serviceDue;
    const { rows, total } = dues.page(req.scope, req.state, pageNumber, pageSize);
    queueAuditEvent(ctx.auditWrites, actorOf(ctx.db, req.user, request), {
      action: 'read',
      resource: 'serviceDueList',
      count: rows.length,
      detail: filterDetail(req.query),
    });
    return ok({
      items: rows.map((row) => itemOfRow(row, req.today)),
      total,
      PageNumber: pageNumber,
      PageSize: pageSize,
      today: req.today,
      programmes: req.open,
      counts: dues.counts(req.scope),
      doctors: dues.doctors({ ...req.scope, doctor: undefined }),
      hospitals: scopeTree(ctx.db, req.base).map((node) => ({
        hospitalId: node.hosp_id,
        hospitalName: node.hosp_name,
        depth: node.depth,
      })),
    });
  });

  app.get(SERVICE_DUE_PATHS.excel, async (request, reply) => {
    const req = listRequest(ctx, request);
    const dues = ctx.readModels.serviceDue;
    const cap = ctx.config.excelMaxRows;
    if (dues.counts(req.scope)[req.state] > cap) {
      throw badRequest(`导出的服务超过 ${cap} 条，请按项目、村或医生缩小范围后再导出`);
    }
    const items = identifierFormFor(ctx.db, req.user, ctx.config.nameMasking).document(
      dues.all(req.scope, req.state).map((row) => itemOfRow(row, req.today)),
    );
    const personNums = items.map((item) => item.personNum);
    recordAuditEvent(ctx.db, request, req.user, {
      action: 'export',
      resource: 'serviceDueList',
      recordIds: personNums.slice(0, AUDITED_EXPORT_IDS),
      personNum: new Set(personNums).size === 1 ? personNums[0]! : null,
      detail: exportDetail(req.query, personNums),
    });
    const title = `工作提醒_${SERVICE_DUE_STATE_LABELS[req.state]}`;
    const columns = EXPORT_COLUMNS.map(([header, render]) => ({
      header,
      render: (record: Record<string, unknown>) => render(record as unknown as ServiceDueItem),
    }));
    const batches = function* () {
      for (let at = 0; at < items.length; at += EXPORT_BATCH_ROWS) {
        yield items.slice(at, at + EXPORT_BATCH_ROWS) as unknown as WorkbookRow[];
      }
    };
    const stream = await streamWorkbook(ctx.workbooks, title, columns, batches());
    return sendWorkbook(reply, stream, title, 'serviceDueList', req.today);
  });

  /** The home cards: per programme the user opens, the counts, and per child institution. */
  app.get(SERVICE_DUE_PATHS.summary, (request) => {
    const user = requireUser(request);
    const today = dateText();
    const root = userRoot(user);
    const tree = root ? scopeTree(ctx.db, root) : [];
    const children = tree.filter((node) => node.depth === 1);
    const childOf = new Map<string, string>();
    for (const child of children) {
      for (const node of scopeTree(ctx.db, child.hosp_id)) childOf.set(node.hosp_id, child.hosp_id);
    }
    const programmes = openProgrammes(ctx, user).map((programme) => {
      const byHospital = ctx.readModels.serviceDue.countsByHospital(
        { programmes: [programme], root, today, rules: ctx.followUpRules.due },
        programme,
      );
      const total = emptyServiceDueCounts();
      const rolled = new Map(children.map((node) => [node.hosp_id, emptyServiceDueCounts()]));
      for (const [hospitalId, counts] of byHospital) {
        addServiceDueCounts(total, counts);
        const child = rolled.get(childOf.get(hospitalId) ?? '');
        if (child) addServiceDueCounts(child, counts);
      }
      return {
        programme,
        label: SCHEDULE_PROGRAMME_LABELS[programme],
        counts: total,
        byHospital: children.map((node) => ({
          hospitalId: node.hosp_id,
          hospitalName: node.hosp_name,
          counts: rolled.get(node.hosp_id) ?? emptyServiceDueCounts(),
        })),
      };
    });
    return ok({ today, programmes });
  });
};
