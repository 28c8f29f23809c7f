import { type FastifyInstance } from 'fastify';

import { type ServerContext } from '../context';
import { registerBenchStreamRoute } from './benchStreamRoute';
import { registerCapabilitiesRoute } from './capabilitiesRoute';
import { createConversationRepository } from './conversationRepository';
import { registerConversationRoutes } from './conversationRoutes';
import { createQuestionRepository } from './questionRepository';
import { registerQuestionRoutes } from './questionRoutes';
import { registerStreamRoutes } from './streamRoutes';

/**
 * The AI assistant's endpoints (spec 7.2; paths in server/README.md, "Assistant routes").
 * Registered inside the /api plugin, so the auth hook guards every route and `request.user`
 * names the account whose conversations are read and written.
 */
export const registerAssistantRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const conversations = createConversationRepository(ctx.db);
  registerCapabilitiesRoute(app, ctx.config.llm);
  registerConversationRoutes(app, conversations);
  registerQuestionRoutes(app, createQuestionRepository(ctx.db));
  registerStreamRoutes(app, ctx, conversations);
  registerBenchStreamRoute(app, ctx);
};
