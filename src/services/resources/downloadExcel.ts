import { contentTypeFromFileName } from '@/shared/files';

import { getApiBaseUrl } from '../config/runtimeConfig';
import { type ConcreteFamilySpec, routePath } from '../contract';
import { type ApiError, MESSAGES, networkError } from '../http/apiError';
import { type QueryParams, serializeParams } from '../http/serializeParams';
import { getAuthorization } from '../session/tokenRefresh';

/**
 * Excel export of a family (spec 7.3: `{collection}/excel`). The JSON baseQuery cannot carry a
 * binary reply, so this is a plain fetch with the same Authorization header the baseQuery sends
 * (taken from the re-auth module, so a due token is refreshed first). The body is read as a
 * stream, which lets the caller show real progress when the server sends a length.
 */

export interface DownloadProgress {
  loaded: number;
  /** From Content-Length; undefined when the server streams without one. */
  total?: number;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadExcelOptions {
  /** The list's current filters (paging is left out: the export holds every matching row). */
  params?: QueryParams;
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

/** The failure of a download, in the one error shape of the client. */
export class DownloadError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'DownloadError';
    this.error = error;
  }
}

const failure = (status: ApiError['status'], message: string): DownloadError =>
  new DownloadError({ status, message, display: 'silent' });

/** `filename*=UTF-8''…` (RFC 5987, how Chinese names travel) wins over a plain `filename=`. */
export const fileNameFromDisposition = (header: string | null): string | undefined => {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || undefined;
};

const readStream = async (
  response: Response,
  onProgress: DownloadExcelOptions['onProgress'],
): Promise<Uint8Array<ArrayBuffer>[]> => {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onProgress?.({ loaded: whole.byteLength, total: total ?? whole.byteLength });
    return [whole];
  }
  const reader = response.body.getReader();
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, ...(total ? { total } : {}) });
  }
  return chunks;
};

/** The server's own words when it refused (an envelope), else the catalogue's message. */
const refusal = async (response: Response): Promise<DownloadError> => {
  let message: string = MESSAGES.clientInterface(response.status);
  try {
    const body: unknown = await response.json();
    // An envelope's own words (`Message`); anything else keeps the catalogue's message.
    if (typeof body === 'object' && body !== null && 'Message' in body) {
      if (typeof body.Message === 'string' && body.Message) message = body.Message;
    }
  } catch {
    // Not JSON: keep the catalogue's message.
  }
  if (response.status === 401) message = MESSAGES.unauthorized;
  return failure(response.status, message);
};

export const excelUrl = (family: ConcreteFamilySpec, params?: QueryParams): string => {
  const route = family.verbs.excel;
  if (!route) throw new Error(`${family.id} has no excel export`);
  const query = serializeParams(params);
  return `${getApiBaseUrl()}${routePath(family, route)}${query ? `?${query}` : ''}`;
};

export const downloadExcel = (
  family: ConcreteFamilySpec,
  options: DownloadExcelOptions = {},
): Promise<DownloadedFile> =>
  downloadFileAt(excelUrl(family, options.params), family.title, options);

/**
 * An .xlsx from any export path of the API (the work list's, a report's): the same token,
 * refusal and progress handling as a family's export. `path` starts with /api.
 */
export const downloadExcelAt = (
  path: string,
  fallbackTitle: string,
  options: DownloadExcelOptions = {},
): Promise<DownloadedFile> => {
  const query = serializeParams(options.params);
  return downloadFileAt(
    `${getApiBaseUrl()}${path}${query ? `?${query}` : ''}`,
    fallbackTitle,
    options,
  );
};

const downloadFileAt = async (
  url: string,
  fallbackTitle: string,
  options: DownloadExcelOptions,
): Promise<DownloadedFile> => {
  const auth = await getAuthorization();
  if (auth.kind === 'failed') throw new DownloadError(auth.error);
  const headers: Record<string, string> = {};
  if (auth.kind === 'ok') headers.Authorization = auth.authorization;

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    throw new DownloadError(networkError());
  }
  if (!response.ok) throw await refusal(response);
  // A JSON reply where a file was expected is a refusal in an envelope (HTTP 200, Success false).
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    throw await refusal(response);
  }

  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${fallbackTitle}.xlsx`;
  const chunks = await readStream(response, options.onProgress);
  return {
    blob: new Blob(chunks, { type: contentTypeFromFileName(fileName) }),
    fileName,
  };
};
