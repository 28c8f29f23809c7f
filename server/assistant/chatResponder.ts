import { type FastifyRequest } from 'fastify';

import { type AuthUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { createResourceStore } from '../resources/store/resourceStore';
import { upstreamModelName } from './models';
import { createOutboundText } from './outboundText';
import { builtInChat, composeAnswer } from './responder/builtInChat';
import { answerFromData } from './responder/dataAnswer';
import { readPace } from './responder/pace';
import {
  askerPrompt,
  CHAT_SYSTEM_PROMPT,
  chatMessages,
  DATA_RULES_PROMPT,
  type PastTurn,
} from './responder/prompts';
import { type Responder } from './responder/types';
import { upstreamChat } from './responder/upstreamChat';
import { isUpstreamConfigured } from './responder/upstreamModel';
import { hospitalName } from './tools/places';
import { createToolCaller } from './tools/toolCaller';

/** The institutions named to a model as the user's scope: enough to resolve a question's place. */
const MAX_SCOPE_NAMES = 30;

export interface ChatRequest {
  request: FastifyRequest;
  user: AuthUser;
  question: string;
  reasoning: boolean;
  history: readonly PastTurn[];
}

/**
 * Who answers a chat question. With an upstream model: the model with the assistant's tools,
 * sent only masked text (LLM_LOCAL keeps names). Without: the built-in responder, which answers
 * a question about the user's own work from the same tools and anything else from the knowledge
 * base of the service rules.
 */
export const chatResponder = (ctx: ServerContext, chat: ChatRequest): Responder => {
  const { llm } = ctx.config;
  const store = createResourceStore(ctx.db, ctx.readModels.refresh);
  const caller = createToolCaller(ctx, store, chat.request, chat.user);
  const model = upstreamModelName(chat.reasoning, llm);
  if (!isUpstreamConfigured(llm) || !model) {
    const answer = answerFromData(caller, chat.question) ?? composeAnswer(chat.question);
    return builtInChat(answer, readPace());
  }
  const outbound = createOutboundText(
    ctx.db,
    [chat.question, ...chat.history.flatMap((turn) => [turn.question, turn.answer])],
    { local: llm.local },
  );
  const system = [
    CHAT_SYSTEM_PROMPT,
    DATA_RULES_PROMPT,
    askerPrompt({
      institution: hospitalName(ctx.db, chat.user.manageRoot),
      scope: chat.user.managedHospitalIds
        .slice(0, MAX_SCOPE_NAMES)
        .map((id) => hospitalName(ctx.db, id)),
      today: caller.rc.today,
    }),
  ].join('\n\n');
  const messages = chatMessages(chat.history, chat.question, system).map((message) =>
    message.role === 'tool' || message.content === null
      ? message
      : { ...message, content: outbound.mask(message.content) },
  );
  return upstreamChat(llm, model, messages, caller, outbound);
};
