import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { signInAs } from './helpers';
import { chinaToday, type Client, clientFor, type Row } from './resourcesFixtures';

/**
 * 健康教育活动记录 on the server: the same rules as the record dialog
 * (src/domain/education/activity.ts), and seeded activities and individual
 * education for every group that sees the pages.
 */
describe('health-education activities on the server', () => {
  let server: TestServer;
  let admin: Client;
  const today = chinaToday();

  const lecture = (overrides: Row = {}): Row => ({
    activityDate: today,
    activityTime: '09:00—10:30',
    activityPlace: '孔城镇卫生院三楼会议室',
    activityType: '2',
    theme: '高血压患者的自我管理',
    organizer: '孔城镇卫生院公共卫生科',
    speaker: '王建国',
    audience: '辖区高血压患者及家属',
    participants: 40,
    summary: '讲解高血压的危害、限盐和规律服药。',
    archiveMaterials: ['1', '5'],
    doctorSignature: '李娟',
    principal: '王建国',
    fillDate: today,
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = clientFor(server.app, await signInAs(server.app, 'qyadmin'));
  }, 60_000);

  afterAll(() => server.close());

  it('records a complete lecture', async () => {
    const reply = await admin.post('/api/healtheducations', lecture());
    expect(reply.status).toBe(201);
  });

  it.each<[string, Row, string, string]>([
    ['a lecture without its speaker', { speaker: '' }, 'speaker', '健康知识讲座须填写主讲人'],
    [
      'a lecture nobody attended',
      { participants: 0 },
      'participants',
      '讲座和咨询活动的接受健康教育人数至少为1人',
    ],
    [
      'a form dated before its activity',
      { activityDate: '2026-01-10', fillDate: '2026-01-09' },
      'fillDate',
      '填表时间不能早于活动时间',
    ],
  ])('refuses %s, naming the field', async (_case, overrides, field, message) => {
    const body = lecture(overrides);
    if (overrides.speaker === '') delete body.speaker;
    const reply = await admin.post('/api/healtheducations', body);
    expect({ status: reply.status, message: reply.body.Message }).toEqual({ status: 400, message });
    expect(reply.body.Response).toMatchObject({ errors: [{ field, message }] });
  });

  it('accepts a bulletin board with no speaker and no head count', async () => {
    const board = lecture({ activityType: '1', participants: 0 });
    delete board.speaker;
    expect((await admin.post('/api/healtheducations', board)).status).toBe(201);
  });

  it('checks an edit against the whole record', async () => {
    const created = await admin.post('/api/healtheducations', lecture());
    const id = String(created.body.Response?.ID ?? created.body.Response?.id);
    const reply = await admin.put(`/api/healtheducations/${id}`, { participants: 0 });
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe('讲座和咨询活动的接受健康教育人数至少为1人');
  });

  it.each(['qyadmin', 'xzys01', 'cunyi01'] as const)(
    'shows %s seeded lectures, consultations and boards, and individual education',
    async (account) => {
      const api = clientFor(server.app, await signInAs(server.app, account));
      const activities = (await api.list('/api/healtheducations?PageSize=200')).body.Response!;
      const types = new Set(activities.items.map((row) => row.activityType));
      expect([...types]).toEqual(expect.arrayContaining(['1', '2', '3']));
      const individual = (await api.list('/api/individualhealtheducation?PageSize=5')).body
        .Response!;
      expect(individual.total).toBeGreaterThan(0);
    },
  );
});
