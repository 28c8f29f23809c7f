import { managedHospitalIds } from '../../../server/auth/managedHospitals';
import { type MenuItem } from '../../../server/auth/menuTree';
import { type SessionReply } from '../../../server/auth/sessionReply';
import { type Envelope, type PagedResponse } from '../../../src/services/contract/envelope';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { authorized, signInAs } from './helpers';

const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.NextMenus)]);

const buttonCodes = (items: MenuItem[]): string[] =>
  flatten(items)
    .flatMap((item) => item.Buttons.map((button) => button.FunDetailID))
    .sort();

describe('protected routes', () => {
  let server: TestServer;
  let admin: SessionReply;
  let township: SessionReply;
  let village: SessionReply;

  const get = <T>(url: string, session?: SessionReply) =>
    server.app
      .inject({ url, headers: session ? authorized(session) : {} })
      .then((reply) => ({ status: reply.statusCode, body: reply.json<Envelope<T>>() }));

  const menusOf = async (session: SessionReply) =>
    (await get<MenuItem[]>(`/api/functionQXs/userMenus?userAcc=${session.UserAcc}`, session)).body
      .Response!;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInAs(server.app, 'qyadmin');
    township = await signInAs(server.app, 'xzys01');
    village = await signInAs(server.app, 'cunyi01');
    // Seeding every area's demo data takes seconds on the shared two-core machine (as the other
    // server tests that start a seeded server allow).
  }, 60_000);

  afterAll(() => server.close());

  describe('without a valid token every protected route answers 401', () => {
    const routes = [
      '/api/functionQXs/userMenus?userAcc=qyadmin',
      '/api/systemParams/IsAllowInputCOPD',
      '/api/versionupdate',
      '/api/sysUsers/password/qyadmin/Ab%231xyzQ?oldPassword=x',
    ];
    it.each(routes.flatMap((route) => [route, `/GWEHR${route}`]))('%s', async (url) => {
      for (const headers of [
        {},
        { authorization: 'Bearer nonsense' },
        { authorization: 'Basic eA==' },
      ]) {
        const reply = await server.app.inject({ url, headers });
        expect(reply.statusCode).toBe(401);
        expect(reply.json<Envelope>().Message).toBe('登录已失效，请重新登录');
      }
    });
  });

  describe('user menus', () => {
    it('gives each group its own tree', async () => {
      const full = await menusOf(admin);
      const centre = await menusOf(township);
      const clinic = await menusOf(village);
      const names = (items: MenuItem[]) => items.map((item) => item.FunctionName);

      expect(names(full)).toEqual([
        '居民健康档案',
        '慢病管理',
        '老年人健康管理',
        '妇幼健康管理',
        '家庭医生签约',
        '健康教育',
        '公共卫生服务',
        '统计报表',
        '健康银行',
        '绩效考核',
        '外呼管理',
        '卫生监督协管',
        '突发公共卫生事件',
        '系统管理',
      ]);
      expect(names(clinic)).toEqual([
        '居民健康档案',
        '慢病管理',
        '老年人健康管理',
        '家庭医生签约',
        '健康教育',
        '统计报表',
        '健康银行',
        '外呼管理',
        '卫生监督协管',
        '突发公共卫生事件',
      ]);
      expect(flatten(clinic).length).toBeLessThan(flatten(centre).length);
      expect(flatten(centre).length).toBeLessThan(flatten(full).length);
    });

    it('has containers, leaves, button holders and an external link in the contract shape', async () => {
      const items = flatten(await menusOf(admin));
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(
          [
            'Buttons',
            'FunctionName',
            'IcoName',
            'MenuComponet',
            'MenuLink',
            'MenuName',
            'NextMenus',
          ].sort(),
        );
      }
      const persons = items.find((item) => item.MenuComponet === 'persons')!;
      expect(persons).toMatchObject({
        MenuLink: '/archives/persons',
        FunctionName: '个人健康档案',
      });
      expect(persons.NextMenus).toEqual([
        expect.objectContaining({
          MenuLink: 'formBtns',
          Buttons: [
            { FunDetailID: 'persons:create' },
            { FunDetailID: 'persons:update' },
            { FunDetailID: 'persons:deletes' },
            { FunDetailID: 'persons:excel' },
            { FunDetailID: 'persons:viewFull' },
            { FunDetailID: 'persons:writeOff' },
            { FunDetailID: 'persons:restore' },
            { FunDetailID: 'persons:transfer' },
          ],
        }),
      ]);
      const chronic = items.find((item) => item.FunctionName === '慢病管理')!;
      expect(chronic).toMatchObject({ MenuComponet: 'Layout', MenuLink: '/chronic' });
      // 工作提醒/待办 and the work list, then one container per programme (hypertension,
      // diabetes, COPD, stroke, tumour, high-risk, two-disease, mental disorder, tuberculosis).
      expect(chronic.NextMenus.map((item) => item.MenuComponet)).toEqual([
        'serviceDueList',
        'followUpWorklist',
        ...Array.from({ length: 9 }, () => 'Layout'),
      ]);
      expect(chronic.NextMenus.map((item) => item.FunctionName)).toContain('严重精神障碍管理');
      expect(items.some((item) => item.FunctionName.includes('慢性阻塞性肺疾病'))).toBe(true);
      expect(items.find((item) => item.FunctionName === '国家基本公共卫生服务规范')).toMatchObject({
        MenuComponet: 'https://www.nhc.gov.cn/',
      });
      const sign = items.find((item) => item.FunctionName === '家庭医生签约')!;
      expect(sign.NextMenus.map((item) => item.FunctionName)).toEqual(['签约登记', '履约核查']);
      // The village doctor sees one child of it (履约核查 is the township's): a single link.
      const villageSign = (await menusOf(village)).find(
        (item) => item.FunctionName === '家庭医生签约',
      )!;
      expect(villageSign.NextMenus.map((item) => item.FunctionName)).toEqual(['签约登记']);
    });

    it('gives the village doctor fewer buttons', async () => {
      const adminCodes = buttonCodes(await menusOf(admin));
      const villageCodes = buttonCodes(await menusOf(village));
      expect(adminCodes).toEqual(
        expect.arrayContaining(['persons:deletes', 'persons:excel', 'persons:viewFull']),
      );
      expect(villageCodes).toEqual(expect.arrayContaining(['persons:create', 'persons:update']));
      // Full ID numbers, phones and names are the regional administrators' only (spec 5).
      expect(villageCodes).not.toContain('persons:viewFull');
      expect(buttonCodes(await menusOf(township))).not.toContain('persons:viewFull');
      expect(villageCodes.filter((code) => /:(deletes|excel|audit)$/.test(code))).toEqual([]);
      expect(villageCodes.every((code) => adminCodes.includes(code))).toBe(true);
    });

    it("refuses another user's menus unless the caller is an administrator", async () => {
      const denied = await get('/api/functionQXs/userMenus?userAcc=qyadmin', village);
      expect(denied.status).toBe(403);
      expect(denied.body.Success).toBe(false);
      const allowed = await get<MenuItem[]>('/api/functionQXs/userMenus?userAcc=cunyi01', admin);
      expect(allowed.body.Response).toEqual(await menusOf(village));
      const unknown = await get('/api/functionQXs/userMenus?userAcc=nobody', admin);
      expect(unknown.status).toBe(404);
    });
  });

  it('answers the COPD setting and other system parameters', async () => {
    const copd = await get('/GWEHR/api/systemParams/IsAllowInputCOPD', village);
    expect(copd.body).toMatchObject({
      Success: true,
      Response: { SystemKey: 'IsAllowInputCOPD', SystemValue: 1 },
    });
    const days = await get('/api/systemParams/PasswordExpireDays', village);
    expect(days.body.Response).toMatchObject({ SystemValue: 90 });
    expect((await get('/api/systemParams/NoSuchKey', village)).status).toBe(404);
  });

  it('answers the release list of the update timeline', async () => {
    const { body } = await get<
      PagedResponse<{ Version: string; ReleaseDate: string; Notes: string[] }>
    >('/api/versionupdate', township);
    expect(body.Success).toBe(true);
    expect(body.Response!.total).toBe(body.Response!.items.length);
    expect(body.Response!.items[0]).toMatchObject({
      Version: expect.stringMatching(/^\d+\.\d+\.\d+$/) as unknown,
      ReleaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
  });

  it('works over a real port with a Bearer token', async () => {
    const reply = await fetch(`${server.url}/GWEHR/api/versionupdate`, {
      headers: authorized(admin),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(((await reply.json()) as Envelope).Success).toBe(true);
  });

  it('scopes hospitals to the managed subtree', () => {
    const bureau = managedHospitalIds(server.db, '340881001');
    const centre = managedHospitalIds(server.db, '340881100001');
    const clinic = managedHospitalIds(server.db, '34088110020101');
    expect(bureau).toEqual(expect.arrayContaining(['340881001', '340881100001', '34088110020101']));
    expect(bureau).not.toContain('341622001');
    expect(centre).toEqual(['340881100001', '34088110020101', '34088110020201', '34088110020301']);
    expect(clinic).toEqual(['34088110020101']);
  });
});

describe('COPD entry switched off', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      allowCopd: 0,
      loginTimeoutMinutes: 45,
      systemName: '测试平台',
    });
  });

  afterAll(() => server.close());

  it('reports SystemValue 0 and the configured run parameters', async () => {
    const session = await signInAs(server.app, 'xzys01');
    const copd = await server.app.inject({
      url: '/api/systemParams/IsAllowInputCOPD',
      headers: authorized(session),
    });
    expect(copd.json<Envelope<{ SystemValue: number }>>().Response!.SystemValue).toBe(0);
    const params = await server.app.inject({ url: '/api/tokens/systemrunparam' });
    expect(params.json<Envelope>().Response).toEqual({
      LoginTimeout: 45,
      QQGroup: '',
      SystemName: '测试平台',
    });
  });
});
