import { requireUser } from '../auth/authUser';
import { fail, ok } from '../http/envelope';
import { ASSISTANT_MESSAGES, ASSISTANT_PATHS } from './contract';
import { type ConversationRepository } from './conversationRepository';
import { type PageQuery, pageAsked, pagedListSchema, pageReply } from './pagedList';
import { type RepositoryRoutes } from './repositoryRoutes';

interface ListQuery extends PageQuery {
  UserAcc?: string;
}

const ID_SCHEMA = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Spec 7.2: the conversation list, create, detail and delete, all scoped to the token's account. */
export const registerConversationRoutes: RepositoryRoutes<ConversationRepository> = (
  app,
  conversations,
) => {
  app.get<{ Querystring: ListQuery }>(
    ASSISTANT_PATHS.conversations,
    { schema: pagedListSchema({ UserAcc: { type: 'string', maxLength: 64 } }) },
    (request) => {
      const user = requireUser(request);
      const requested = request.query.UserAcc?.trim();
      // The list is always the token's own; naming someone else is refused, not silently mapped.
      if (requested && requested.toLowerCase() !== user.account.toLowerCase()) {
        return fail(ASSISTANT_MESSAGES.othersConversations);
      }
      const page = pageAsked(request.query, 20);
      const from = (page.pageNumber - 1) * page.pageSize;
      const all = conversations.list(user.account);
      return pageReply(all.slice(from, from + page.pageSize), all.length, page);
    },
  );

  // No body schema: the contract may send {Title: ''} or nothing at all (an empty POST).
  app.post<{ Body: { Title?: unknown } | undefined }>(ASSISTANT_PATHS.conversations, (request) => {
    const user = requireUser(request);
    const title = typeof request.body?.Title === 'string' ? request.body.Title.slice(0, 200) : '';
    const id = conversations.create(user.account, title);
    return ok({ ConversationMainID: id }, '对话已创建');
  });

  app.get<{ Params: { id: string } }>(
    `${ASSISTANT_PATHS.conversations}/:id`,
    { schema: { params: { type: 'object', properties: { id: ID_SCHEMA } } } },
    (request) => {
      const user = requireUser(request);
      const detail = conversations.detail(user.account, request.params.id);
      return detail ? ok(detail) : fail(ASSISTANT_MESSAGES.unknownConversation);
    },
  );

  app.post<{ Body: string[] }>(
    ASSISTANT_PATHS.deleteConversations,
    { schema: { body: { type: 'array', minItems: 1, maxItems: 500, items: ID_SCHEMA } } },
    (request) => {
      const user = requireUser(request);
      const removed = conversations.remove(user.account, request.body);
      return removed > 0
        ? ok({ Count: removed }, '删除成功')
        : fail(ASSISTANT_MESSAGES.unknownConversation);
    },
  );
};
