/**
 * Prints of a page's list rather than of one record: the same /print/* page outside the shell,
 * the same GET /api/print/{name} (audited as a print), but served by the list's own route with
 * the list's filter and permission, and laid out by the list's own paper.
 */
export interface ListPrintRouteSpec {
  /** The path segment after /print/ and after /api/print/. */
  name: string;
  pattern: string;
  /** The paper's title while it loads. */
  title: string;
  /** The query parameters the page passes on to the server: the list's filter. */
  query: readonly string[];
}

/** 工作提醒/待办 printed per village (the due list's filters: programme, state, village, doctor). */
export const SERVICE_DUE_LIST_PRINT: ListPrintRouteSpec = {
  name: 'serviceDueList',
  pattern: '/print/serviceDueList',
  title: '待办服务清单（按村）',
  query: ['programme', 'state', 'hospitalId', 'doctor'],
};

export const LIST_PRINT_ROUTES: readonly ListPrintRouteSpec[] = [SERVICE_DUE_LIST_PRINT];

/** The list print of a /print/… path, or undefined (record prints match matchPrintPath). */
export const matchListPrintPath = (pathname: string): ListPrintRouteSpec | undefined => {
  const path = pathname.replace(/\/+$/, '');
  return LIST_PRINT_ROUTES.find((entry) => entry.pattern === path);
};

/** The path of a list print with the list's filter (empty values left out). */
export const listPrintPath = (
  entry: ListPrintRouteSpec,
  filter: Readonly<Record<string, string | undefined>>,
): string => {
  const params = new URLSearchParams();
  for (const name of entry.query) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${entry.pattern}?${query}` : entry.pattern;
};
