import {
  CONDITION_QUERY_PATHS,
  type ConditionQueryReply,
} from '../../../src/services/contract/conditionQueryPaths';
import { chinaToday } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * 综合查询 (spec §9 combination and comparison codes): 65岁以上 且 高血压 且 最近收缩压 ≥ 160
 * returns exactly the residents a hand-written SQL over the records' read models counts, inside
 * the scope of the user who asks (township vs village); bad conditions are refused in Chinese.
 */
describe('condition query', () => {
  const users = useServerWithUsers({ township: 'xzys01', village: 'cunyi01' });
  const query = {
    combination: 1,
    conditions: [
      { field: 'crowd', operator: '=', value: '4' },
      { field: 'crowd', operator: '=', value: '5' },
      { field: 'lastSbp', operator: '>=', value: 160 },
    ],
  };
  const ask = (client: typeof users.township, q: unknown, extra = '&PageSize=500') =>
    client.get<ConditionQueryReply>(
      `${CONDITION_QUERY_PATHS.residents}?q=${encodeURIComponent(JSON.stringify(q))}${extra}`,
    );

  /** Hand-written: in the file, aged 65 on today, a running hypertension card, last SBP ≥ 160. */
  const handCount = (account: string): string[] => {
    const today = chinaToday();
    const elderlyBy = `${Number(today.slice(0, 4)) - 65}${today.slice(4)}`;
    return (
      users.server.db
        .prepare(
          `SELECT DISTINCT p.person_num AS id FROM person_facts p
           JOIN programme_patients pp ON pp.person_num = p.person_num
           WHERE p.in_file = 1 AND p.birth_date <= ?
             AND pp.programme = 'hypertension' AND pp.on_list = 1 AND pp.sbp >= 160
             AND p.hospital_id IN (SELECT descendant FROM hospital_tree WHERE ancestor =
               (SELECT manage_hosp_id FROM users WHERE account = ?))
           ORDER BY p.person_num`,
        )
        .all(elderlyBy, account) as { id: string }[]
    ).map((row) => row.id);
  };

  it('returns what the hand-written SQL returns, in the township and in the village', async () => {
    const township = await ask(users.township, query);
    expect(township.status).toBe(200);
    const village = await ask(users.village, query);
    expect(village.status).toBe(200);
    const expectedTownship = handCount('xzys01');
    const expectedVillage = handCount('cunyi01');
    expect(expectedTownship.length).toBeGreaterThan(expectedVillage.length);
    expect(expectedVillage.length).toBeGreaterThan(0);
    for (const [reply, expected] of [
      [township, expectedTownship],
      [village, expectedVillage],
    ] as const) {
      expect(reply.body.Response!.total).toBe(expected.length);
      expect(reply.body.Response!.items.map((item) => item.personNum).sort()).toEqual(expected);
    }
    // Identifiers are masked as everywhere.
    expect(village.body.Response!.items[0]!.IDCardNo).toContain('*');
  });

  it('offers the institutions of the scope for 村/机构 (one village for the village doctor)', async () => {
    const village = await users.village.get<{ hospitalId: string }[]>(
      CONDITION_QUERY_PATHS.hospitals,
    );
    expect(village.status).toBe(200);
    expect(village.body.Response).toHaveLength(1);
    const township = await users.township.get<{ hospitalId: string }[]>(
      CONDITION_QUERY_PATHS.hospitals,
    );
    expect(township.body.Response!.length).toBeGreaterThan(1);
    // 村/机构 = the village within the township's scope equals the village doctor's own scope.
    const inVillage = await ask(users.township, {
      combination: 1,
      conditions: [
        ...query.conditions,
        { field: 'hospital', operator: '=', value: village.body.Response![0]!.hospitalId },
      ],
    });
    expect(inVillage.body.Response!.total).toBe(handCount('cunyi01').length);
  });

  it('combines with 或 and 仅 as the codes say', async () => {
    const elderly = { combination: 1, conditions: [query.conditions[0]!] };
    const hypertension = { combination: 1, conditions: [query.conditions[1]!] };
    const both = { combination: 1, conditions: query.conditions.slice(0, 2) };
    const either = { combination: 0, conditions: query.conditions.slice(0, 2) };
    const onlyElderly = { combination: 2, conditions: query.conditions.slice(0, 2) };
    const [e, h, b, o, only] = await Promise.all(
      [elderly, hypertension, both, either, onlyElderly].map(async (q) => {
        const reply = await ask(users.township, q, '&PageSize=1');
        expect(reply.status).toBe(200);
        return reply.body.Response!.total;
      }),
    );
    expect(o).toBe(e! + h! - b!);
    expect(only).toBe(e! - b!);
  });

  it('refuses a field or an operator outside the whitelist in Chinese', async () => {
    const badField = await ask(users.township, {
      combination: 1,
      conditions: [{ field: 'name; DROP TABLE users', operator: '=', value: '1' }],
    });
    expect(badField.status).toBe(400);
    expect(badField.body.Message).toMatch(/查询字段.*不存在/);
    const badOperator = await ask(users.township, {
      combination: 1,
      conditions: [{ field: 'sex', operator: '>', value: '1' }],
    });
    expect(badOperator.status).toBe(400);
    expect(badOperator.body.Message).toContain('不能使用比较符');
    const hospitalOutside = await ask(users.village, query, '&hospitalId=340881000000');
    expect(hospitalOutside.body.Message).toContain('无权');
    expect(hospitalOutside.status).toBe(403);
  });

  it('exports to Excel for the township; a village doctor has no 导出 (DENIED_VERBS)', async () => {
    const path = `${CONDITION_QUERY_PATHS.residentsExcel}?q=${encodeURIComponent(JSON.stringify(query))}`;
    const township = await users.township.raw(path);
    expect(township.statusCode).toBe(200);
    expect(township.headers['content-type']).toContain('spreadsheet');
    const village = await users.village.raw(path);
    expect(village.statusCode).toBe(403);
  });
});
