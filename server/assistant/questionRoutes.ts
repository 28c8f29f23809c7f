import { fail, ok } from '../http/envelope';
import { ASSISTANT_MESSAGES, ASSISTANT_PATHS } from './contract';
import { type PageQuery, pageAsked, pagedListSchema, pageReply } from './pagedList';
import { type QuestionRepository } from './questionRepository';
import { type RepositoryRoutes } from './repositoryRoutes';

interface QuestionQuery extends PageQuery {
  IsRandomSort?: boolean;
}

/** Spec 7.2: suggested questions (a random batch for 换一批) and counting a click on one. */
export const registerQuestionRoutes: RepositoryRoutes<QuestionRepository> = (app, questions) => {
  app.get<{ Querystring: QuestionQuery }>(
    ASSISTANT_PATHS.questions,
    { schema: pagedListSchema({ IsRandomSort: { type: 'boolean' } }) },
    (request) => {
      const asked = pageAsked(request.query, 5);
      const page = { ...asked, pageSize: Math.min(asked.pageSize, 1000) };
      const items = request.query.IsRandomSort
        ? questions.random(page.pageSize)
        : questions.page(page.pageNumber, page.pageSize);
      return pageReply(items, questions.count(), page);
    },
  );

  app.post<{ Querystring: { aIProblemTemplateLibraryID: number } }>(
    ASSISTANT_PATHS.questionClick,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['aIProblemTemplateLibraryID'],
          properties: {
            aIProblemTemplateLibraryID: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
      },
    },
    (request) =>
      questions.countClick(request.query.aIProblemTemplateLibraryID)
        ? ok(null)
        : fail(ASSISTANT_MESSAGES.unknownQuestion),
  );
};
