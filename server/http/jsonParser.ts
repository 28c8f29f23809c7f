import { type FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (with its prototype-poisoning protection), except that an empty body
 * means "no body": the client POSTs /api/tokens/systemrunparam with an empty payload.
 */
export const registerJsonParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // The default parser is synchronous (it calls done); the type merely allows a promise.
    void parseJson(request, text, done);
  });
};
