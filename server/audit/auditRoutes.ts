import { type FastifyInstance } from 'fastify';

import { dateText } from '../../src/domain/calendar';
import {
  AUDIT_EVENTS_EXCEL_PATH,
  AUDIT_EVENTS_PATH,
  auditActionLabel,
  auditChangesText,
  type AuditEventItem,
  auditResultLabel,
} from '../../src/services/contract/audit';
import { dictionaryLabel } from '../../src/services/contract/catalogue/fieldDictionary';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { badRequest } from '../http/resourceErrors';
import { sendWorkbook } from '../shared/excel/sendWorkbook';
import { EXPORT_BATCH_ROWS, streamWorkbook } from '../shared/excel/workbook';
import { auditEventBatches, countAuditEvents, listAuditEvents } from './auditQuery';

type Query = Record<string, string | undefined>;

type Row = Record<string, string | number | null>;

/** The export's columns over the rows `toRow` makes. */
const COLUMNS = [
  ['时间', 'occurredAt'],
  ['账号', 'userAccount'],
  [dictionaryLabel('userName'), 'userName'],
  ['机构', 'hospital'],
  ['操作', 'action'],
  [dictionaryLabel('result'), 'outcome'],
  ['对象', 'resource'],
  ['说明', 'detail'],
  ['条数', 'itemCount'],
  ['变更内容', 'changes'],
  [dictionaryLabel('personNum'), 'personNum'],
  [dictionaryLabel('personName'), 'personName'],
  ['记录编号', 'recordIds'],
  ['客户端地址', 'clientAddress'],
].map(([header, name]) => ({
  header: header as string,
  render: (row: Row) => row[name as string] ?? null,
}));

/** Excel's limit for one cell's text; an export lists up to 10,000 record ids in one event. */
const MAX_CELL_TEXT = 32_000;

const cut = (text: string): string =>
  text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT)}…` : text;

const toRow = (item: AuditEventItem): Row => ({
  ...item,
  hospital: item.hospitalName ?? item.hospitalId,
  action: auditActionLabel(item.action),
  outcome: auditResultLabel(item.result),
  changes: cut(auditChangesText(item.changes)),
  recordIds: cut(item.recordIds),
});

/**
 * The audit trail and its export: the regional administrator's only, declared in
 * server/routes/routePermissions.ts and checked by the /api auth hook.
 */
export const registerAuditRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Querystring: Query }>(AUDIT_EVENTS_PATH, (request) => {
    // Queued reads and sign-ins first, so the list shows what happened up to now.
    ctx.auditWrites.flush();
    return ok(listAuditEvents(ctx.db, request.query ?? {}));
  });

  app.get<{ Querystring: Query }>(AUDIT_EVENTS_EXCEL_PATH, async (request, reply) => {
    const query = request.query ?? {};
    const cap = ctx.config.excelMaxRows;
    ctx.auditWrites.flush();
    // Counted first: an export over the cap is refused before any event is read.
    if (countAuditEvents(ctx.db, query) > cap) {
      throw badRequest(`导出数据超过${cap}条，请缩小查询范围`);
    }
    const rows = function* () {
      for (const batch of auditEventBatches(ctx.db, query, EXPORT_BATCH_ROWS)) {
        yield batch.map(toRow);
      }
    };
    // Exporting the trail is itself not recorded: the table holds who touched residents' data.
    const stream = await streamWorkbook(ctx.workbooks, '操作日志', COLUMNS, rows());
    return sendWorkbook(reply, stream, '操作日志', 'auditEvents', dateText(Date.now()));
  });
};
