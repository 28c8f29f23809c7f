import { managedHospitalIds } from '../../../server/auth/managedHospitals';
import { personBody, type Row } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

const KONGCHENG_CENTRE = '340881100001';
const TONGZI_CLINIC = '34088110020101';
const TAONI_CLINIC = '34088110020201';

/** A user sees and changes only the data of the hospitals they manage (DESIGN.md). */
describe('resource scoping', () => {
  const users = useServerWithUsers({ admin: 'qyadmin', township: 'xzys01', village: 'cunyi01' });

  const countIn = (family: string, hospitals: readonly string[]) =>
    users.server.db
      .prepare<[string, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM resource_records
         WHERE family = ? AND hospital_id IN (SELECT value FROM json_each(?))`,
      )
      .get(family, JSON.stringify(hospitals))!.n;

  /** A seeded record of a family at a hospital. */
  const recordAt = (family: string, hospitalId: string) =>
    users.server.db
      .prepare<[string, string], { id: string }>(
        'SELECT id FROM resource_records WHERE family = ? AND hospital_id = ? ORDER BY id LIMIT 1',
      )
      .get(family, hospitalId)!.id;

  /** Grants a user's group an operation code, as an administrator editing its buttons would. */
  const grant = (account: string, code: string) => {
    const { group_id: groupId } = users.server.db
      .prepare<[string], { group_id: number }>('SELECT group_id FROM users WHERE account = ?')
      .get(account)!;
    const { function_id: functionId } = users.server.db
      .prepare<[string], { function_id: string }>(
        `SELECT function_id FROM functions
         ORDER BY menu_componet = ? DESC, function_id LIMIT 1`,
      )
      .get(code.split(':')[0] ?? '')!;
    users.server.db
      .prepare(
        'INSERT OR IGNORE INTO function_details (fun_detail_id, function_id, detail_name) VALUES (?, ?, ?)',
      )
      .run(code, functionId, code);
    users.server.db
      .prepare(
        'INSERT OR IGNORE INTO group_function_details (group_id, fun_detail_id) VALUES (?, ?)',
      )
      .run(groupId, code);
  };

  it('shows the village doctor only the clinic’s residents', async () => {
    const page = (await users.village.list('/api/persons?PageSize=500')).body.Response!;
    expect(page.total).toBe(countIn('persons', [TONGZI_CLINIC]));
    expect(page.total).toBeGreaterThan(50);
    expect(page.items.every((row) => row.hospitalId === TONGZI_CLINIC)).toBe(true);
  });

  it('shows the township doctor the centre and its clinics', async () => {
    const managed = managedHospitalIds(users.server.db, KONGCHENG_CENTRE);
    expect(managed).toHaveLength(4);
    const page = (await users.township.list('/api/persons?PageSize=500')).body.Response!;
    expect(page.total).toBe(countIn('persons', managed));
    expect(new Set(page.items.map((row) => row.hospitalId))).toEqual(new Set(managed));
    const visits = (await users.township.list('/api/hypertensionFollowUp?PageSize=1')).body
      .Response!;
    expect(visits.total).toBe(countIn('hypertensionFollowUp', managed));
  });

  it('shows the regional manager everything', async () => {
    const all = users.server.db
      .prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM resource_records WHERE family = 'persons'",
      )
      .get()!.n;
    expect((await users.admin.list('/api/persons?PageSize=1')).body.Response?.total).toBe(all);
  });

  it('refuses another hospital’s records: read, change, delete, lifecycle (403)', async () => {
    const other = recordAt('persons', TAONI_CLINIC);
    const card = recordAt('hypertensionCard', TAONI_CLINIC);
    // With the buttons granted, the hospital is what refuses each call.
    grant('cunyi01', 'persons:deletes');
    grant('cunyi01', 'persons:writeOff');
    grant('cunyi01', 'hypertensionCard:terminal');
    const replies = [
      await users.village.get(`/api/persons/${other}`),
      await users.village.put(`/api/persons/${other}`, { phone: '13900000000' }),
      await users.village.post('/api/persons/deletes', [other]),
      await users.village.post(`/api/persons/writeOff/${other}`),
      await users.village.get(`/api/persons/homepage/${other}`),
      await users.village.post(`/api/hypertensionCard/terminal/${card}`),
      await users.village.list(`/api/persons?hospitalId=${TAONI_CLINIC}`),
      await users.village.post('/api/persons', personBody({ hospitalId: TAONI_CLINIC })),
      await users.village.list(`/api/hypertensionFollowUp/formInit?personNum=${other}`),
    ];
    for (const [index, reply] of replies.entries()) {
      expect({ index, status: reply.status, message: reply.body.Message }).toEqual({
        index,
        status: 403,
        message: '无权访问该机构的数据',
      });
    }
    // The same records are the township doctor's to read.
    expect((await users.township.get(`/api/persons/${other}`)).status).toBe(200);
  });

  it('refuses an operation the user’s group has no button for (403), whoever sends it', async () => {
    const own = recordAt('persons', TONGZI_CLINIC);
    // No menu gives the village group 健康体检's buttons.
    const replies = [
      await users.village.post('/api/healthCheckTables', {
        personNum: own,
        checkDate: '2026-05-01',
      }),
      await users.village.put(
        `/api/healthCheckTables/${recordAt('healthCheckTables', TONGZI_CLINIC)}`,
        {
          height: 160,
        },
      ),
      await users.village.list('/api/healthCheckTables/Excel'),
    ];
    for (const reply of replies) {
      expect({ status: reply.status, message: reply.body.Message }).toEqual({
        status: 403,
        message: '无权进行该操作',
      });
    }
    // Reads need no button; the regional administrator keeps every operation.
    expect((await users.village.list('/api/healthCheckTables?PageSize=1')).status).toBe(200);
    expect((await users.township.post('/api/healthCheckTables/deletes', [])).body.Message).not.toBe(
      '无权进行该操作',
    );
  });

  it('refuses a batch that holds one record of another hospital, changing nothing', async () => {
    const own = String(
      (await users.village.post('/api/persons', personBody())).body.Response?.personNum,
    );
    const other = recordAt('persons', TAONI_CLINIC);
    const reply = await users.village.post('/api/persons/deletes', [own, other]);
    expect(reply.status).toBe(403);
    expect((await users.village.get(`/api/persons/${own}`)).status).toBe(200);
  });

  it('files a new record at the user’s hospital unless a managed one is named', async () => {
    const own = await users.village.post('/api/persons', personBody());
    expect(own.body.Response).toMatchObject({ hospitalId: TONGZI_CLINIC, createdBy: '张德明' });
    const clinic = await users.township.post(
      '/api/persons',
      personBody({ hospitalId: TAONI_CLINIC }),
    );
    expect(clinic.body.Response).toMatchObject({ hospitalId: TAONI_CLINIC, createdBy: '李秀英' });
    const moved = await users.township.put(
      `/api/persons/${String(clinic.body.Response?.personNum)}`,
      {
        hospitalId: '340881102001',
      },
    );
    expect(moved.status).toBe(403);
  });

  it('lets everyone read notices from above and shared dictionaries, but not change them', async () => {
    const notices = (await users.village.list('/api/noticeannouncement?PageSize=50')).body
      .Response!;
    expect(notices.items.map((row) => row.hospitalId)).toContain('340881001');
    const bureauNotice = notices.items.find((row) => row.hospitalId === '340881001') as Row;
    const edit = await users.village.put(`/api/noticeannouncement/${String(bureauNotice.ID)}`, {
      title: '改',
    });
    expect(edit.status).toBe(403);

    const codes = (await users.village.list('/api/CodeDictionarys?codeType=SEX')).body.Response!;
    grant('cunyi01', 'CodeDictionarys:create');
    // The third edition's four codes (national-forms.md §2: 0 未知的性别, 1 男, 2 女, 9 未说明的性别).
    expect(codes.items.map((row) => row.codeName).sort()).toEqual([
      '女',
      '未知的性别',
      '未说明的性别',
      '男',
    ]);
    const create = await users.village.post('/api/CodeDictionarys', {
      codeType: 'SEX',
      codeSN: '8',
      codeName: '测试性别',
      state: '1',
    });
    expect({ status: create.status, message: create.body.Message }).toEqual({
      status: 403,
      message: '仅管理员可以维护公共数据',
    });
    expect(
      (
        await users.admin.post('/api/CodeDictionarys', {
          codeType: 'SEX',
          codeSN: '8',
          codeName: '测试性别',
          state: '1',
        })
      ).status,
    ).toBe(201);
  });

  it('refuses requests without a valid token (401), but unknown paths stay 404', async () => {
    const urls = [
      '/api/persons',
      '/api/persons/1',
      '/api/persons/excel',
      '/GWEHR/api/hypertensionFollowUp',
      '/api/report/anything',
    ];
    for (const url of urls) {
      const reply = await users.anonymous.get(url);
      expect({ url, status: reply.status, message: reply.body.Message }).toEqual({
        url,
        status: 401,
        message: '登录已失效，请重新登录',
      });
    }
    expect((await users.anonymous.post('/api/persons', personBody())).status).toBe(401);
    const bogus = await users.server.app.inject({
      url: '/api/persons',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(bogus.statusCode).toBe(401);
    expect((await users.anonymous.get('/api/noSuchFamily')).status).toBe(404);
  });
});
