import { type FastifyInstance } from 'fastify';

import { fail, ok } from '../http/envelope';
import { ASSISTANT_MESSAGES, ASSISTANT_PATHS, PAGE_QUERY_PROPERTIES } from './contract';
import { type QuestionRepository } from './questionRepository';

interface QuestionQuery {
  IsRandomSort?: boolean;
  PageNumber?: number;
  PageSize?: number;
}

/** Spec 7.2: suggested questions (a random batch for 换一批) and counting a click on one. */
export const registerQuestionRoutes = (
  app: FastifyInstance,
  questions: QuestionRepository,
): void => {
  app.get<{ Querystring: QuestionQuery }>(
    ASSISTANT_PATHS.questions,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { IsRandomSort: { type: 'boolean' }, ...PAGE_QUERY_PROPERTIES },
        },
      },
    },
    (request) => {
      const pageNumber = request.query.PageNumber ?? 1;
      const pageSize = Math.min(request.query.PageSize ?? 5, 1000);
      const items = request.query.IsRandomSort
        ? questions.random(pageSize)
        : questions.page(pageNumber, pageSize);
      return ok({ items, total: questions.count(), PageNumber: pageNumber, PageSize: pageSize });
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
