import { type AuditEventItem } from '../../../src/services/contract/audit';
import { CHRONIC_PATHS } from '../../../src/services/contract/chronicPaths';
import { type PagedResponse } from '../../../src/services/contract/envelope';
import {
  GROUP_PERMISSION_PATHS,
  type GroupGrants,
} from '../../../src/services/contract/groupPermissions';
import { startTestServer, type TestServer } from '../../utils/startTestServer';
import { attemptSignIn, DEMO_PASSWORDS, signInAs } from './helpers';
import { type Client, clientFor, createResident, freshIdCard } from './resourcesFixtures';

/**
 * Every access to a resident's data and every change of it or of a permission writes its row
 * (issue's "audit of everything"): reads with their count and query, writes with the changed
 * fields, lifecycle steps, sign-in, logout, password changes, permission changes, refusals.
 */
describe('audit of every access and change', () => {
  let server: TestServer;
  let admin: Client;
  let adminHospital: string;
  let township: Client;
  let village: Client;

  /** The newest events (the admin's own reads of the trail are not recorded). */
  const events = async (query: string): Promise<AuditEventItem[]> => {
    const reply = await admin.get<PagedResponse<AuditEventItem>>(
      `/api/auditEvents?PageSize=200&${query}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response!.items;
  };
  const newest = async (query: string): Promise<AuditEventItem> => {
    const [event] = await events(query);
    expect(event).toBeDefined();
    return event!;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const adminSession = await signInAs(server.app, 'qyadmin');
    admin = clientFor(server.app, adminSession);
    adminHospital = adminSession.HospitalID;
    township = clientFor(server.app, await signInAs(server.app, 'xzys01'));
    village = clientFor(server.app, await signInAs(server.app, 'cunyi01'));
  }, 60_000);
  afterAll(() => server.close());

  it('records a list read with its count and query, identifiers of the query as ***', async () => {
    const reply = await township.list('/api/persons?PageSize=7&name=张&sex=1');
    expect(reply.status).toBe(200);
    const event = await newest('user=xzys01&action=read');
    expect(event).toMatchObject({ resource: 'persons', result: 'ok' });
    expect(event.itemCount).toBe(reply.body.Response!.items.length);
    expect(event.detail).toContain('PageSize=7');
    expect(event.detail).toContain('name=***');
    expect(event.recordIds).toBe('');
  });

  it('records a single-record read and an ID-number lookup, never the full ID', async () => {
    const idCard = freshIdCard();
    const personNum = String(
      (await township.post('/api/persons', { ...personFields(), IDCardNo: idCard })).body.Response
        ?.personNum,
    );
    expect((await township.get(`/api/persons/${personNum}`)).status).toBe(200);
    expect(await newest(`user=xzys01&action=read&personNum=${personNum}`)).toMatchObject({
      resource: 'persons',
      recordIds: personNum,
      itemCount: 1,
    });
    const lookup = await township.get(`/api/persons/GetPersonByIDCardNo?IDCardNo=${idCard}`);
    expect(lookup.status).toBe(200);
    const event = await newest('user=xzys01&action=read');
    expect(event.detail).toContain('IDCardNo=***');
    expect(event.personNum).toBe(personNum);
    const everything = JSON.stringify(await events('user=xzys01'));
    expect(everything).not.toContain(idCard);
  });

  it('records the work list and indicator details as reads', async () => {
    expect(
      (await township.get(`${CHRONIC_PATHS.worklist}?disease=hypertension&PageSize=5`)).status,
    ).toBe(200);
    expect(await newest('user=xzys01&action=read')).toMatchObject({
      resource: 'followUpWorklist',
    });
    const details = await admin.get(
      `${CHRONIC_PATHS.indicatorDetails}?columnName=filed&hospId=${adminHospital}&PageSize=3`,
    );
    expect(details.status).toBe(200);
    expect(await newest('user=qyadmin&action=read')).toMatchObject({
      resource: 'chronicIndicatorDetails',
    });
  });

  it('records a create, an edit with the changed fields before and after, and a delete', async () => {
    const personNum = await createResident(township);
    const created = await newest(`action=create&personNum=${personNum}`);
    expect(created).toMatchObject({ userAccount: 'xzys01', resource: 'persons' });
    expect(created.changes.map((change) => change.field)).toContain('address');

    const record = (await township.get(`/api/persons/${personNum}`)).body.Response!;
    const edited = await township.put(`/api/persons/${personNum}`, {
      ...record,
      address: '桐城市孔城镇桐梓村二组8号',
      phone: '13905569876',
    });
    expect(edited.status).toBe(200);
    const update = await newest(`action=update&recordId=${personNum}`);
    const byField = new Map(update.changes.map((change) => [change.field, change]));
    expect(byField.get('address')).toMatchObject({
      before: '桐城市孔城镇桐梓村一组1号',
      after: '桐城市孔城镇桐梓村二组8号',
    });
    // Identifiers in the trail are masked by their form.
    expect(byField.get('phone')).toMatchObject({ before: '139****1234', after: '139****9876' });
    expect(byField.get('phone')?.label).not.toBe('phone');
    expect(update.changes.map((change) => change.field)).not.toContain('updatedAt');

    const removed = await township.post('/api/persons/deletes', { ids: [personNum] });
    expect(removed.status).toBe(200);
    const deletion = await newest(`action=delete&recordId=${personNum}`);
    expect(deletion.changes.find((change) => change.field === 'address')).toMatchObject({
      before: '桐城市孔城镇桐梓村二组8号',
      after: null,
    });
  });

  it('records a lifecycle step with its name', async () => {
    const personNum = await createResident(township);
    // 注销 is the regional administrator's button.
    const reply = await admin.post(`/api/persons/writeOff/${personNum}`, {});
    expect(reply.body.Message).toBe('注销成功');
    const step = await newest(`action=lifecycle&recordId=${personNum}`);
    expect(step).toMatchObject({ resource: 'persons', detail: '注销' });
    expect(step.changes.length).toBeGreaterThan(0);
  });

  it('records sign-in success and failure, and logout', async () => {
    const failed = await attemptSignIn(server.app, 'xzys01', 'wrong-Password1!');
    expect(failed.body.Success).toBe(false);
    expect(await newest('user=xzys01&action=signIn&result=fail')).toMatchObject({
      detail: failed.body.Message,
    });
    const session = await signInAs(server.app, 'xzys01');
    expect((await newest('user=xzys01&action=signIn&result=ok')).userName).not.toBe('');
    const logout = await clientFor(server.app, session).post('/api/tokens/logout');
    expect(logout.status).toBe(200);
    expect(await newest('user=xzys01&action=logout')).toMatchObject({ result: 'ok' });
  });

  it('records a password change and a wrong old password', async () => {
    const session = await signInAs(server.app, 'guoqi01');
    const api = clientFor(server.app, session);
    const old = encodeURIComponent(DEMO_PASSWORDS.guoqi01);
    const next = encodeURIComponent('Nw@7351#qz');
    await api.get(`/api/sysUsers/password/guoqi01/${next}?oldPassword=Wrong1%40pass`);
    expect(await newest('user=guoqi01&action=password')).toMatchObject({ result: 'fail' });
    const changed = await api.get(`/api/sysUsers/password/guoqi01/${next}?oldPassword=${old}`);
    expect(changed.body.Success).toBe(true);
    const event = await newest('user=guoqi01&action=password');
    expect(event.result).toBe('ok');
    expect(JSON.stringify(event)).not.toContain('Nw@7351');
  });

  it("records a group's grants changed, with the buttons taken away", async () => {
    const groups = await admin.get<{ groupId: number; groupName: string }[]>(
      GROUP_PERMISSION_PATHS.groups,
    );
    const group = groups.body.Response!.find((item) => item.groupName === '村医组')!;
    const url = `${GROUP_PERMISSION_PATHS.grants}/${group.groupId}`;
    const grants = (await admin.get<GroupGrants>(url)).body.Response!;
    const [dropped, ...kept] = grants.funDetailIds;
    expect((await admin.put(url, { ...grants, funDetailIds: kept })).status).toBe(200);
    const event = await newest('action=permission&user=qyadmin');
    expect(event).toMatchObject({ resource: 'userGroups', recordIds: String(group.groupId) });
    expect(event.changes).toContainEqual({
      field: 'funDetailIds',
      label: '取消按钮',
      before: dropped,
      after: null,
    });
    // Put back for the other tests.
    expect((await admin.put(url, grants)).status).toBe(200);
  });

  it('records a refused request with its path and reason', async () => {
    const refused = await village.get('/api/auditEvents');
    expect(refused.status).toBe(403);
    expect(await newest('user=cunyi01&result=denied')).toMatchObject({
      action: 'denied',
      resource: 'GET /api/auditEvents',
      detail: refused.body.Message,
    });
  });

  it('refuses an unknown result filter in Chinese', async () => {
    const reply = await admin.get('/api/auditEvents?result=maybe');
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toContain('操作结果不正确');
  });
});

const personFields = () => ({
  name: '审计居民',
  residenceType: '1',
  nation: '01',
  address: '桐城市孔城镇桐梓村一组1号',
  phone: '13905561234',
});
