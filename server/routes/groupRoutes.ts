import { type FastifyInstance } from 'fastify';

import {
  GROUP_CODES_OF_PAGE,
  GROUP_PERMISSION_PATHS,
  GROUPS_PAGE_COMPONENT,
  type GroupGrants,
  type NewUserGroup,
} from '../../src/services/contract/groupPermissions';
import { actorOf, appendAuditEvent } from '../audit/auditLog';
import { requireUser } from '../auth/authUser';
import {
  createUserGroup,
  deleteUserGroups,
  listUserGroups,
  loadGroupGrants,
  loadPermissionTree,
  saveGroupGrants,
} from '../auth/groupGrants';
import { type ServerContext } from '../context';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { button } from '../security/routePermission';
import { grantChanges } from './grantChanges';

const PATHS = GROUP_PERMISSION_PATHS;
const idList = { type: 'array', maxItems: 2000, items: { type: 'string', maxLength: 128 } };
const groupIdParams = {
  type: 'object',
  required: ['groupId'],
  properties: { groupId: { type: 'integer', minimum: 1 } },
};

/**
 * 用户组管理: the real groups, the menu tree with its buttons and each group's grants. Reading
 * and saving grants need `userGroups:update` (the regional administrator holds every button);
 * creating and deleting groups their own codes.
 */
export const registerGroupRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const manage = { permission: button(GROUP_CODES_OF_PAGE.update) };

  app.get(PATHS.groups, { config: manage }, () => ok(listUserGroups(ctx.db)));

  app.post<{ Body: NewUserGroup }>(
    PATHS.groups,
    {
      config: { permission: button(GROUP_CODES_OF_PAGE.create) },
      schema: {
        body: {
          type: 'object',
          required: ['groupCode', 'groupName'],
          additionalProperties: false,
          properties: {
            groupCode: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' },
            groupName: { type: 'string', minLength: 1, maxLength: 50 },
            remark: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    (request) =>
      ctx.db.transaction(() => {
        const group = createUserGroup(ctx.db, request.body);
        appendAuditEvent(ctx.db, actorOf(ctx.db, requireUser(request), request), {
          action: 'permission',
          resource: 'userGroups',
          recordIds: [String(group.groupId)],
          detail: `新增用户组 ${group.groupName}`,
        });
        return ok(group, '新增成功');
      })(),
  );

  app.post<{ Body: { ids: number[] } }>(
    PATHS.deleteGroups,
    {
      config: { permission: button(GROUP_CODES_OF_PAGE.deletes) },
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer' } },
          },
        },
      },
    },
    (request) => {
      const user = requireUser(request);
      if (request.body.ids.includes(user.groupId)) {
        throw new HttpError(400, '不能删除当前登录账号所在的用户组');
      }
      return ctx.db.transaction(() => {
        const deleted = deleteUserGroups(ctx.db, request.body.ids);
        appendAuditEvent(ctx.db, actorOf(ctx.db, user, request), {
          action: 'permission',
          resource: 'userGroups',
          recordIds: request.body.ids.map(String),
          detail: '删除用户组',
        });
        return ok(deleted, '删除成功');
      })();
    },
  );

  app.get(PATHS.menuTree, { config: manage }, () => ok(loadPermissionTree(ctx.db)));

  app.get<{ Params: { groupId: number } }>(
    `${PATHS.grants}/:groupId`,
    { config: manage, schema: { params: groupIdParams } },
    (request) => ok(loadGroupGrants(ctx.db, request.params.groupId)),
  );

  app.put<{ Params: { groupId: number }; Body: GroupGrants }>(
    `${PATHS.grants}/:groupId`,
    {
      config: manage,
      schema: {
        params: groupIdParams,
        body: {
          type: 'object',
          required: ['functionIds', 'funDetailIds'],
          properties: { functionIds: idList, funDetailIds: idList },
        },
      },
    },
    (request) => {
      const user = requireUser(request);
      const { groupId } = request.params;
      if (groupId === user.groupId && !user.isAdmin) {
        // A non-administrator could otherwise take the page away from themselves mid-edit.
        const keepsPage = loadPermissionTreeHolds(ctx, request.body, GROUPS_PAGE_COMPONENT);
        if (!keepsPage) throw new HttpError(400, '不能取消本组的用户组管理权限');
      }
      return ctx.db.transaction(() => {
        const before = loadGroupGrants(ctx.db, groupId);
        const saved = saveGroupGrants(ctx.db, groupId, request.body);
        appendAuditEvent(ctx.db, actorOf(ctx.db, user, request), {
          action: 'permission',
          resource: 'userGroups',
          recordIds: [String(groupId)],
          detail: '保存用户组权限',
          changes: grantChanges(ctx.db, before, saved),
        });
        return ok(saved, '保存成功');
      })();
    },
  );
};

/** Whether the grants keep the page of a component and its update button. */
const loadPermissionTreeHolds = (
  ctx: ServerContext,
  grants: GroupGrants,
  component: string,
): boolean => {
  const page = ctx.db
    .prepare<[string], string>('SELECT function_id FROM functions WHERE menu_componet = ?')
    .pluck()
    .get(component);
  return (
    page !== undefined &&
    grants.functionIds.includes(page) &&
    grants.funDetailIds.includes(GROUP_CODES_OF_PAGE.update)
  );
};
