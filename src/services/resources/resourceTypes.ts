import { type HttpMethod } from '@/services/contract';

/** Arguments and results of the endpoints generated from the catalogue. */

export type RecordId = string | number;
/** A record as the server sends it: the catalogue's fields, by name. */
export type ResourceRow = Record<string, unknown>;

export type ParamValue = string | number | boolean | null | undefined;
/** GET parameters; arrays repeat the key (spec 7). */
export type ResourceParams = Record<string, ParamValue | readonly ParamValue[]>;

/** Paging (spec 7.2 names them PageNumber and PageSize) plus the search form's filters. */
export interface ListParams extends ResourceParams {
  PageNumber?: number;
  PageSize?: number;
}

export interface UpdateArgs {
  id: RecordId;
  body: ResourceRow;
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
