import { ok } from '../http/envelope';

/**
 * The assistant's paged lists (conversations, suggested questions): PageNumber and PageSize as the
 * contract sends them, and the reply's shape.
 */

export interface PageQuery {
  PageNumber?: number;
  PageSize?: number;
}

/** PageSize goes up to int32 max minus one, as the contract sends it. */
const PAGE_QUERY_PROPERTIES = {
  PageNumber: { type: 'integer', minimum: 1, maximum: 100_000 },
  PageSize: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
} as const;

/** The route schema of a paged list: the list's own query properties, then the page's. */
export const pagedListSchema = (properties: Readonly<Record<string, object>>) => ({
  querystring: { type: 'object', properties: { ...properties, ...PAGE_QUERY_PROPERTIES } },
});

/** The page asked for, the first by default, of the list's default size. */
export const pageAsked = (query: PageQuery, defaultSize: number) => ({
  pageNumber: query.PageNumber ?? 1,
  pageSize: query.PageSize ?? defaultSize,
});

export const pageReply = <T>(
  items: readonly T[],
  total: number,
  page: { pageNumber: number; pageSize: number },
) => ok({ items, total, PageNumber: page.pageNumber, PageSize: page.pageSize });
