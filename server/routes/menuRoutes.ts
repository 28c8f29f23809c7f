import { type FastifyInstance } from 'fastify';

import { requireUser } from '../auth/authUser';
import { loadMenuTree } from '../auth/menuTree';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { forbidden, notFound } from '../http/errors';

export const registerMenuRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Querystring: { userAcc?: string } }>(
    '/api/functionQXs/userMenus',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { userAcc: { type: 'string', maxLength: 64 } },
        },
      },
    },
    (request) => {
      const user = requireUser(request);
      const requested = request.query.userAcc?.trim() || user.account;
      const own = requested.toLowerCase() === user.account.toLowerCase();
      if (!own && !user.isAdmin) throw forbidden('无权查看其他用户的菜单');
      const groupId = own ? user.groupId : ctx.users.findByAccount(requested)?.groupId;
      if (groupId === undefined) throw notFound('用户不存在');
      return ok(loadMenuTree(ctx.db, groupId));
    },
  );
};
