import { registerPage } from '@/features/permission';
import { AUDIT_PAGE_COMPONENT } from '@/services/contract';

/** Plugs 操作日志 into the page registry under its menu component name. */
export const registerAuditPage = (): void => {
  registerPage(AUDIT_PAGE_COMPONENT, () => import('./AuditLogPage'));
};

/** Its RTK Query endpoints, for the replay command (src/app/trace/replayEndpoints.ts). */
export const loadAuditEndpoints = () => import('./auditApi');
