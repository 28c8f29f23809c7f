import { recordAuditEvent } from '../../audit/auditLog';
import { HttpError } from '../../http/errors';
import { identifierFormFor } from '../../security/identifierForm';
import { assertPermission } from '../../security/routePermission';
import { type RoutePermission } from '../../security/routePermission';
import { conditionQueryTool } from './conditionQueryTool';
import { indicatorTool } from './indicatorTool';
import { OUT_OF_SCOPE } from './places';
import { residentSummaryTool } from './residentTool';
import {
  type AssistantTool,
  type ToolCaller,
  type ToolParameters,
  type ToolFinding,
  ToolInputError,
  ToolRefusal,
} from './toolTypes';
import { worklistCountsTool, worklistPatientsTool } from './worklistTools';

/** A tool with its argument type sealed in: parse then run. */
export interface RegisteredTool {
  name: string;
  title: string;
  description: string;
  parameters: ToolParameters;
  permission: RoutePermission | undefined;
  /** The finding, with the built-in responder's markdown of it. */
  call(caller: ToolCaller, raw: Readonly<Record<string, unknown>>): RenderedFinding;
}

export interface RenderedFinding extends ToolFinding {
  markdown: string;
}

const registered = <A, D extends object>(tool: AssistantTool<A, D>): RegisteredTool => ({
  name: tool.name,
  title: tool.title,
  description: tool.description,
  parameters: tool.parameters,
  permission: tool.permission,
  call: (caller, raw) => {
    const found = tool.run(caller, tool.parse(raw));
    // The tools leave identifiers out; should one carry any, it leaves in the user's form (spec 5).
    const data = identifierFormFor(caller.ctx.db, caller.user, caller.ctx.config.nameMasking).reply(
      found.data,
    );
    return {
      ...found,
      data: data as Readonly<Record<string, unknown>>,
      markdown: tool.render(data),
    };
  },
});

/** Every tool of the assistant, by the function name a model calls. */
export const ASSISTANT_TOOLS: readonly RegisteredTool[] = [
  registered(worklistCountsTool),
  registered(worklistPatientsTool),
  registered(residentSummaryTool),
  registered(indicatorTool),
  registered(conditionQueryTool),
];

export type ToolOutcome =
  | { kind: 'found'; finding: RenderedFinding }
  /** Outside the user's scope or menu: the answer says so and shows nothing of the data. */
  | { kind: 'refused'; message: string }
  /** The arguments were unusable or the tool is unknown: the model may try again. */
  | { kind: 'invalid'; message: string };

/** Arguments for the trail: what was asked, a resident's name masked by its first character. */
const argumentsDetail = (args: Readonly<Record<string, unknown>>): string =>
  Object.entries(args)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) =>
      key === 'name' || key === 'idCard'
        ? `${key}=***`
        : `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
    )
    .join('&');

/**
 * Runs one tool call as the asking user: the page route's permission first (the same check and
 * button codes), then the tool within the user's hospitals. Every call goes to the audit trail
 * with the user, the institution read and the outcome, refusals included.
 */
export const runTool = (
  caller: ToolCaller,
  name: string,
  raw: Readonly<Record<string, unknown>>,
): ToolOutcome => {
  const tool = ASSISTANT_TOOLS.find((candidate) => candidate.name === name);
  const audit = (outcome: string, scope: string, personNums: readonly string[] = []) =>
    recordAuditEvent(caller.ctx.db, caller.request, caller.user, {
      action: 'view',
      resource: `assistant.${name.slice(0, 40)}`,
      recordIds: personNums,
      personNum: personNums.length === 1 ? personNums[0]! : null,
      detail: [`scope=${scope}`, `outcome=${outcome}`, argumentsDetail(raw)]
        .filter(Boolean)
        .join('&')
        .slice(0, 500),
    });
  if (!tool) {
    audit('unknown', caller.user.manageRoot);
    return { kind: 'invalid', message: `没有名为 ${name} 的工具` };
  }
  try {
    assertPermission(caller.ctx.db, caller.user, tool.permission);
    const finding = tool.call(caller, raw);
    audit('found', finding.scope || caller.user.manageRoot, finding.personNums);
    return { kind: 'found', finding };
  } catch (error) {
    if (error instanceof ToolRefusal) {
      audit('refused', caller.user.manageRoot);
      return { kind: 'refused', message: error.message };
    }
    if (error instanceof HttpError && error.statusCode === 403) {
      audit('refused', caller.user.manageRoot);
      return {
        kind: 'refused',
        message: `${OUT_OF_SCOPE}：您的账号没有“${tool.title}”对应页面的权限`,
      };
    }
    if (error instanceof ToolInputError) {
      audit('invalid', caller.user.manageRoot);
      return { kind: 'invalid', message: error.message };
    }
    throw error;
  }
};
