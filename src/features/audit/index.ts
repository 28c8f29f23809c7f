/** 操作日志: its page, opened under its menu component name (AUDIT_PAGE_COMPONENT) by the app. */
export const auditPages = {
  log: () => import('./AuditLogPage'),
};

/** Its RTK Query endpoints, for the replay command (src/app/trace/replayEndpoints.ts). */
export const loadAuditEndpoints = () => import('./auditApi');
