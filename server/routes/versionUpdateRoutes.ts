import { type FastifyInstance } from 'fastify';

import { type PagedResponse } from '../../src/services/contract/envelope';
import { ok } from '../http/envelope';
import { RELEASES, type Release } from './releases';

/** The update timeline page's data: every release as one page of a paged list. */
export const registerVersionUpdateRoutes = (app: FastifyInstance): void => {
  app.get('/api/versionupdate', () => {
    const page: PagedResponse<Release> = {
      items: [...RELEASES],
      total: RELEASES.length,
      PageNumber: 1,
      PageSize: RELEASES.length,
    };
    return ok(page);
  });
};
