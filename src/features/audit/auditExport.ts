import { type ExcelExportRequest } from '@/features/exports';
import { AUDIT_EVENTS_EXCEL_PATH, type AuditEventFilter } from '@/services/contract';

import { auditParams } from './auditApi';

/** The filtered trail as .xlsx: what the page asks the export saga for, as every export does. */
export const auditExportRequest = (filter: AuditEventFilter): Omit<ExcelExportRequest, 'id'> => ({
  path: AUDIT_EVENTS_EXCEL_PATH,
  title: '操作日志',
  params: auditParams(filter),
});
