import { type FastifyInstance } from 'fastify';

import { type ServerContext } from '../context';
import { identifierFormFor } from '../security/identifierForm';

/**
 * Every JSON reply of a signed-in user leaves in the identifier form the user's permission
 * allows (server/security/identifierForm.ts), whichever route built it: generic resource lists,
 * records, archive views, the 健康画像, lookups by ID number, prints, the work list. Public routes
 * (captcha, sign-in, run parameters) carry no resident's data.
 */
export const addIdentifierMasking = (app: FastifyInstance, ctx: ServerContext): void => {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    request.user
      ? identifierFormFor(ctx.db, request.user, ctx.config.nameMasking).reply(payload)
      : payload,
  );
};
