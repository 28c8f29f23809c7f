import { AUDIT_EVENTS_EXCEL_PATH, type AuditEventFilter } from '@/services/contract';
import { downloadExcelAt, type DownloadedFile } from '@/services/resources/downloadExcel';

import { auditParams } from './auditApi';

/** Downloads the filtered trail as .xlsx, through the same download path as every export. */
export const downloadAuditEvents = (filter: AuditEventFilter): Promise<DownloadedFile> =>
  downloadExcelAt(AUDIT_EVENTS_EXCEL_PATH, '操作日志', { params: auditParams(filter) });
