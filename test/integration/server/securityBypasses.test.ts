import { useServerWithUsers } from './signedInServer';

const TONGZI_CLINIC = '34088110020101';

/**
 * The server enforces what the client shows (DESIGN.md Security): each permission bypass found by
 * trying the server as a low-privilege user would, reproduced against the real server, now refused.
 */
describe('permission bypasses through named extras', () => {
  const users = useServerWithUsers({ admin: 'qyadmin', township: 'xzys01', village: 'cunyi01' });

  const userId = (account: string) =>
    users.server.db
      .prepare<[string], { id: string }>(
        `SELECT id FROM resource_records
         WHERE family = 'sysUsers' AND json_extract(data, '$.userAcc') = ?`,
      )
      .get(account)!.id;

  const dataOf = (id: string) =>
    JSON.parse(
      users.server.db
        .prepare<[string], { data: string }>('SELECT data FROM resource_records WHERE id = ?')
        .get(id)!.data,
    ) as Record<string, unknown>;

  it.each([
    '/api/persons/personExcel',
    '/api/persons/duplicateexcel',
    '/api/sysUsers/userExcel',
    '/GWEHR/api/persons/personExcel',
  ])('refuses the village doctor’s export through %s (403)', async (url) => {
    const reply = await users.village.raw(url);
    expect(reply.statusCode).toBe(403);
    expect(reply.headers['content-type']).toMatch(/json/);
    expect(reply.json<{ Message: string }>().Message).toBe('无权进行该操作');
  });

  // Every resident of the region (about 2,400) in a workbook: seconds on a loaded machine.
  it('still lets the administrator export residents', async () => {
    const reply = await users.admin.raw('/api/persons/personExcel?PageSize=5');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/spreadsheetml/);
  }, 30_000);

  it('refuses the township doctor’s user and hospital state changes (403), changing nothing', async () => {
    // The village doctor's account, at a clinic the township doctor manages.
    const user = userId('cunyi01');
    const before = dataOf(user);
    const userReply = await users.township.put(`/api/sysUsers/state/${user}`, {
      state: '2',
      isAdmin: true,
      userName: 'x',
    });
    const unlockReply = await users.township.put(`/api/sysUsers/unlock/${user}`);
    const hospitalReply = await users.township.put(`/api/hospitals/state/${TONGZI_CLINIC}`, {
      state: '2',
      hospName: 'x',
    });
    for (const reply of [userReply, unlockReply, hospitalReply]) {
      expect({ status: reply.status, message: reply.body.Message }).toEqual({
        status: 403,
        message: '无权进行该操作',
      });
    }
    expect(dataOf(user)).toEqual(before);
  });

  it('accepts only the state field on the state routes, even from an administrator', async () => {
    const user = userId('guoqi01');
    const rewrite = await users.admin.put(`/api/sysUsers/state/${user}`, {
      state: '1',
      isAdmin: true,
      userName: 'x',
    });
    expect(rewrite.status).toBe(400);
    expect(rewrite.body.Message).toContain('isAdmin');
    expect(dataOf(user).userName).not.toBe('x');
    const badState = await users.admin.put(`/api/hospitals/state/${TONGZI_CLINIC}`, { state: 'x' });
    expect(badState.status).toBe(400);
    const fine = await users.admin.put(`/api/sysUsers/state/${user}`, { state: '2' });
    expect(fine.status).toBe(200);
    expect(fine.body.Message).toBe('已停用');
  });

  it('refuses the village doctor’s write-off through fileMerge as it refuses writeOff (403)', async () => {
    const [keep, duplicate] = users.server.db
      .prepare<[string], { id: string }>(
        "SELECT id FROM resource_records WHERE family = 'persons' AND hospital_id = ? ORDER BY id LIMIT 2",
      )
      .all(TONGZI_CLINIC)
      .map((row) => row.id);
    const writeOff = await users.village.post(`/api/persons/writeOff/${duplicate}`);
    const merge = await users.village.post('/api/persons/fileMerge', {
      personNum: keep,
      mergePersonNums: [duplicate],
    });
    expect([writeOff.status, merge.status]).toEqual([403, 403]);
    expect(merge.body.Message).toBe('无权进行该操作');
    expect(dataOf(duplicate!).status).not.toBe('4');
  });
});
