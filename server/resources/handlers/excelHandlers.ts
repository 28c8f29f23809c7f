import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

import { filterDetail, recordAuditEvent } from '../../audit/auditLog';
import { identifierFormFor } from '../../security/identifierForm';
import { sendWorkbook } from '../../shared/excel/sendWorkbook';
import { streamWorkbook } from '../../shared/excel/workbook';
import { type FamilyModel } from '../familyModel';
import { toOutput } from '../recordOps';
import { type RecordExport } from '../resourceService';
import { excelColumns } from './excelColumns';
import { type ResourceCall } from './handlerTypes';

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
 * The fields of a family without declared fields, in the order its records first show them: a
 * pass over the export's batches before the workbook, keeping the names only.
 */
const undeclaredFields = async (
  call: ResourceCall,
  model: FamilyModel,
  found: RecordExport,
): Promise<string[]> => {
  const names = new Set<string>();
  for (const batch of found.batches()) {
    for (const record of batch) {
      for (const name of Object.keys(toOutput(model, record, call.rc.today))) names.add(name);
    }
    await yieldToEventLoop();
  }
  return [...names];
};

/** The trail's detail: the filter, and for an export of more records than it lists, how many. */
const exportDetail = (call: ResourceCall, found: RecordExport): string =>
  [
    filterDetail(call.query),
    found.total > found.firstIds.length
      ? `共${found.total}条，记录编号只列前${found.firstIds.length}条`
      : '',
  ]
    .filter(Boolean)
    .join('；');

/**
 * Writes the records a list search finds (no paging) as an .xlsx: Chinese headers from the
 * field labels, coded values as their labels, sent as a download named in Chinese. The rows
 * are counted first (more than the cap: refused before any is read) and streamed to the reply
 * batch by batch through a workbook worker (streamWorkbook).
 */
export const excelReply = async (
  call: ResourceCall,
  chineseName: string,
  asciiName: string,
  find: (maxRows: number) => RecordExport,
  model: FamilyModel = call.model,
) => {
  const found = find(call.excel.maxRows);
  // Every Excel export passes here: the trail records which records leave, before the workbook
  // is built. A refused export (too many rows) hands out nothing and is not recorded.
  recordAuditEvent(call.rc.store.db, call.request, call.rc.access.user, {
    action: 'export',
    resource: model.id,
    recordIds: found.firstIds,
    personNum: found.soleResident,
    detail: exportDetail(call, found),
  });
  const columns = excelColumns(
    model,
    model.declared ? [] : await undeclaredFields(call, model, found),
    hospitalNames(call),
  );
  // The workbook holds identifiers in the form the user may see (spec 5), 家庭编号 too.
  const form = identifierFormFor(call.rc.store.db, call.rc.access.user, call.rc.nameMasking);
  const rows = function* () {
    for (const batch of found.batches()) {
      yield batch.map((record) => form.document(toOutput(model, record, call.rc.today)));
    }
  };
  const stream = await streamWorkbook(call.excel.workbooks, chineseName, columns, rows());
  return sendWorkbook(call.reply, stream, chineseName, asciiName, call.rc.today);
};
