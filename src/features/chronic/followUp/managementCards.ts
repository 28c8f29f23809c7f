import { isResourceRow, type ResourceRow } from '@/services/resources';

/** The records of a list reply (its `items`), or none when the reply is not a list. */
export const listRowsOf = (data: unknown): ResourceRow[] => {
  if (typeof data !== 'object' || data === null || !('items' in data)) return [];
  const items = data.items;
  return Array.isArray(items) ? items.filter(isResourceRow) : [];
};

/** An active management card: one not 已终止管理 (manageStatus 2), as the server counts it. */
export const isActiveCard = (row: ResourceRow): boolean =>
  row.manageStatus !== '2' && row.manageStatus !== 2;
