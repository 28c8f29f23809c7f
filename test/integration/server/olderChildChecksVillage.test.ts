import { KONGCHENG_PREFIX } from '../../utils/printSamples';
import { useServerWithUsers } from './signedInServer';

/**
 * The 12～30月龄 and 3～6岁 checks are the township centres' work (server/seed/menus.ts): the
 * village doctor cunyi01 reads the records of the clinic's own children (as every family in
 * scope) but may neither record nor print them, and is told so in Chinese.
 */
describe('child checks for the village doctor', () => {
  const users = useServerWithUsers({ village: 'cunyi01', township: 'xzys01' });

  it.each([
    ['toddlerHealthChecks', 'toddlerHealthCheckPrint'],
    ['preschoolHealthChecks', 'preschoolHealthCheckPrint'],
  ])('%s: create and print refused; the township doctor prints', async (family, print) => {
    const record = users.server.db
      .prepare<[string, string], { id: string; person_num: string }>(
        `SELECT id, person_num FROM resource_records WHERE family = ? AND hospital_id LIKE ? || '%' LIMIT 1`,
      )
      .get(family, KONGCHENG_PREFIX)!;
    const created = await users.village.post(`/api/${family}`, { personNum: record.person_num });
    expect(created.status).toBe(403);
    expect(created.body.Message).toBe('无权进行该操作');
    const path = `/api/print/${print}?personNum=${record.person_num}&id=${record.id}`;
    const refused = await users.village.get(path);
    expect(refused.status).toBe(403);
    expect(refused.body.Message).toMatch(/^无权/);
    expect((await users.township.get(path)).status).toBe(200);
  });
});
