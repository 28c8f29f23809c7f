/**
 * The audit trail's API (系统管理 → 操作日志): who viewed, printed or exported whose data. Shared
 * by the reference server and the client page.
 */

export const AUDIT_EVENTS_PATH = '/api/auditEvents';
export const AUDIT_EVENTS_EXCEL_PATH = '/api/auditEvents/excel';

/** The menu component and operation code of the page. */
export const AUDIT_PAGE_COMPONENT = 'auditEvents';
export const AUDIT_EXPORT_CODE = 'auditEvents:excel';

export const AUDIT_ACTIONS = [
  { value: 'view', label: '查看档案' },
  { value: 'print', label: '打印' },
  { value: 'export', label: '导出Excel' },
] as const;

export type AuditActionCode = (typeof AUDIT_ACTIONS)[number]['value'];

export const auditActionLabel = (code: string): string =>
  AUDIT_ACTIONS.find((action) => action.value === code)?.label ?? code;

/** One event as the list shows it. */
export interface AuditEventItem {
  eventId: number;
  occurredAt: string;
  userAccount: string;
  userName: string;
  hospitalId: string;
  hospitalName: string | null;
  action: AuditActionCode;
  resource: string;
  recordIds: string;
  personNum: string | null;
  /** The resident's name, masked (spec 5), beside the number; null when none is on file. */
  personName: string | null;
  clientAddress: string;
  detail: string;
}

/** The filters of the list and the export (query parameters). */
export interface AuditEventFilter {
  /** Account or name, partial. */
  user?: string;
  /** The resident's number (exact). */
  personNum?: string;
  action?: AuditActionCode | '';
  /** 'YYYY-MM-DD', inclusive. */
  from?: string;
  to?: string;
}
