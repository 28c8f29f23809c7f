import { type FastifyRequest } from 'fastify';

import { dateText, dateTimeText } from '../../../src/domain/calendar';
import { type AuthUser } from '../../auth/authUser';
import { type ServerContext } from '../../context';
import { createAccess } from '../../resources/access';
import { type ResourceStore } from '../../resources/store/resourceStore';
import { type ToolCaller } from './toolTypes';

/**
 * The asking user as the tools see them: the record context the resource routes build for a
 * request (the same access, day and rules), so a tool reads exactly what the user's pages read.
 */
export const createToolCaller = (
  ctx: ServerContext,
  store: ResourceStore,
  request: FastifyRequest,
  user: AuthUser,
  now: number = Date.now(),
): ToolCaller => ({
  ctx,
  request,
  user,
  rc: {
    store,
    access: createAccess(ctx.db, user, ctx.users.findById(user.id)?.userName ?? user.account),
    today: dateText(now),
    now: dateTimeText(now),
    followUpRules: ctx.followUpRules,
    nameMasking: ctx.config.nameMasking,
    readModels: ctx.readModels,
  },
});
