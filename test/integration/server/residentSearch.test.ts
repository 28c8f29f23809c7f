import { managedHospitalIds } from '../../../server/auth/managedHospitals';
import { createAccess } from '../../../server/resources/access';
import { familyModel } from '../../../server/resources/familyModel';
import { buildListQuery } from '../../../server/resources/store/listQuery';
import { classifyResidentSearch } from '../../../server/resources/store/residentSearch';
import { signInAs } from './helpers';
import { clientFor, personBody } from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

interface Resident {
  id: string;
  name: string;
  id_card_no: string;
  phone: string | null;
  file_num: string;
  hospital_id: string;
}

/**
 * The residents' one search box: `keyword` on /api/persons takes a name
 * fragment, a full ID number or its last 4-8 characters, a phone (whole or its end) or an archive
 * number, each answered from an index. Timing is the bench's (bench/residentSearch.ts).
 */
describe('resident search box', () => {
  const env = useSignedInServer();

  const resident = (where: string): Resident =>
    env.server.db
      .prepare<[], Resident>(
        `SELECT id, name, id_card_no, phone, file_num, hospital_id FROM resource_records
         WHERE family = 'persons' AND ${where} ORDER BY id LIMIT 1`,
      )
      .get()!;

  /** The personNums the box finds, and each found resident as stored. */
  const find = async (keyword: string, extra = '') => {
    const reply = await env.api.list(
      `/api/persons?keyword=${encodeURIComponent(keyword)}&PageSize=500${extra}`,
    );
    expect(reply.status).toBe(200);
    const page = reply.body.Response!;
    const ids = page.items.map((row) => String(row.personNum));
    const stored = ids.map((id) => resident(`id = '${id}'`));
    return { total: page.total, ids, stored };
  };

  it('classifies the input', () => {
    expect(classifyResidentSearch('340881198110021811')).toBe('idCard');
    expect(classifyResidentSearch('34088119811002181x')).toBe('idCard');
    expect(classifyResidentSearch('1811')).toBe('tail');
    expect(classifyResidentSearch('02181X')).toBe('tail');
    expect(classifyResidentSearch('13301386663')).toBe('phone');
    expect(classifyResidentSearch('34088110300000005')).toBe('fileNum');
    expect(classifyResidentSearch('3408811981')).toBe('number');
    expect(classifyResidentSearch('张')).toBe('name');
    expect(classifyResidentSearch('181')).toBe('number');
  });

  it('finds a full ID number exactly', async () => {
    const person = resident('phone IS NOT NULL');
    const found = await find(person.id_card_no);
    expect(found.ids).toEqual([person.id]);
  });

  it('finds the last 4 to 8 characters of an ID number', async () => {
    const person = resident('phone IS NOT NULL');
    for (const length of [4, 6, 8]) {
      const tail = person.id_card_no.slice(-length);
      const found = await find(tail);
      expect(found.ids).toContain(person.id);
      expect(
        found.stored.every((row) => row.id_card_no.endsWith(tail) || row.phone?.endsWith(tail)),
      ).toBe(true);
    }
  });

  it('finds an ID number ending in X by its tail, in either case', async () => {
    const person = resident("id_card_no LIKE '%X'");
    const tail = person.id_card_no.slice(-5).toLowerCase();
    const found = await find(tail);
    expect(found.ids).toContain(person.id);
    expect(found.stored.every((row) => row.id_card_no.endsWith(tail.toUpperCase()))).toBe(true);
  });

  it('finds a whole phone number and its last digits', async () => {
    const person = resident('phone IS NOT NULL');
    const whole = await find(person.phone!);
    expect(whole.ids).toContain(person.id);
    expect(whole.stored.every((row) => row.phone === person.phone)).toBe(true);

    const tail = person.phone!.slice(-4);
    const byTail = await find(tail);
    expect(byTail.ids).toContain(person.id);
    expect(
      byTail.stored.every((row) => row.phone?.endsWith(tail) || row.id_card_no.endsWith(tail)),
    ).toBe(true);
  });

  it('finds an archive number: 档案编号 (17 digits) and 个人编号 (18)', async () => {
    const person = resident('file_num IS NOT NULL');
    expect(person.file_num).toMatch(/^\d{17}$/);
    expect((await find(person.file_num)).ids).toEqual([person.id]);
    expect((await find(person.id)).ids).toEqual([person.id]);
  });

  it('finds a name fragment, and nothing for a name no one has', async () => {
    const person = resident('1 = 1');
    const part = person.name.slice(1);
    const found = await find(part);
    expect(found.ids).toContain(person.id);
    expect(found.stored.every((row) => row.name.includes(part))).toBe(true);
    expect((await find('查无此人')).total).toBe(0);
  });

  /** Every resident of a scope whose name contains `part` (LIKE's rule), in the list's order. */
  const byLike = (part: string, hospitals?: readonly string[]): string[] =>
    env.server.db
      .prepare<[{ part: string; hospitals: string }], { id: string }>(
        `SELECT id FROM resource_records WHERE family = 'persons'
           AND name LIKE '%' || @part || '%'
           AND (@hospitals = '' OR hospital_id IN (SELECT value FROM json_each(@hospitals)))
         ORDER BY record_date DESC, created_at DESC, rowid DESC`,
      )
      .all({ part, hospitals: hospitals ? JSON.stringify(hospitals) : '' })
      .map((row) => row.id);

  it('finds by name exactly what LIKE finds, in the list order and its count, page by page', async () => {
    const surname = env.server.db
      .prepare<[], { s: string }>(
        `SELECT substr(name, 1, 1) AS s FROM resource_records WHERE family = 'persons'
         GROUP BY s ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get()!.s;
    const expected = byLike(surname);
    expect(expected.length).toBeGreaterThan(40);
    const page = async (n: number) =>
      (
        await env.api.list(
          `/api/persons?keyword=${encodeURIComponent(surname)}&PageNumber=${n}&PageSize=20`,
        )
      ).body.Response!;
    const [first, second] = [await page(1), await page(2)];
    expect(first.total).toBe(expected.length);
    expect([...first.items, ...second.items].map((row) => String(row.personNum))).toEqual(
      expected.slice(0, 40),
    );
    // A fragment longer than the index's grams is still exact (its first characters, then LIKE).
    const long = resident('length(name) >= 3').name;
    expect((await find(`${long}某某某某`)).total).toBe(0);
    // The village doctor's search counts and lists their clinics' residents only.
    const village = clientFor(env.server.app, await signInAs(env.server.app, 'cunyi01'));
    const own = byLike(surname, managedHospitalIds(env.server.db, villageHospital()));
    const theirs = (
      await village.list(`/api/persons?keyword=${encodeURIComponent(surname)}&PageSize=500`)
    ).body.Response!;
    expect(theirs.total).toBe(own.length);
    expect(theirs.items.map((row) => String(row.personNum))).toEqual(own);
  });

  it('finds a renamed, transferred or deleted resident as the records now say', async () => {
    const created = await env.api.post('/api/persons', personBody({ name: '欧阳晓岚' }));
    expect(created.status).toBe(201);
    const personNum = String(created.body.Response?.personNum);
    expect((await find('晓岚')).ids).toContain(personNum);
    env.server.db
      .prepare("UPDATE resource_records SET name = '欧阳晓雯' WHERE family = 'persons' AND id = ?")
      .run(personNum);
    expect((await find('晓岚')).ids).not.toContain(personNum);
    expect((await find('晓雯')).ids).toContain(personNum);
    env.server.db
      .prepare("DELETE FROM resource_records WHERE family = 'persons' AND id = ?")
      .run(personNum);
    expect((await find('晓雯')).ids).not.toContain(personNum);
    const grams = env.server.db
      .prepare<[], { n: number }>(
        `SELECT COUNT(*) AS n FROM person_name_grams g
         WHERE NOT EXISTS (SELECT 1 FROM resource_records r WHERE r.rowid = g.rid
           AND r.family = 'persons' AND r.hospital_id IS g.hospital_id
           AND r.record_date IS g.record_date AND r.created_at = g.created_at)`,
      )
      .get()!.n;
    expect(grams).toBe(0);
    // The kept counts per gram and hospital are the grams' own count.
    const counted = (sql: string) => env.server.db.prepare(sql).all();
    expect(
      counted('SELECT gram, hospital_id, n FROM name_gram_counts WHERE n <> 0 ORDER BY 1, 2'),
    ).toEqual(
      counted(
        `SELECT gram, COALESCE(hospital_id, '') AS hospital_id, COUNT(*) AS n
         FROM person_name_grams GROUP BY 1, 2 ORDER BY 1, 2`,
      ),
    );
  });

  it('keeps the other filters and the user scope', async () => {
    const person = resident('phone IS NOT NULL');
    const sex = (await env.api.list(`/api/persons?IDCardNo=${person.id_card_no}`)).body.Response!
      .items[0]!.sex;
    expect((await find(person.phone!, `&sex=${String(sex)}`)).ids).toContain(person.id);
    const otherSex = sex === '1' ? '2' : '1';
    expect((await find(person.phone!, `&sex=${otherSex}`)).ids).not.toContain(person.id);

    // A village doctor finds only their own clinic's residents.
    const village = clientFor(env.server.app, await signInAs(env.server.app, 'cunyi01'));
    const outside = env.server.db
      .prepare<[string], Resident>(
        `SELECT id, id_card_no FROM resource_records WHERE family = 'persons'
         AND hospital_id NOT IN (SELECT value FROM json_each(?)) LIMIT 1`,
      )
      .get(JSON.stringify(managedHospitalIds(env.server.db, villageHospital())))!;
    const reply = await village.list(`/api/persons?keyword=${outside.id_card_no}`);
    expect(reply.body.Response!.total).toBe(0);
  });

  const villageHospital = (): string =>
    env.server.db
      .prepare<[], { manage_hosp_id: string }>(
        "SELECT manage_hosp_id FROM users WHERE account = 'cunyi01'",
      )
      .get()!.manage_hosp_id;

  it('finds a resident registered a moment ago by phone and ID tail', async () => {
    const body = personBody({ phone: '13912345678' });
    const created = await env.api.post('/api/persons', body);
    expect(created.status).toBe(201);
    const personNum = String(created.body.Response?.personNum);
    expect((await find('13912345678')).ids).toContain(personNum);
    expect((await find(String(body.IDCardNo).slice(-8))).ids).toContain(personNum);
  });

  describe('query plans', () => {
    const plans = (keyword: string) => {
      const root = env.server.db
        .prepare<[], { hosp_id: string }>('SELECT hosp_id FROM hospitals WHERE parent_id IS NULL')
        .get()!.hosp_id;
      const access = createAccess(
        env.server.db,
        {
          id: 1,
          account: 'qyadmin',
          hospitalId: root,
          groupId: 1,
          isAdmin: true,
          manageRoot: root,
          managedHospitalIds: managedHospitalIds(env.server.db, root),
        },
        '区域管理员',
      );
      const list = buildListQuery(familyModel('persons'), { keyword }, access);
      const where = list.where.join(' AND ');
      const explain = (sql: string, params: unknown[]) =>
        env.server.db
          .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params)
          .map((row) => row.detail);
      return [
        ...explain(`SELECT COUNT(*) FROM resource_records r WHERE ${where}`, list.params),
        ...explain(
          `SELECT r.id FROM resource_records r WHERE ${where} ORDER BY ${list.orderBy} LIMIT 20`,
          list.params,
        ),
      ];
    };

    /** SCANs of resource_records (alias r or s) without an index, or walks of every resident. */
    const unindexed = (details: readonly string[]) =>
      details.filter(
        (detail) =>
          /^SCAN (r|s|g|resource_records|person_name_grams)\b/.test(detail) ||
          // The scope's index walks every resident of the county before the search's rowids.
          /^SEARCH r USING (COVERING )?INDEX resource_records_hospital\b/.test(detail) ||
          /^SEARCH (r|s) USING (COVERING )?INDEX \w+ \(family=\?\)$/.test(detail),
      );

    it('would notice a walk of every resident', () => {
      expect(
        unindexed([
          'SEARCH r USING INDEX resource_records_created (family=?)',
          'SCAN r',
          'SEARCH r USING COVERING INDEX resource_records_hospital (family=? AND hospital_id=?)',
        ]),
      ).toHaveLength(3);
    });

    it.each([
      [
        'ID number',
        '340881198110021811',
        /resource_records_id_card \(family=\? AND id_card_no=\?\)/,
      ],
      ['ID tail', '021811', /resource_records_id_tail \(family=\? AND id_tail_rev>\? AND/],
      ['phone tail', '6663', /resource_records_phone_tail \(family=\? AND phone_tail_rev>\?/],
      ['phone', '13301386663', /resource_records_phone \(family=\? AND phone=\?\)/],
      ['档案编号', '34088110300000005', /resource_records_file_num \(family=\? AND file_num=\?\)/],
      ['个人编号', '340881103000000005', /resource_records_person \(person_num=\? AND family=\?\)/],
      ['name fragment', '王秀', /SEARCH g USING PRIMARY KEY \(gram=\?\)/],
    ])('looks up a %s through its index', (_kind, keyword, index) => {
      const details = plans(keyword);
      expect(details.some((detail) => index.test(detail))).toBe(true);
      expect(unindexed(details)).toEqual([]);
    });
  });
});
