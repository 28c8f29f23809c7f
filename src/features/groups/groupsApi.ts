import { api } from '@/services/api';
import {
  GROUP_PERMISSION_PATHS as PATHS,
  type GroupGrants,
  type NewUserGroup,
  type PermissionMenuNode,
  type UserGroupItem,
} from '@/services/contract';

const GROUPS = 'UserGroup';
const GRANTS = 'GroupGrants';

/** 用户组管理: the real groups, the grant tree and each group's grants. */
export const groupsApi = api.enhanceEndpoints({ addTagTypes: [GROUPS, GRANTS] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    userGroupList: build.query<UserGroupItem[], void>({
      query: () => ({ url: PATHS.groups }),
      providesTags: [{ type: GROUPS, id: 'LIST' }],
    }),
    permissionTree: build.query<PermissionMenuNode[], void>({
      query: () => ({ url: PATHS.menuTree }),
    }),
    groupGrants: build.query<GroupGrants, number>({
      query: (groupId) => ({ url: `${PATHS.grants}/${groupId}` }),
      providesTags: (_result, _error, groupId) => [{ type: GRANTS, id: groupId }],
      keepUnusedDataFor: 0,
    }),
    saveGroupGrants: build.mutation<GroupGrants, { groupId: number; grants: GroupGrants }>({
      query: ({ groupId, grants }) => ({
        url: `${PATHS.grants}/${groupId}`,
        method: 'PUT',
        body: grants,
      }),
      invalidatesTags: (_result, _error, { groupId }) => [{ type: GRANTS, id: groupId }],
    }),
    createUserGroup: build.mutation<UserGroupItem, NewUserGroup>({
      query: (body) => ({ url: PATHS.groups, method: 'POST', body }),
      invalidatesTags: [{ type: GROUPS, id: 'LIST' }],
    }),
    deleteUserGroups: build.mutation<number, number[]>({
      query: (ids) => ({ url: PATHS.deleteGroups, method: 'POST', body: { ids } }),
      invalidatesTags: [{ type: GROUPS, id: 'LIST' }],
    }),
  }),
});

export const {
  useUserGroupListQuery,
  usePermissionTreeQuery,
  useGroupGrantsQuery,
  useSaveGroupGrantsMutation,
  useCreateUserGroupMutation,
  useDeleteUserGroupsMutation,
} = groupsApi;
