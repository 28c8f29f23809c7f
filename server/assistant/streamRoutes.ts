import { type FastifyInstance } from 'fastify';

import { requireUser } from '../auth/authUser';
import { type ServerContext } from '../context';
import { fail } from '../http/envelope';
import { chatResponder } from './chatResponder';
import { ASSISTANT_MESSAGES, ASSISTANT_PATHS } from './contract';
import { ANSWER_STATE, type ConversationRepository } from './conversationRepository';
import { CLIENT_MODELS, isReasoningModel, upstreamModelName } from './models';
import { pumpAnswer } from './pumpAnswer';
import { builtInReport, type ReportKind } from './responder/builtInReports';
import { lectureMinutes } from './responder/lectureReport';
import { readPace } from './responder/pace';
import {
  EXAMINATION_SYSTEM_PROMPT,
  LECTURE_SYSTEM_PROMPT,
  reportMessages,
} from './responder/prompts';
import { type ReportParams } from './responder/reportParams';
import { type Responder } from './responder/types';
import { isUpstreamConfigured, upstreamModel } from './responder/upstreamModel';
import { openSse } from './sse';
import { CHAT_PROTOCOL, REPORT_PROTOCOL } from './streamProtocol';

interface ChatQuery {
  queryText: string;
  conversationMainID: string;
  model?: string;
  webSearch?: boolean;
}

const ENDING_STATE = {
  complete: ANSWER_STATE.complete,
  cutOff: ANSWER_STATE.cutOff,
  failed: ANSWER_STATE.failed,
} as const;

const chatSchema = {
  querystring: {
    type: 'object',
    required: ['queryText', 'conversationMainID'],
    properties: {
      queryText: { type: 'string', maxLength: 4000 },
      conversationMainID: { type: 'string', minLength: 1, maxLength: 64 },
      model: { type: 'string', maxLength: 100 },
      webSearch: { type: 'boolean' },
    },
  },
};

// Flat objects of short values: enough for a topic or a check-up summary, bounded in size.
const reportSchema = {
  body: {
    type: 'object',
    maxProperties: 50,
    additionalProperties: {
      anyOf: [
        { type: 'string', maxLength: 4000 },
        { type: 'number' },
        { type: 'boolean' },
        { type: 'null' },
      ],
    },
  },
};

/**
 * The three streams. The chat stream records the question before answering and saves the
 * answer when it ends; if the client disconnects first, generation stops and the partial text
 * is saved (state 2, cut off), so a conversation never loses what its user saw.
 */
export const registerStreamRoutes = (
  app: FastifyInstance,
  ctx: ServerContext,
  conversations: ConversationRepository,
): void => {
  const { llm } = ctx.config;

  app.get<{ Querystring: ChatQuery }>(
    ASSISTANT_PATHS.chatStream,
    { schema: chatSchema },
    async (request, reply) => {
      const user = requireUser(request);
      // webSearch is accepted and ignored: the deployment has no search backend, and the drawer
      // shows that toggle disabled with its reason (capabilities).
      const { conversationMainID } = request.query;
      const queryText = request.query.queryText.trim();
      const model = request.query.model?.trim() || CLIENT_MODELS.chat;
      if (!queryText) return fail(ASSISTANT_MESSAGES.emptyQuestion);
      if (!conversations.find(user.account, conversationMainID)) {
        return fail(ASSISTANT_MESSAGES.unknownConversation);
      }
      const responder = chatResponder(ctx, {
        request,
        user,
        question: queryText,
        reasoning: isReasoningModel(model, llm),
        history: conversations.pastTurns(conversationMainID),
      });
      const detailId = conversations.startAnswer(conversationMainID, queryText, model);

      const outcome = await pumpAnswer(responder, openSse(reply), CHAT_PROTOCOL, request.log);
      conversations.finishAnswer(
        detailId,
        outcome.reasoning,
        outcome.content,
        ENDING_STATE[outcome.ending],
      );
      request.log.info(
        { detailId, ending: outcome.ending, chars: outcome.content.length },
        'assistant answer saved',
      );
    },
  );

  const reportRoute = (path: string, kind: ReportKind, system: string) =>
    app.post<{ Body: ReportParams }>(path, { schema: reportSchema }, async (request, reply) => {
      requireUser(request);
      const body = request.body ?? {};
      // The lecture's length as the template reads it, so a model plans the same minutes.
      const params = kind === 'lecture' ? { ...body, duration: lectureMinutes(body) } : body;
      const model = upstreamModelName(true, llm);
      const responder: Responder =
        isUpstreamConfigured(llm) && model
          ? upstreamModel(llm, { model, messages: reportMessages(system, params) })
          : builtInReport(kind, params, readPace());
      const outcome = await pumpAnswer(responder, openSse(reply), REPORT_PROTOCOL, request.log);
      request.log.info(
        { kind, ending: outcome.ending, chars: outcome.content.length },
        'assistant report streamed',
      );
    });

  reportRoute(ASSISTANT_PATHS.lectureReportStream, 'lecture', LECTURE_SYSTEM_PROMPT);
  reportRoute(ASSISTANT_PATHS.examinationReportStream, 'examination', EXAMINATION_SYSTEM_PROMPT);
};
