import { api } from '@/services/api';

/** One release of the update timeline (GET /api/versionupdate). */
export interface VersionEntry {
  id: string;
  version: string;
  /** The release date as the server writes it (YYYY-MM-DD). */
  date: string;
  title: string;
  notes: string[];
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const pick = (record: Record<string, unknown>, keys: readonly string[]): string => {
  for (const key of keys) {
    const value = text(record[key]);
    if (value) return value;
  }
  return '';
};

const notesOf = (record: Record<string, unknown>): string[] => {
  const list = record.Notes ?? record.UpdateContent ?? record.Content;
  if (Array.isArray(list)) return list.map(text).filter(Boolean);
  const single = text(list);
  return single ? single.split(/\r?\n/).filter(Boolean) : [];
};

/**
 * The server's list is a plain array or a page (`items`); the old deployments spell the fields
 * in several ways, so the common spellings are read and anything else ignored. Newest first.
 */
export const readVersionEntries = (response: unknown): VersionEntry[] => {
  const list: unknown[] = Array.isArray(response)
    ? response
    : typeof response === 'object' &&
        response !== null &&
        Array.isArray((response as { items?: unknown }).items)
      ? (response as { items: unknown[] }).items
      : [];
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item, index) => ({
      id: pick(item, ['VersionUpdateID', 'ID', 'Id']) || `${pick(item, ['Version'])}-${index}`,
      version: pick(item, ['Version', 'VersionNo', 'VersionNumber']),
      date: pick(item, ['ReleaseDate', 'UpdateTime', 'PublishTime', 'CreateTime']),
      title: pick(item, ['Title', 'VersionName']),
      notes: notesOf(item),
    }))
    .sort((a, b) => b.date.localeCompare(a.date));
};

export const layoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    layoutVersionTimeline: build.query<VersionEntry[], void>({
      query: () => ({ url: '/api/versionupdate' }),
      transformResponse: readVersionEntries,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLayoutVersionTimelineQuery } = layoutApi;
