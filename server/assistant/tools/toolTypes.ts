import { type FastifyRequest } from 'fastify';

import { type AuthUser } from '../../auth/authUser';
import { type ServerContext } from '../../context';
import { type RecordContext } from '../../resources/recordOps';
import { type RoutePermission } from '../../security/routePermission';

/**
 * Who asks and with what: the signed-in user of the chat request, their record context (the
 * same store, access, day and rules the pages' handlers get) and the request for the audit trail.
 */
export interface ToolCaller {
  ctx: ServerContext;
  request: FastifyRequest;
  user: AuthUser;
  rc: RecordContext;
}

/** A page of the platform that shows the same data: the drawer renders it as a button. */
export interface PageLink {
  label: string;
  /** The client route, as the user's menu (or spec 2.2's dialog routes) names it. */
  path: string;
}

/** What a tool found. */
export interface ToolFinding<Data extends object = Readonly<Record<string, unknown>>> {
  /**
   * What a model reads: only what the question needs, residents' names masked (王*福), never an
   * ID or phone number, no internal record numbers.
   */
  data: Data;
  /** Pages with the same data, in the order the answer offers them. */
  links: PageLink[];
  /** For the audit trail: the institution the call read, and the residents it named. */
  scope: string;
  personNums?: readonly string[];
}

/** A tool said no (outside the user's scope, no such page in their menu): the answer says why. */
export class ToolRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolRefusal';
  }
}

/** The call's arguments were not usable: the model is told what to fix. */
export class ToolInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolInputError';
  }
}

/** A JSON schema object for the function's parameters (OpenAI function calling). */
export type ToolParameters = Readonly<Record<string, unknown>>;

/**
 * One thing the assistant can look up: a thin wrapper over the function a page's route calls,
 * run with the asking user's scope and checked with the same route permission.
 */
export interface AssistantTool<Args, Data extends object> {
  /** The function name a model calls. */
  name: string;
  /** What the call is, in Chinese (the audit trail's detail, a refusal). */
  title: string;
  /** For the model: when to call it. */
  description: string;
  parameters: ToolParameters;
  /** The permission of the page route that shows the same data (none declared: refused). */
  permission: RoutePermission | undefined;
  /** The arguments as the model or the built-in responder gave them; ToolInputError when unusable. */
  parse(raw: Readonly<Record<string, unknown>>): Args;
  run(caller: ToolCaller, args: Args): ToolFinding<Data>;
  /** The finding as the built-in responder writes it (markdown; names masked as found). */
  render(data: Data): string;
}
