import { type Row, createResident, openCard } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/** 孔城镇桐梓村卫生室, cunyi01's clinic. */
const VILLAGE_CLINIC = '34088110020101';

/**
 * 档案质控 on the server: persons/nostand lists the archives failing the kernel's quality rules
 * with their failures, scoped to the user's hospitals; a fix saved takes the archive off;
 * persons/nostandSummary counts per institution with 档案合格率 and 档案动态使用率.
 */
describe('不规范档案 (persons/nostand) and its counts', () => {
  const users = useServerWithUsers({ township: 'xzys01', village: 'cunyi01' });

  const failing = async (rule: string, personNum: string) => {
    const page = (
      await users.township.list(`/api/persons/nostand?rule=${rule}&personNum=${personNum}`)
    ).body.Response!;
    return page.items.find((row) => row.personNum === personNum);
  };

  it('lists a hypertension patient whose 既往史 lacks 高血压 until the row is added', async () => {
    const personNum = await createResident(users.village, '1960-04-02', {
      coverPhone: '13905561234',
      pastHistory: '',
    });
    await openCard(users.village, 'hypertensionCard', personNum);
    const row = await failing('pastHistoryMissing', personNum);
    expect(row?.qualityFailures).toContainEqual({
      code: 'pastHistoryMissing',
      fields: ['pastDisease1'],
      detail: '既往史未记录：高血压',
    });
    const fixed = await users.village.put(`/api/persons/${personNum}`, { pastDisease1: '2' });
    expect(fixed.status).toBe(200);
    expect(await failing('pastHistoryMissing', personNum)).toBeUndefined();
  });

  it('filters the list by 责任医生', async () => {
    const mine = await createResident(users.village, '1958-02-03', {
      pastHistory: '',
      responsibleDoctor: '医生甲',
    });
    const theirs = await createResident(users.village, '1958-02-03', {
      pastHistory: '',
      responsibleDoctor: '医生乙',
    });
    await openCard(users.village, 'hypertensionCard', mine);
    await openCard(users.village, 'hypertensionCard', theirs);
    const page = (
      await users.township.list(
        `/api/persons/nostand?rule=pastHistoryMissing&responsibleDoctor=${encodeURIComponent('医生甲')}&PageSize=500`,
      )
    ).body.Response!;
    const numbers = page.items.map((row) => row.personNum);
    expect(numbers).toContain(mine);
    expect(numbers).not.toContain(theirs);
    expect(page.items.every((row) => row.responsibleDoctor === '医生甲')).toBe(true);
  });

  it('gives the village doctor only the archives of the own village', async () => {
    const page = (await users.village.list('/api/persons/nostand?PageSize=500')).body.Response!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((row) => row.hospitalId === VILLAGE_CLINIC)).toBe(true);
    // Identifiers are masked as on every list of a village doctor.
    expect(page.items.some((row) => /^\d{17}[\dX]$/.test(`${row.IDCardNo as string}`))).toBe(false);
    const township = await users.village.get('/api/persons/nostandSummary?hospitalId=34088110000');
    expect(township.status).toBe(403);
  });

  it('refuses an unknown rule in Chinese', async () => {
    const reply = await users.township.list('/api/persons/nostand?rule=nothing');
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain('质控规则');
  });

  it('counts per institution, the root summing its villages, with the two figures', async () => {
    const summary = (await users.township.get<{ rows: Row[] }>('/api/persons/nostandSummary')).body
      .Response!;
    const [root, ...below] = summary.rows as {
      hospitalId: string;
      parentId: string | null;
      counts: Record<string, number>;
      figures: Record<string, { numerator: number; denominator: number; rate: number | null }>;
    }[];
    expect(root?.counts.archives).toBeGreaterThan(0);
    const direct = below.filter((row) => row.parentId === root?.hospitalId);
    expect(direct.length).toBeGreaterThan(0);
    expect(root?.counts.qualified).toBeLessThanOrEqual(root?.counts.archives ?? 0);
    expect(root?.figures.archiveQualifiedRate?.denominator).toBe(root?.counts.archives);
    expect(root?.figures.archiveDynamicRate?.numerator).toBe(root?.counts.dynamic);
    // The list of one rule has as many archives as its count.
    const list = (
      await users.township.list(`/api/persons/nostand?rule=pastHistoryMissing&PageSize=1`)
    ).body.Response!;
    expect(list.total).toBe(root?.counts.pastHistoryMissing);
  });
});

/**
 * 档案合并 (persons/fileMerge): every record of the duplicate moves to the survivor, none is lost,
 * the duplicate is written off, and the trail names who merged, what and why; a village doctor
 * cannot merge (the write-off button is the township's).
 */
describe('档案合并 keeps every record and is in the audit trail', () => {
  // The demo grants the write-off button (persons:writeOff) to the region's administrator.
  const users = useServerWithUsers({ township: 'qyadmin', village: 'cunyi01' });

  it('moves all records to the survivor, counts before = after, audited with who and why', async () => {
    const { db } = users.server;
    const keep = await createResident(users.township, '1955-07-08', { name: '合并测试' });
    const other = await createResident(users.township, '1955-07-08', { name: '合并测试' });
    await openCard(users.township, 'hypertensionCard', other);
    await openCard(users.township, 'diabetesManager', other);
    const count = (sql: string, ...params: string[]) =>
      (db
        .prepare(sql)
        .pluck()
        .get(...params) as number) ?? 0;
    const total = () => count('SELECT COUNT(*) FROM resource_records');
    const owned = (personNum: string) =>
      count(
        "SELECT COUNT(*) FROM resource_records WHERE person_num = ? AND family <> 'persons'",
        personNum,
      );
    const before = { total: total(), keep: owned(keep), other: owned(other) };
    expect(before.other).toBeGreaterThanOrEqual(2);

    const merged = await users.township.post('/api/persons/fileMerge', {
      personNum: keep,
      mergePersonNums: [other],
      reason: '同一居民在卫生院重复建档',
    });
    expect(merged.status).toBe(200);
    expect(merged.body.Response).toMatchObject({ movedRecords: before.other });
    expect(total()).toBe(before.total);
    expect(owned(keep)).toBe(before.keep + before.other);
    expect(owned(other)).toBe(0);
    expect((await users.township.get(`/api/persons/${other}`)).body.Response?.status).toBe('4');

    const event = db
      .prepare(
        `SELECT user_account, action, detail, record_ids FROM audit_events
          WHERE resource = 'persons' AND person_num = ? AND detail LIKE '档案合并%'`,
      )
      .get(keep) as { user_account: string; action: string; detail: string; record_ids: string };
    expect(event).toMatchObject({ user_account: 'qyadmin', action: 'lifecycle' });
    expect(event.detail).toContain(`合并注销${other}`);
    expect(event.detail).toContain('原因：同一居民在卫生院重复建档');
  });

  it('refuses the village doctor a merge, touching nothing', async () => {
    const keep = await createResident(users.township, '1950-01-02');
    const other = await createResident(users.township, '1950-01-02');
    const reply = await users.village.post('/api/persons/fileMerge', {
      personNum: keep,
      mergePersonNums: [other],
      reason: '试图合并',
    });
    expect(reply.status).toBe(403);
    expect((await users.township.get(`/api/persons/${other}`)).body.Response?.status).toBe('1');
  });
});
