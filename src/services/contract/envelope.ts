/**
 * The server's reply envelope (spec sections 3 and 8). Shared by the client's baseQuery and the
 * reference server, so both sides agree on one shape.
 */
export interface Envelope<T = unknown> {
  StatusCode: number;
  Message: string;
  Success: boolean;
  Response?: T;
}

/** A paged list reply: `Response.items` plus the total count. */
export interface PagedResponse<T> {
  items: T[];
  total: number;
  PageNumber: number;
  PageSize: number;
}

/** Status codes the client accepts, in the HTTP status and in the body's StatusCode (spec 8). */
export const ACCEPTED_STATUS_CODES: readonly number[] = [200, 201, 204, 0];

export const isAcceptedStatus = (code: number): boolean => ACCEPTED_STATUS_CODES.includes(code);
