import { type FastifyReply, type FastifyRequest } from 'fastify';

import { type RouteSpec } from '../../../src/services/contract/catalogue';
import { type WorkbookPool } from '../../shared/excel/workbookPool';
import { type FamilyModel } from '../familyModel';
import { type RecordContext } from '../recordOps';
import { type QueryParams } from '../store/listQuery';

/** One call of a family route, as its handler sees it. */
export interface ResourceCall {
  request: FastifyRequest;
  reply: FastifyReply;
  rc: RecordContext;
  model: FamilyModel;
  /** The verb or extra name (list, terminal, writeOff…). */
  key: string;
  route: RouteSpec;
  /** The record id of a `withId` route, decoded. */
  id: string | undefined;
  query: QueryParams;
  body: unknown;
  /** Excel exports: the workers that write them and the most rows one holds (EXCEL_MAX_ROWS). */
  excel: { workbooks: WorkbookPool; maxRows: number };
}

/** Returns the envelope (or sends a file through `reply`). */
export type ResourceHandler = (call: ResourceCall) => unknown;

/** The id of a withId route (the router guarantees it is there). */
export const idOf = (call: ResourceCall): string => call.id ?? '';

/** The first value of a query parameter, trimmed, or undefined when blank. */
export const queryValue = (query: QueryParams, name: string): string | undefined => {
  const raw = query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
};
