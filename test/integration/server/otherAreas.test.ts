import { WORK_SCORE_PARTS } from '../../../src/domain/workScore';
import { chinaToday, personBody, type Row } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/**
 * The server computes what the other areas' rules say (src/domain): 考核汇总's
 * 总分 and 等级 (workScore), and 居民金币 from the coin records (healthCoins).
 */
describe('other areas on the server (spec §1)', () => {
  const env = useSignedInServer();
  const today = chinaToday();

  describe('考核汇总', () => {
    const scores = (overrides: Row = {}): Row => ({
      year: 2026,
      assessor: '王建国',
      assessDate: today,
      ...Object.fromEntries(WORK_SCORE_PARTS.map((part) => [part.field, part.max - 2])),
      ...overrides,
    });

    it('adds up the total and grades it, whatever total and grade the client sent', async () => {
      const created = await env.api.post('/api/workscoretotal', {
        ...scores(),
        totalScore: 100,
        grade: '1',
      });
      expect(created.status).toBe(201);
      // Six parts, each 2 below full marks: 88, 良好.
      expect(created.body.Response).toMatchObject({ totalScore: 88, grade: '2' });

      const id = String(created.body.Response?.ID);
      const lowered = await env.api.put(`/api/workscoretotal/${id}`, {
        ...created.body.Response,
        chronicScore: 5,
        elderlyScore: 4.5,
      });
      // 慢病 23 → 5 and 老年人 13 → 4.5: 26.5 fewer, 61.5, 合格.
      expect(lowered.body.Response).toMatchObject({ totalScore: 61.5, grade: '3' });
    });

    it('refuses a part above its full marks, naming it', async () => {
      const reply = await env.api.post('/api/workscoretotal', scores({ educationScore: 12 }));
      expect(reply.status).toBe(400);
      expect(reply.body.Message).toContain('健康教育');
    });
  });

  describe('金币记录 and 居民金币', () => {
    let personNum: string;
    const movement = (overrides: Row): Row => ({
      personNum,
      changeTime: `${today} 09:30:00`,
      ...overrides,
    });
    const account = async () =>
      (await env.api.get(`/api/DS_PersonCoins/${personNum}`)).body.Response;

    beforeAll(async () => {
      const created = await env.api.post('/api/persons', personBody());
      personNum = String(created.body.Response?.personNum);
    });

    it('opens the account with the first coins earned and follows every movement', async () => {
      const earned = await env.api.post(
        '/api/ds_healthcoinrecords',
        movement({ changeType: '1', coins: 50, taskId: '1' }),
      );
      expect(earned.status).toBe(201);
      expect(earned.body.Response).toMatchObject({ name: '测试居民' });
      expect(await account()).toMatchObject({ earned: 50, spent: 0, balance: 50 });

      const spent = await env.api.post(
        '/api/ds_healthcoinrecords',
        movement({ changeType: '2', coins: 40, goodsId: '3' }),
      );
      expect(spent.status).toBe(201);
      expect(await account()).toMatchObject({ earned: 50, spent: 40, balance: 10 });

      const spentId = String(spent.body.Response?.ID);
      expect((await env.api.post('/api/ds_healthcoinrecords/deletes', [spentId])).status).toBe(200);
      expect(await account()).toMatchObject({ earned: 50, spent: 0, balance: 50 });
    });

    it('refuses to spend more than the balance, and a movement without its source', async () => {
      const tooMuch = await env.api.post(
        '/api/ds_healthcoinrecords',
        movement({ changeType: '2', coins: 51, goodsId: '3' }),
      );
      expect({ status: tooMuch.status, message: tooMuch.body.Message }).toEqual({
        status: 400,
        message: '金币余额不足：当前余额 50',
      });
      const noTask = await env.api.post(
        '/api/ds_healthcoinrecords',
        movement({ changeType: '1', coins: 5 }),
      );
      expect({ status: noTask.status, message: noTask.body.Message }).toEqual({
        status: 400,
        message: '获得金币须选择来源任务',
      });
      expect(await account()).toMatchObject({ balance: 50 });
    });

    it('never lets a client write an account', async () => {
      const reply = await env.api.put(`/api/DS_PersonCoins/${personNum}`, { balance: 9999 });
      expect(reply.status).toBe(404);
      expect(await account()).toMatchObject({ balance: 50 });
    });
  });

  it('seeds accounts that agree with their coin records', async () => {
    const accounts = (await env.api.list('/api/DS_PersonCoins?PageSize=200')).body.Response?.items;
    expect(accounts?.length).toBeGreaterThan(20);
    for (const row of (accounts ?? []).slice(0, 10)) {
      const movements =
        (
          await env.api.list(
            `/api/ds_healthcoinrecords?personNum=${String(row.personNum)}&PageSize=50`,
          )
        ).body.Response?.items ?? [];
      const sum = (type: string) =>
        movements
          .filter((item) => item.changeType === type)
          .reduce((total, item) => total + Number(item.coins), 0);
      expect({ earned: row.earned, spent: row.spent, balance: row.balance }).toEqual({
        earned: sum('1'),
        spent: sum('2'),
        balance: sum('1') - sum('2'),
      });
    }
  });
});
