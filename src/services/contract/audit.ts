/**
 * The audit trail's API (系统管理 → 操作日志): who read, changed, printed or exported whose data,
 * who signed in or out, changed a password or a permission, and what was refused. Shared by the
 * reference server and the client page.
 */

export const AUDIT_EVENTS_PATH = '/api/auditEvents';
export const AUDIT_EVENTS_EXCEL_PATH = '/api/auditEvents/excel';

/** The menu component and operation code of the page. */
export const AUDIT_PAGE_COMPONENT = 'auditEvents';
export const AUDIT_EXPORT_CODE = 'auditEvents:excel';

export const AUDIT_ACTIONS = [
  { value: 'view', label: '查看档案' },
  { value: 'read', label: '查询' },
  { value: 'create', label: '新增' },
  { value: 'update', label: '修改' },
  { value: 'delete', label: '删除' },
  { value: 'lifecycle', label: '状态变更' },
  { value: 'print', label: '打印' },
  { value: 'export', label: '导出Excel' },
  { value: 'signIn', label: '登录' },
  { value: 'logout', label: '退出登录' },
  { value: 'password', label: '修改密码' },
  { value: 'permission', label: '权限变更' },
  { value: 'denied', label: '拒绝访问' },
] as const;

export type AuditActionCode = (typeof AUDIT_ACTIONS)[number]['value'];

export const auditActionLabel = (code: string): string =>
  AUDIT_ACTIONS.find((action) => action.value === code)?.label ?? code;

export const AUDIT_RESULTS = [
  { value: 'ok', label: '成功' },
  { value: 'fail', label: '失败' },
  { value: 'denied', label: '拒绝' },
] as const;

export type AuditResultCode = (typeof AUDIT_RESULTS)[number]['value'];

export const auditResultLabel = (code: string): string =>
  AUDIT_RESULTS.find((result) => result.value === code)?.label ?? code;

/** One changed field of a write: its value before and after (null when empty). */
export interface AuditChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** One event as the list shows it. */
export interface AuditEventItem {
  eventId: number;
  occurredAt: string;
  userAccount: string;
  userName: string;
  hospitalId: string;
  hospitalName: string | null;
  action: AuditActionCode;
  result: AuditResultCode;
  resource: string;
  recordIds: string;
  personNum: string | null;
  /** The resident's name, masked (spec 5), beside the number; null when none is on file. */
  personName: string | null;
  clientAddress: string;
  /** The query of a read, the step of a lifecycle action, the reason of a refusal. */
  detail: string;
  /** Rows a read or an export handed out; null for other events. */
  itemCount: number | null;
  /** A write's changed fields (identifiers masked as the trail shows them). */
  changes: AuditChange[];
}

/** The filters of the list and the export (query parameters). */
export interface AuditEventFilter {
  /** Account or name, partial. */
  user?: string;
  /** The resident's number (exact). */
  personNum?: string;
  /** A record id (exact; one of the event's records). */
  recordId?: string;
  action?: AuditActionCode | '';
  result?: AuditResultCode | '';
  /** 'YYYY-MM-DD', inclusive. */
  from?: string;
  to?: string;
}

/** A changed field's value as the trail shows it: （空） when there was none. */
export const auditValueText = (value: unknown): string =>
  value === null || value === undefined
    ? '（空）'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A write's changes as one line: 收缩压：150 → 138；随访方式：（空） → 1 (the export's cell). */
export const auditChangesText = (changes: readonly AuditChange[]): string =>
  changes
    .map(
      (change) =>
        `${change.label}：${auditValueText(change.before)} → ${auditValueText(change.after)}`,
    )
    .join('；');
