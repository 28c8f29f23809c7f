import { filterDetail, recordAuditEvent } from '../../audit/auditLog';
import { badRequest } from '../../http/resourceErrors';
import { mapInChunks } from '../../shared/excel/mapInChunks';
import { sendWorkbook } from '../../shared/excel/sendWorkbook';
import { buildWorkbook } from '../../shared/excel/workbook';
import { type FamilyModel } from '../familyModel';
import { toOutput } from '../recordOps';
import { type StoredRecord } from '../store/resourceStore';
import { excelColumns } from './excelColumns';
import { type ResourceCall } from './handlerTypes';

/** The most rows one export holds; a larger export asks for a narrower search. */
export const MAX_EXPORT_ROWS = 10_000;

const hospitalNames = (call: ResourceCall): Map<string, string> =>
  new Map(
    call.rc.store.db
      .prepare<[], { hosp_id: string; hosp_name: string }>(
        'SELECT hosp_id, hosp_name FROM hospitals',
      )
      .all()
      .map((row) => [row.hosp_id, row.hosp_name]),
  );

/** The resident an export concerns when all its rows are one resident's; otherwise null. */
const soleResident = (records: readonly StoredRecord[], model: FamilyModel): string | null => {
  const people = new Set(
    records.map((record) => (model.id === 'persons' ? record.id : record.data.personNum)),
  );
  const [only] = people;
  return people.size === 1 && typeof only === 'string' && only ? only : null;
};

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
  const records = fetch(MAX_EXPORT_ROWS);
  if (!records) throw badRequest(`导出数据超过${MAX_EXPORT_ROWS}条，请缩小查询范围`);
  // Every Excel export passes here: the access trail records which records leave, before the
  // workbook is built. A refused export (too many rows) hands out nothing and is not recorded.
  recordAuditEvent(call.rc.store.db, call.request, call.rc.access.user, {
    action: 'export',
    resource: model.id,
    recordIds: records.map((record) => record.id),
    personNum: soleResident(records, model),
    detail: filterDetail(call.query),
  });
  const rows = await mapInChunks(records, (record) => toOutput(model, record, call.rc.today));
  const buffer = await buildWorkbook(
    chineseName,
    excelColumns(model, rows, hospitalNames(call)),
    rows,
  );
  return sendWorkbook(call.reply, buffer, chineseName, asciiName, call.rc.today);
};
