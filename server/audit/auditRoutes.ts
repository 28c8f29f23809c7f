import { type FastifyInstance } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import {
  AUDIT_EVENTS_EXCEL_PATH,
  AUDIT_EVENTS_PATH,
  auditActionLabel,
  type AuditEventItem,
} from '../../src/services/contract/audit';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { badRequest } from '../http/resourceErrors';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { buildWorkbook } from '../shared/excel/workbook';
import { allAuditEvents, listAuditEvents } from './auditQuery';

const MAX_AUDIT_EXPORT_ROWS = 50_000;

type Query = Record<string, string | undefined>;

type Row = Record<string, string | number | null>;

/** The export's columns over the rows `toRow` makes. */
const COLUMNS = [
  ['时间', 'occurredAt'],
  ['账号', 'userAccount'],
  [dictionaryLabel('userName'), 'userName'],
  ['机构', 'hospital'],
  ['操作', 'action'],
  ['对象', 'resource'],
  ['说明', 'detail'],
  [dictionaryLabel('personNum'), 'personNum'],
  [dictionaryLabel('personName'), 'personName'],
  ['记录编号', 'recordIds'],
  ['客户端地址', 'clientAddress'],
].map(([header, name]) => ({
  header: header as string,
  render: (row: Row) => row[name as string] ?? null,
}));

const toRow = (item: AuditEventItem): Row => ({
  ...item,
  hospital: item.hospitalName ?? item.hospitalId,
  action: auditActionLabel(item.action),
});

/**
 * The audit trail and its export: the regional administrator's only, declared in
 * server/routes/routePermissions.ts and checked by the /api auth hook.
 */
export const registerAuditRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Querystring: Query }>(AUDIT_EVENTS_PATH, (request) => {
    return ok(listAuditEvents(ctx.db, request.query ?? {}));
  });

  app.get<{ Querystring: Query }>(AUDIT_EVENTS_EXCEL_PATH, async (request, reply) => {
    const items = allAuditEvents(ctx.db, request.query ?? {}, MAX_AUDIT_EXPORT_ROWS);
    if (!items) throw badRequest(`导出数据超过${MAX_AUDIT_EXPORT_ROWS}条，请缩小查询范围`);
    // Exporting the trail is itself not recorded: the table holds who touched residents' data.
    const buffer = await buildWorkbook('操作日志', COLUMNS, items.map(toRow));
    return sendWorkbook(reply, buffer, '操作日志', 'auditEvents', dateText(Date.now()));
  });
};
