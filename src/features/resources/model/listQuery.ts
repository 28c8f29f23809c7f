import dayjs from 'dayjs';

import { type FieldSpec } from '@/services/contract';
import { DEFAULT_PAGE_SIZE, type ListParams, type ResourceParams } from '@/services/resources';

import { DATE_FORMAT } from './formValues';

/** Page sizes the table offers; pages over `VIRTUAL_ROWS_FROM` rows render virtually. */
export const PAGE_SIZES = [10, 20, 50, 100, 500] as const;
export const VIRTUAL_ROWS_FROM = 300;

export type SortOrder = 'asc' | 'desc';

/** What the list shows: plain, serialisable data (it is part of the query's cache key). */
export interface ListState {
  filters: ResourceParams;
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

export const INITIAL_LIST_STATE: ListState = { filters: {}, page: 1, pageSize: DEFAULT_PAGE_SIZE };

/**
 * How old a list may be before a tab shown again asks the server for it. A switch back to a
 * tab is not a question to the server (it would repaint the table a second time and keep the
 * switch from being one frame), but a list left for a while is asked again.
 */
export const LIST_STALE_SECONDS = 60;

const isDateKind = (field: FieldSpec): boolean =>
  field.kind === 'date' || field.kind === 'datetime';

/** The form name of a date filter: one range picker for `{field}Start` and `{field}End`. */
export const rangeName = (field: FieldSpec): string => `${field.name}Range`;

const rangeBound = (value: unknown): string | undefined =>
  dayjs.isDayjs(value) && value.isValid() ? value.format(DATE_FORMAT) : undefined;

/**
 * The search form's values as the server's filter parameters: by field name, date ranges as
 * `{field}Start`/`{field}End`, choices of a multi-select repeated. Empty inputs are left out.
 */
export const toFilterParams = (
  fields: readonly FieldSpec[],
  values: Record<string, unknown>,
): ResourceParams => {
  const params: ResourceParams = {};
  for (const field of fields) {
    if (isDateKind(field)) {
      const range = values[rangeName(field)];
      if (!Array.isArray(range)) continue;
      const start = rangeBound(range[0]);
      const end = rangeBound(range[1]);
      if (start) params[`${field.name}Start`] = start;
      if (end) params[`${field.name}End`] = end;
      continue;
    }
    const value = values[field.name];
    if (Array.isArray(value)) {
      const list = value.filter((item): item is string => typeof item === 'string' && item !== '');
      if (list.length) params[field.name] = list;
    } else if (typeof value === 'string') {
      if (value.trim()) params[field.name] = value.trim();
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      params[field.name] = value;
    }
  }
  return params;
};

/** The list call's parameters: filters, paging (PageNumber, PageSize) and sorting. */
export const toListParams = (state: ListState): ListParams => ({
  ...state.filters,
  PageNumber: state.page,
  PageSize: state.pageSize,
  ...(state.sortField && state.sortOrder
    ? { SortField: state.sortField, SortOrder: state.sortOrder }
    : {}),
});
