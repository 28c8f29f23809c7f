import { getApiBaseUrl } from '@/services/config/runtimeConfig';
import { AUDIT_EVENTS_EXCEL_PATH, type AuditEventFilter, type Envelope } from '@/services/contract';
import { fileNameFromDisposition } from '@/services/resources/downloadExcel';
import { getAuthorization } from '@/services/session/tokenRefresh';

import { auditParams } from './auditApi';

/**
 * Downloads the filtered trail as .xlsx (the JSON baseQuery cannot carry a file): the same
 * Authorization header as every call, the server's own message when it refuses.
 */
export const downloadAuditEvents = async (
  filter: AuditEventFilter,
): Promise<{ blob: Blob; fileName: string }> => {
  const auth = await getAuthorization();
  if (auth.kind === 'failed') throw new Error(auth.error.message);
  const query = new URLSearchParams(
    Object.entries(auditParams(filter)).map(([name, value]) => [name, String(value)]),
  ).toString();
  const response = await fetch(
    `${getApiBaseUrl()}${AUDIT_EVENTS_EXCEL_PATH}${query ? `?${query}` : ''}`,
    { headers: auth.kind === 'ok' ? { Authorization: auth.authorization } : {} },
  );
  if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('json')) {
    const body = (await response.json().catch(() => ({}))) as Partial<Envelope>;
    throw new Error(typeof body.Message === 'string' && body.Message ? body.Message : '导出失败');
  }
  return {
    blob: await response.blob(),
    fileName:
      fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? '操作日志.xlsx',
  };
};

/** Hands the file to the browser's download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
