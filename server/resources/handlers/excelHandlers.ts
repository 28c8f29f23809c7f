import { badRequest } from '../errors';
import { buildWorkbook, excelColumns, sendWorkbook } from '../excel/excelExport';
import { mapInChunks } from '../excel/mapInChunks';
import { type FamilyModel } from '../familyModel';
import { toOutput } from '../recordOps';
import { type StoredRecord } from '../store/resourceStore';
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
  const rows = await mapInChunks(records, (record) => toOutput(model, record, call.rc.today));
  const buffer = await buildWorkbook(
    chineseName,
    excelColumns(model, rows, hospitalNames(call)),
    rows,
  );
  return sendWorkbook(call.reply, buffer, chineseName, asciiName, call.rc.today);
};
