import { api } from '@/services/api';
import {
  AUDIT_EVENTS_PATH,
  type AuditEventFilter,
  type AuditEventItem,
  type PagedResponse,
} from '@/services/contract';

export interface AuditListArgs extends AuditEventFilter {
  PageNumber: number;
  PageSize: number;
}

/** Drops empty filters, so the query string holds only what the user asked for. */
export const auditParams = (filter: AuditEventFilter & Partial<AuditListArgs>) =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

/** 操作日志: the server's audit trail, newest first. Not cached: the trail grows by the minute. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditEvents: build.query<PagedResponse<AuditEventItem>, AuditListArgs>({
      query: (args) => ({ url: AUDIT_EVENTS_PATH, params: auditParams(args) }),
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAuditEventsQuery } = auditApi;
