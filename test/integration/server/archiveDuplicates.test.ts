import { createResident, openCard, type Row } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

interface PairItem {
  pairKey: string;
  rules: string[];
  archives: Row[];
}

/**
 * 重复档案 on the server: persons/duplicatePairs lists the suspected pairs of the user's scope
 * from the read model kept on write; duplicateCompare shows both archives; a merge (fileMerge)
 * keeps every record and takes the pair off; 非重复 (duplicateDismiss) takes it off for good; both
 * are in the trail with who and why, and the village doctor may do neither.
 */
describe('重复档案 (persons/duplicatePairs, duplicateCompare, duplicateDismiss)', () => {
  const users = useServerWithUsers({ township: 'xzys01', village: 'cunyi01' });

  const pairs = async (client = users.township, query = '') =>
    ((await client.list(`/api/persons/duplicatePairs?PageSize=500${query}`)).body.Response?.items ??
      []) as unknown as PairItem[];
  const pairOf = (items: PairItem[], one: string, other: string) =>
    items.find((pair) => {
      const numbers = pair.archives.map((archive) => archive.personNum);
      return numbers.includes(one) && numbers.includes(other);
    });
  const count = (sql: string, ...params: string[]) =>
    (users.server.db
      .prepare(sql)
      .pluck()
      .get(...params) as number) ?? 0;
  const owned = (personNum: string) =>
    count(
      "SELECT COUNT(*) FROM resource_records WHERE person_num = ? AND family <> 'persons'",
      personNum,
    );

  it('lists the seeded pairs of the township, both archives in its scope', async () => {
    const items = await pairs();
    // duplicateDemo.ts (one pair) and duplicatePairsDemo.ts (three in 孔城镇).
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const pair of items) {
      expect(pair.rules).toContain('sameNameBirthVillage');
      expect(pair.archives).toHaveLength(2);
      for (const archive of pair.archives) expect(String(archive.hospitalId)).toMatch(/^340881100/);
      expect(pair.archives[0]!.name).toBe(pair.archives[1]!.name);
      expect(pair.archives[0]!.birthDate).toBe(pair.archives[1]!.birthDate);
    }
    const byRule = await pairs(users.township, '&rule=sameIdCard');
    expect(byRule).toEqual([]);
    const wrong = await users.township.list('/api/persons/duplicatePairs?rule=nope');
    expect(wrong.status).toBe(400);
    expect(wrong.body.Message).toBe('重复规则“nope”不存在');
  });

  it('finds a pair as soon as the second archive is saved, and compares the two', async () => {
    const one = await createResident(users.township, '1948-03-09', { name: '重复测试甲' });
    const other = await createResident(users.township, '1948-03-09', {
      name: '重复测试甲',
      phone: '13905560001',
    });
    await openCard(users.township, 'hypertensionCard', one);
    const pair = pairOf(await pairs(), one, other);
    expect(pair?.rules).toEqual(['sameNameBirthVillage']);

    const compared = await users.township.get(
      `/api/persons/duplicateCompare?personNum=${one}&otherPersonNum=${other}`,
    );
    expect(compared.status).toBe(200);
    const body = compared.body.Response as unknown as {
      archives: Row[];
      services: { family: string; count: number }[][];
      differences: string[];
      rules: string[];
    };
    expect(body.archives.map((archive) => archive.personNum)).toEqual([one, other]);
    expect(body.differences).toEqual(expect.arrayContaining(['IDCardNo', 'phone']));
    expect(body.differences).not.toContain('name');
    expect(body.services[0]).toContainEqual(
      expect.objectContaining({ family: 'hypertensionCard', count: 1 }),
    );
    expect(body.services[1]).toEqual([]);
    expect(body.rules).toEqual(['sameNameBirthVillage']);
    const view = users.server.db
      .prepare(
        "SELECT action, record_ids FROM audit_events WHERE detail = '重复档案对比' ORDER BY rowid DESC",
      )
      .get() as { action: string; record_ids: string };
    expect(view.action).toBe('view');
    expect(view.record_ids).toContain(other);
  });

  it('merges a pair: no record lost, the other closed, the pair gone, the trail says who and why', async () => {
    const keep = await createResident(users.township, '1951-11-20', { name: '重复测试乙' });
    const other = await createResident(users.township, '1951-11-20', { name: '重复测试乙' });
    await openCard(users.township, 'hypertensionCard', other);
    await openCard(users.township, 'diabetesManager', other);
    expect(pairOf(await pairs(), keep, other)).toBeDefined();
    const total = () => count('SELECT COUNT(*) FROM resource_records');
    const before = { total: total(), keep: owned(keep), other: owned(other) };

    const refused = await users.village.post('/api/persons/fileMerge', {
      personNum: keep,
      mergePersonNums: [other],
      reason: '村医试图合并',
    });
    expect(refused.status).toBe(403);
    expect(owned(other)).toBe(before.other);

    const merged = await users.township.post('/api/persons/fileMerge', {
      personNum: keep,
      mergePersonNums: [other],
      reason: '同一居民两次建档',
    });
    expect(merged.status).toBe(200);
    expect(total()).toBe(before.total);
    expect(owned(keep)).toBe(before.keep + before.other);
    expect(owned(other)).toBe(0);
    expect((await users.township.get(`/api/persons/${other}`)).body.Response?.status).toBe('4');
    expect(pairOf(await pairs(), keep, other)).toBeUndefined();
    const event = users.server.db
      .prepare(
        "SELECT user_account, detail FROM audit_events WHERE detail LIKE '档案合并%' AND person_num = ?",
      )
      .get(keep) as { user_account: string; detail: string };
    expect(event.user_account).toBe('xzys01');
    expect(event.detail).toContain('原因：同一居民两次建档');
  });

  it('undoes a merge: exactly the moved records go back, the archive is restored, who and why in the trail', async () => {
    const keep = await createResident(users.township, '1953-04-18', { name: '撤销合并甲' });
    const other = await createResident(users.township, '1953-04-18', { name: '撤销合并甲' });
    await openCard(users.township, 'hypertensionCard', keep);
    await openCard(users.township, 'hypertensionCard', other);
    await openCard(users.township, 'diabetesManager', other);
    const owners = () =>
      users.server.db
        .prepare(
          `SELECT family, id, person_num FROM resource_records
            WHERE person_num IN (?, ?) AND family <> 'persons' ORDER BY family, id`,
        )
        .all(keep, other);
    const total = () => count('SELECT COUNT(*) FROM resource_records');
    const before = { owners: owners(), total: total(), keep: owned(keep), other: owned(other) };
    expect(before.other).toBeGreaterThanOrEqual(2);

    const merged = await users.township.post('/api/persons/fileMerge', {
      personNum: keep,
      mergePersonNums: [other],
      reason: '同一居民两次建档',
    });
    expect(merged.status).toBe(200);
    const [mergeId] = (merged.body.Response as unknown as { mergeIds: number[] }).mergeIds;
    expect(owned(keep)).toBe(before.keep + before.other);
    // A record the survivor gains after the merge stays the survivor's.
    await openCard(users.township, 'copdcards', keep);
    const history = await users.township.list('/api/persons/mergeHistory?state=merged');
    const entry = history.body.Response?.items.find((item) => item.mergeId === mergeId);
    expect(entry).toMatchObject({ kept: keep, merged: other, movedCount: before.other });

    const village = await users.village.post('/api/persons/fileMergeUndo', {
      mergeId,
      reason: '村医试图撤销',
    });
    expect(village.status).toBe(403);
    const noReason = await users.township.post('/api/persons/fileMergeUndo', { mergeId });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toBe('请填写撤销合并的原因');

    const undone = await users.township.post('/api/persons/fileMergeUndo', {
      mergeId,
      reason: '核实为两位居民',
    });
    expect(undone.status).toBe(200);
    expect(undone.body.Message).toBe('已撤销合并，档案已恢复');
    const copd = count(
      "SELECT COUNT(*) FROM resource_records WHERE family = 'copdcards' AND person_num = ?",
      keep,
    );
    expect(copd).toBe(1);
    expect(total()).toBe(before.total + 1);
    expect(owners().filter((row) => (row as { family: string }).family !== 'copdcards')).toEqual(
      before.owners,
    );
    expect(owned(other)).toBe(before.other);
    expect(owned(keep)).toBe(before.keep + 1);
    const restored = (await users.township.get(`/api/persons/${other}`)).body.Response;
    expect(restored?.status).toBe('1');
    expect(restored?.restoreReason).toBe('撤销合并：核实为两位居民');
    expect(pairOf(await pairs(), keep, other)).toBeDefined();
    const event = users.server.db
      .prepare(
        "SELECT user_account, action, detail FROM audit_events WHERE detail LIKE '撤销档案合并%' AND person_num = ?",
      )
      .get(other) as { user_account: string; action: string; detail: string };
    expect(event).toMatchObject({ user_account: 'xzys01', action: 'lifecycle' });
    expect(event.detail).toContain(`从${keep}移回${before.other}条记录；原因：核实为两位居民`);
    const undoneEntry = (
      await users.township.list('/api/persons/mergeHistory?state=undone')
    ).body.Response?.items.find((item) => item.mergeId === mergeId);
    expect(undoneEntry?.undoneBy).toBeTruthy();
    expect(undoneEntry?.undoReason).toBe('核实为两位居民');

    const again = await users.township.post('/api/persons/fileMergeUndo', {
      mergeId,
      reason: '再次撤销',
    });
    expect(again.status).toBe(409);
    expect(again.body.Message).toMatch(/^该合并已于.+撤销，无需再次撤销$/);
  });

  it('refuses to undo a merge once a moved record or the closed archive changed', async () => {
    const keep = await createResident(users.township, '1957-09-02', { name: '撤销合并乙' });
    const other = await createResident(users.township, '1957-09-02', { name: '撤销合并乙' });
    await openCard(users.township, 'hypertensionCard', other);
    const mergeOf = async () => {
      const reply = await users.township.post('/api/persons/fileMerge', {
        personNum: keep,
        mergePersonNums: [other],
        reason: '同一居民',
      });
      expect(reply.status).toBe(200);
      return (reply.body.Response as unknown as { mergeIds: number[] }).mergeIds[0];
    };
    const mergeId = await mergeOf();
    const cardId = String(
      users.server.db
        .prepare(
          "SELECT id FROM resource_records WHERE family = 'hypertensionCard' AND person_num = ?",
        )
        .pluck()
        .get(keep),
    );
    // A later save of the moved card (through the route, as the card page saves it).
    const edited = await users.township.put(`/api/hypertensionCard/${cardId}`, {
      riskLevel: '3',
    });
    expect(edited.status).toBe(200);
    const refused = await users.township.post('/api/persons/fileMergeUndo', {
      mergeId,
      reason: '核实为两位居民',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(
      '合并移入的1条记录（高血压患者管理卡）在合并后已被修改或删除，不能撤销合并',
    );
    expect(owned(other)).toBe(0);
    expect((await users.township.get(`/api/persons/${other}`)).body.Response?.status).toBe('4');

    // The closed archive restored by hand since: refused too.
    const second = await createResident(users.township, '1957-09-02', { name: '撤销合并乙' });
    const secondMerge = (
      (
        await users.township.post('/api/persons/fileMerge', {
          personNum: keep,
          mergePersonNums: [second],
          reason: '同一居民',
        })
      ).body.Response as unknown as { mergeIds: number[] }
    ).mergeIds[0];
    const restored = await users.township.post(`/api/persons/restore/${second}`, {
      restoreReason: '误合并',
    });
    expect(restored.status).toBe(200);
    const refusedAgain = await users.township.post('/api/persons/fileMergeUndo', {
      mergeId: secondMerge,
      reason: '核实为两位居民',
    });
    expect(refusedAgain.status).toBe(409);
    expect(refusedAgain.body.Message).toBe(
      `档案${second}在合并后已被修改（如已恢复或编辑），不能撤销合并`,
    );
  });

  it('dismisses a pair as 非重复 for good, with a reason; refuses the village doctor', async () => {
    const one = await createResident(users.township, '1962-05-01', { name: '重复测试丙' });
    const other = await createResident(users.township, '1962-05-01', { name: '重复测试丙' });
    expect(pairOf(await pairs(), one, other)).toBeDefined();

    const noReason = await users.township.post('/api/persons/duplicateDismiss', {
      personNum: one,
      otherPersonNum: other,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toBe('请填写判定为非重复的原因');
    const village = await users.village.post('/api/persons/duplicateDismiss', {
      personNum: one,
      otherPersonNum: other,
      reason: '村医判定',
    });
    expect(village.status).toBe(403);
    expect(pairOf(await pairs(), one, other)).toBeDefined();

    const dismissed = await users.township.post('/api/persons/duplicateDismiss', {
      personNum: other,
      otherPersonNum: one,
      reason: '同名同生日的两位居民，已电话核实',
    });
    expect(dismissed.status).toBe(200);
    expect(pairOf(await pairs(), one, other)).toBeUndefined();
    // A later save of either archive does not bring the pair back.
    await users.township.put(`/api/persons/${one}`, { phone: '13905560002' });
    expect(pairOf(await pairs(), one, other)).toBeUndefined();
    const event = users.server.db
      .prepare(
        "SELECT user_account, action, detail FROM audit_events WHERE detail LIKE '重复档案判定为非重复%' ORDER BY rowid DESC",
      )
      .get() as { user_account: string; action: string; detail: string };
    expect(event).toMatchObject({ user_account: 'xzys01', action: 'update' });
    expect(event.detail).toContain('原因：同名同生日的两位居民，已电话核实');

    const again = await users.township.post('/api/persons/duplicateDismiss', {
      personNum: one,
      otherPersonNum: await createResident(users.township, '1962-05-02'),
      reason: '不是一对',
    });
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe('这两份档案不是疑似重复档案');
  });

  it('gives the village doctor only pairs of the own clinic, and the export needs its button', async () => {
    const items = await pairs(users.village);
    for (const pair of items) {
      for (const archive of pair.archives) expect(archive.hospitalId).toBe('34088110020101');
    }
    const exported = await users.village.get('/api/persons/duplicateexcel');
    expect(exported.status).toBe(403);
  });
});
