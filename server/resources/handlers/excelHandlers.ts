import { recordAuditEvent } from '../../audit/auditLog';
import { badRequest } from '../errors';
import { buildWorkbook, excelColumns, sendWorkbook } from '../excel/excelExport';
import { mapInChunks } from '../excel/mapInChunks';
import { type FamilyModel } from '../familyModel';
import { toOutput } from '../recordOps';
import { type StoredRecord } from '../store/resourceStore';
import { type ResourceCall } from './handlerTypes';

/** The most rows one export holds; a larger export asks for a narrower search. */
export const MAX_EXPORT_ROWS = 10_000;

/** Personal identifiers in a filter are not repeated into the trail (DESIGN.md: no full ID). */
const PERSONAL_FILTER = /idcard|phone|name/i;

/** The export's filter as `name=value&…`, for the audit trail's detail. */
const filterText = (query: ResourceCall['query']): string =>
  Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${PERSONAL_FILTER.test(name) ? '***' : String(value)}`)
    .join('&')
    .slice(0, 500);

const hospitalNames = (call: ResourceCall): Map<string, string> =>
  new Map(
    call.rc.store.db
      .prepare<[], { hosp_id: string; hosp_name: string }>(
        'SELECT hosp_id, hosp_name FROM hospitals',
      )
      .all()
      .map((row) => [row.hosp_id, row.hosp_name]),
  );

/**
 * Writes the records a list search finds (no paging) as an .xlsx: Chinese headers from the
 * field labels, coded values as their labels, sent as a download named in Chinese.
 */
export const excelReply = async (
  call: ResourceCall,
  chineseName: string,
  asciiName: string,
  fetch: (limit: number) => StoredRecord[] | undefined,
  model: FamilyModel = call.model,
) => {
  // Every Excel export passes here: the trail records it before any row is read (issue 15).
  recordAuditEvent(call.rc.store.db, call.request, call.rc.access.user, {
    action: 'export',
    resource: model.id,
    detail: filterText(call.query),
  });
  const records = fetch(MAX_EXPORT_ROWS);
  if (!records) throw badRequest(`导出数据超过${MAX_EXPORT_ROWS}条，请缩小查询范围`);
  const rows = await mapInChunks(records, (record) => toOutput(model, record, call.rc.today));
  const buffer = await buildWorkbook(
    chineseName,
    excelColumns(model, rows, hospitalNames(call)),
    rows,
  );
  return sendWorkbook(call.reply, buffer, chineseName, asciiName, call.rc.today);
};
