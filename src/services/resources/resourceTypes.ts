import { type HttpMethod } from '@/services/contract';

/** Arguments and results of the endpoints built from the catalogue. */

export type RecordId = string | number;
/**
 * A record of any family as the server sends it: its fields by name, each `unknown`. One
 * family's rows have a type of their own (`ResourceRowOf<'persons'>`, generated from the
 * catalogue); every such row is also a `ResourceRow`.
 */
export type ResourceRow = Record<string, unknown>;

/** A JSON object (not null, not an array): what a row is, whatever its fields. */
export const isResourceRow = (value: unknown): value is ResourceRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type ParamValue = string | number | boolean | null | undefined;
/** GET parameters; arrays repeat the key (spec 7). */
export type ResourceParams = Record<string, ParamValue | readonly ParamValue[]>;

/** Paging (spec 7.2 names them PageNumber and PageSize) plus the search form's filters. */
export interface ListParams extends ResourceParams {
  PageNumber?: number;
  PageSize?: number;
}

/** An update: the record's id and the fields to save. */
export interface UpdateArgs<Row = ResourceRow> {
  id: RecordId;
  body: Partial<Row>;
}

/** A lifecycle verb or an extra: the record id when its route takes one, params, a body. */
export interface ActionArgs {
  id?: RecordId;
  params?: ResourceParams;
  body?: unknown;
}

/** A call under a wildcard family's prefix: `path` is relative to it ('hypertension/quarter'). */
export interface WildcardArgs {
  path: string;
  method?: HttpMethod;
  params?: ResourceParams;
  body?: unknown;
}

/** What the baseQuery receives: the shape of its `RequestArgs`. */
export interface ResourceRequest {
  url: string;
  method: HttpMethod;
  params?: ResourceParams;
  body?: unknown;
}
