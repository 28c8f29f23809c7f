/** The reply of GET /api/print/{name}: what the paper shows, as the server read it. */
export interface PrintReply {
  /** The print route's name (PrintRouteSpec.name). */
  route: string;
  title: string;
  /** The catalogue family of `records`. */
  family: string;
  /** The resident the paper is about, when there is one. */
  person: Record<string, unknown> | null;
  /** The record(s) printed, oldest first for follow-up visits. */
  records: Record<string, unknown>[];
}

/** The most follow-up visits one request prints (one patient's selection). */
export const MAX_PRINT_VISITS = 24;

/** Visits per page of the columnar follow-up forms (national-forms.md §4). */
export const VISITS_PER_PAGE = 4;

export const PRINT_API_PATH = '/api/print';
