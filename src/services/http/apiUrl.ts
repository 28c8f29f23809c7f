import { getApiBaseUrl } from '../config/runtimeConfig';
import { type QueryParams, serializeParams } from './serializeParams';

/**
 * The full address of an API path: the base URL of the region (origin, plus `/GWEHR` for the
 * listed region codes), the path (it starts with /api and may carry a query of its own) and the
 * query parameters.
 */
export const apiUrl = (path: string, params?: QueryParams): string => {
  const query = serializeParams(params);
  return `${getApiBaseUrl()}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
};
