import { type LlmConfig } from '../../config';
import { type OutboundText } from '../outboundText';
import { ASSISTANT_TOOLS, runTool, type ToolOutcome } from '../tools/toolRegistry';
import { type ToolCaller, type ToolFinding } from '../tools/toolTypes';
import { sourcesAppendix } from './answerSources';
import { type Responder } from './types';
import { type ChatMessage, type FunctionSpec, streamCompletion } from './upstreamStream';

/** Tool rounds one question may take before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 4;

/** The assistant's tools as OpenAI function specs. */
export const FUNCTION_SPECS: readonly FunctionSpec[] = ASSISTANT_TOOLS.map((tool) => ({
  type: 'function',
  function: { name: tool.name, description: tool.description, parameters: tool.parameters },
}));

/** A model's arguments, with a masked name or ID number it repeats turned back for the lookup. */
const readArguments = (raw: string, outbound: OutboundText): Record<string, unknown> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw || '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? outbound.unmask(value) : value,
    ]),
  );
};

/** What the model is told a call found: only the tool's data (masked), or why there is none. */
const toolReply = (outcome: ToolOutcome, outbound: OutboundText): string =>
  outbound.mask(
    JSON.stringify(
      outcome.kind === 'found'
        ? outcome.finding.data
        : outcome.kind === 'refused'
          ? { refused: true, message: outcome.message }
          : { error: outcome.message },
    ),
  );

/**
 * The chat answered by an OpenAI-compatible model with the assistant's tools (function calling):
 * each call the model asks for runs as the asking user (runTool: the page route's permission, the
 * user's scope, the audit trail), its masked result goes back, and the model answers from it.
 * `messages` are already masked. The answer closes with where its numbers come from and the
 * tools' page links, written by the server, never by the model.
 */
export const upstreamChat = (
  llm: LlmConfig,
  model: string,
  messages: readonly ChatMessage[],
  caller: ToolCaller,
  outbound: OutboundText,
  fetchImpl: typeof fetch = fetch,
): Responder =>
  async function* respond(signal) {
    const conversation: ChatMessage[] = [...messages];
    const findings: ToolFinding[] = [];
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      const completion = streamCompletion(
        llm,
        {
          model,
          messages: conversation,
          ...(round < MAX_TOOL_ROUNDS ? { tools: FUNCTION_SPECS } : {}),
        },
        signal,
        fetchImpl,
      );
      let content = '';
      let next = await completion.next();
      while (!next.done) {
        content += next.value.content ?? '';
        yield next.value;
        next = await completion.next();
      }
      const { toolCalls } = next.value;
      if (toolCalls.length === 0 || signal.aborted) break;
      conversation.push({ role: 'assistant', content: content || null, tool_calls: toolCalls });
      for (const call of toolCalls) {
        const outcome = runTool(
          caller,
          call.function.name,
          readArguments(call.function.arguments, outbound),
        );
        if (outcome.kind === 'found') findings.push(outcome.finding);
        conversation.push({
          role: 'tool',
          tool_call_id: call.id,
          content: toolReply(outcome, outbound),
        });
      }
    }
    const appendix = sourcesAppendix(findings);
    if (appendix && !signal.aborted) yield { content: appendix };
  };
