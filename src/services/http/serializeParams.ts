export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * GET parameters with repeated keys for arrays (`a=1&a=2`, spec 7); null and undefined are
 * left out so optional filters do not become the string "undefined".
 */
export const serializeParams = (params: QueryParams | undefined): string => {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (value === null || value === undefined) continue;
      search.append(key, String(value));
    }
  }
  return search.toString();
};
