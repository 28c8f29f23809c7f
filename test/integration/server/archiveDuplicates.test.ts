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
