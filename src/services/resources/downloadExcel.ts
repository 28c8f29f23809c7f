import { contentTypeFromFileName } from '@/shared/files';

import { type ConcreteFamilySpec, routePath } from '../contract';
import { type ApiError, MESSAGES, networkError } from '../http/apiError';
import { apiUrl } from '../http/apiUrl';
import { type QueryParams } from '../http/serializeParams';
import {
  type AuthorizedFetchResult,
  authorizedFetch,
  type SessionEvent,
} from '../session/authorizedFetch';

/**
 * Excel export (spec 7.3: a family's `{collection}/excel`, and the work list's and reports'
 * export paths). The JSON baseQuery cannot carry a binary reply, so this reads the Response of
 * `authorizedFetch`, the request path the baseQuery uses too: a due token is refreshed first, a
 * 401 refreshes once and replays, and the session events go to `onSessionEvent`. The body is
 * read as a stream, which lets the caller show real progress when the server sends a length.
 * The export saga (`src/sagas/excelExportSaga.ts`) is the one caller: no component downloads.
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
  /** Where `session/tokenRefreshed` and `session/expired` go (the saga puts them). */
  onSessionEvent?: (event: SessionEvent) => void;
  fetchImpl?: typeof fetch;
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

/** The export path of a family (`/api/persons/excel`), for `downloadExcelAt`. */
export const excelPath = (family: ConcreteFamilySpec): string => {
  const route = family.verbs.excel;
  if (!route) throw new Error(`${family.id} has no excel export`);
  return routePath(family, route);
};

/**
 * An .xlsx from an export path of the API (a family's, the work list's, a report's): the token,
 * refusal and progress handling of every export. `path` starts with /api; the file is named
 * from Content-Disposition, else `{fallbackTitle}.xlsx`.
 */
export const downloadExcelAt = async (
  path: string,
  fallbackTitle: string,
  options: DownloadExcelOptions = {},
): Promise<DownloadedFile> => {
  let result: AuthorizedFetchResult;
  try {
    result = await authorizedFetch(
      apiUrl(path, options.params),
      { method: 'GET', headers: {}, ...(options.signal ? { signal: options.signal } : {}) },
      {
        ...(options.onSessionEvent ? { onSessionEvent: options.onSessionEvent } : {}),
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      },
    );
  } catch {
    throw new DownloadError(networkError());
  }
  if (result.kind === 'sessionEnded') throw new DownloadError(result.error);
  const { response } = result;
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
