import { type MenuItem } from '../../../server/auth/menuTree';
import {
  GROUP_PERMISSION_PATHS as PATHS,
  type GroupGrants,
  type PermissionMenuNode,
  type UserGroupItem,
} from '../../../src/services/contract/groupPermissions';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { signInAs } from './helpers';
import { type Client, clientFor } from './resourcesFixtures';

/**
 * 用户组管理 (spec §6, user groups): the real groups, the grant tree, and saving a group's grants.
 */
describe('group permissions', () => {
  let server: TestServer;
  let admin: Client;
  let township: Client;

  const groupId = (code: string) =>
    server.db
      .prepare<[string], number>('SELECT group_id FROM user_groups WHERE group_code = ?')
      .pluck()
      .get(code)!;
  const functionOf = (component: string) =>
    server.db
      .prepare<[string], string>('SELECT function_id FROM functions WHERE menu_componet = ?')
      .pluck()
      .get(component)!;
  const flatten = (nodes: readonly PermissionMenuNode[]): PermissionMenuNode[] =>
    nodes.flatMap((node) => [node, ...flatten(node.children)]);
  const menuNames = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => [item.FunctionName, ...menuNames(item.NextMenus)]);
  const menuButtons = (items: readonly MenuItem[]): string[] =>
    items.flatMap((item) => [
      ...item.Buttons.map((b) => b.FunDetailID),
      ...menuButtons(item.NextMenus),
    ]);

  beforeAll(async () => {
    server = await startTestServer();
    admin = clientFor(server.app, await signInAs(server.app, 'qyadmin'));
    township = clientFor(server.app, await signInAs(server.app, 'xzys01'));
  }, 30_000);
  afterAll(() => server.close());

  it('lists the real user groups with their member counts', async () => {
    const reply = await admin.get<UserGroupItem[]>(PATHS.groups);
    expect(reply.status).toBe(200);
    expect(reply.body.Response?.map((g) => g.groupCode)).toEqual(['QYGL', 'XZYS', 'CY']);
    const cy = reply.body.Response?.find((g) => g.groupCode === 'CY');
    expect(cy).toMatchObject({ groupName: '村医组', groupId: groupId('CY') });
    expect(cy?.userCount).toBeGreaterThan(0);
  });

  it('answers the whole menu tree with each page’s buttons, without formBtns rows', async () => {
    const reply = await admin.get<PermissionMenuNode[]>(PATHS.menuTree);
    const nodes = flatten(reply.body.Response ?? []);
    const total = server.db
      .prepare<[], number>("SELECT COUNT(*) FROM functions WHERE menu_link <> 'formBtns'")
      .pluck()
      .get()!;
    expect(nodes).toHaveLength(total);
    const persons = nodes.find((node) => node.menuComponet === 'persons');
    expect(persons).toMatchObject({ kind: 'page', functionName: '个人健康档案' });
    expect(persons?.buttons.map((b) => b.funDetailId)).toContain('persons:create');
    expect(persons?.buttons.find((b) => b.funDetailId === 'persons:create')?.detailName).toBe(
      '新增',
    );
    expect(nodes.find((node) => node.functionName === '居民健康档案')?.kind).toBe('container');
  });

  it('saves a group’s grants in one replace, and the member’s menu shows them', async () => {
    const cy = groupId('CY');
    const before = (await admin.get<GroupGrants>(`${PATHS.grants}/${cy}`)).body.Response!;
    expect(before.functionIds).not.toContain(functionOf('healthCheckTables'));
    expect(before.funDetailIds).not.toContain('persons:excel');

    const next: GroupGrants = {
      functionIds: [...before.functionIds, functionOf('healthCheckTables')],
      funDetailIds: [...before.funDetailIds, 'persons:excel', 'healthCheckTables:create'],
    };
    const saved = await admin.put<GroupGrants>(`${PATHS.grants}/${cy}`, next);
    expect(saved.status).toBe(200);
    expect(saved.body.Message).toBe('保存成功');
    expect(saved.body.Response?.functionIds).toContain(functionOf('healthCheckTables'));

    const village = clientFor(server.app, await signInAs(server.app, 'cunyi01'));
    const menu = (await village.get<MenuItem[]>('/api/functionQXs/userMenus')).body.Response!;
    expect(menuNames(menu)).toContain('健康体检');
    expect(menuButtons(menu)).toEqual(
      expect.arrayContaining(['persons:excel', 'healthCheckTables:create']),
    );

    // Taking them away again removes them, and an emptied container goes with its last page.
    const restored = await admin.put<GroupGrants>(`${PATHS.grants}/${cy}`, before);
    expect(restored.body.Response).toEqual(before);
    const after = (await village.get<MenuItem[]>('/api/functionQXs/userMenus')).body.Response!;
    expect(menuNames(after)).not.toContain('健康体检');
    expect(menuButtons(after)).not.toContain('persons:excel');
  });

  it('grants a button’s page and the page’s ancestors with it', async () => {
    const cy = groupId('CY');
    const before = (await admin.get<GroupGrants>(`${PATHS.grants}/${cy}`)).body.Response!;
    const saved = await admin.put<GroupGrants>(`${PATHS.grants}/${cy}`, {
      functionIds: [],
      funDetailIds: ['deathmedicalcertificates:create'],
    });
    const page = functionOf('deathmedicalcertificates');
    const parent = server.db
      .prepare<[string], string>('SELECT parent_id FROM functions WHERE function_id = ?')
      .pluck()
      .get(page)!;
    expect(saved.body.Response?.functionIds).toEqual(expect.arrayContaining([page, parent]));
    expect(saved.body.Response?.functionIds).toHaveLength(2);
    await admin.put(`${PATHS.grants}/${cy}`, before);
  });

  it('refuses unknown menus and buttons, and changes nothing', async () => {
    const cy = groupId('CY');
    const before = (await admin.get<GroupGrants>(`${PATHS.grants}/${cy}`)).body.Response!;
    const badButton = await admin.put(`${PATHS.grants}/${cy}`, {
      functionIds: [],
      funDetailIds: ['nothing:here'],
    });
    expect(badButton.status).toBe(400);
    const badMenu = await admin.put(`${PATHS.grants}/${cy}`, {
      functionIds: ['F99'],
      funDetailIds: [],
    });
    expect(badMenu.status).toBe(400);
    expect((await admin.get<GroupGrants>(`${PATHS.grants}/${cy}`)).body.Response).toEqual(before);
    expect((await admin.get(`${PATHS.grants}/9999`)).status).toBe(404);
  });

  it('is for administrators and holders of the userGroups codes only', async () => {
    for (const url of [PATHS.groups, PATHS.menuTree, `${PATHS.grants}/${groupId('CY')}`]) {
      expect((await township.get(url)).status).toBe(403);
    }
    const save = await township.put(`${PATHS.grants}/${groupId('XZYS')}`, {
      functionIds: [],
      funDetailIds: [],
    });
    expect(save.status).toBe(403);
    expect((await township.post(PATHS.groups, { groupCode: 'X', groupName: 'x' })).status).toBe(
      403,
    );
  });

  it('creates a group and deletes it while no account belongs to it', async () => {
    const created = await admin.post<UserGroupItem>(PATHS.groups, {
      groupCode: 'JKJY',
      groupName: '健康教育组',
    });
    expect(created.status).toBe(200);
    const id = created.body.Response!.groupId;
    expect(
      (await admin.post(PATHS.groups, { groupCode: 'jkjy', groupName: '另一组' })).status,
    ).toBe(400);
    await admin.put(`${PATHS.grants}/${id}`, { functionIds: [], funDetailIds: ['persons:create'] });
    expect((await admin.post(PATHS.deleteGroups, { ids: [groupId('CY')] })).status).toBe(400);
    expect((await admin.post(PATHS.deleteGroups, { ids: [id] })).status).toBe(200);
    const codes = (await admin.get<UserGroupItem[]>(PATHS.groups)).body.Response!.map(
      (g) => g.groupCode,
    );
    expect(codes).not.toContain('JKJY');
  });
});
