import { familyModel } from '../../../server/resources/familyModel';
import { addMonths, ageOn } from '../../../src/domain/calendar';
import { contractEndFor } from '../../../src/domain/contract';
import { type PersonProfile } from '../../../src/services/contract';
import {
  SERVICE_DUE_PATHS,
  type ServiceDueReply,
} from '../../../src/services/contract/serviceDuePaths';
import { signInAs } from './helpers';
import {
  chinaToday,
  clientFor,
  createResident,
  minimalBody,
  openCard,
  type Row,
  teamChoiceFor,
} from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

interface ItemReply {
  name: string;
  done: number;
  required: number;
  records: { family: string; id: string; date: string; title: string }[];
}

/**
 * 家庭医生签约 on the server as the village doctor (cunyi01) works it: the package's population
 * check with confirmation, the items and fee copied from the package, fulfilment counted from
 * saved records, the state from the dates, and 续约 (server/resources/hooks/signingHooks.ts,
 * handlers/signingExtras.ts, rules in src/domain/contract).
 */
describe('家庭医生签约 on the server', () => {
  const env = useSignedInServer('cunyi01');
  const today = chinaToday();
  let packages: Map<string, string>;
  let teamId: string;
  let doctorName: string;
  let elder: string;
  let woman: string;

  const signing = (personNum: string, overrides: Row = {}): Row => ({
    personNum,
    signDate: today,
    startDate: today,
    endDate: contractEndFor(today),
    teamId,
    doctorName,
    packageId: packages.get('老年人高血压服务包'),
    ...overrides,
  });

  const errorsOf = (reply: { body: { Response?: unknown } }) =>
    (reply.body.Response as { errors: { field: string; message: string }[] }).errors;

  const profileOf = async (personNum: string) =>
    (await env.api.get<PersonProfile>(`/api/persons/homepage/${personNum}`)).body.Response!;

  const fulfilment = async (id: unknown) => {
    const reply = await env.api.get<{ items: ItemReply[]; stateLabel: string }>(
      `/api/signRegistes/fulfilment/${String(id)}`,
    );
    expect(reply.status).toBe(200);
    return reply.body.Response as { items: ItemReply[]; stateLabel: string; renewable: boolean };
  };

  /** The resident's signing items on the work list's 待办 (service, due date, form). */
  const dueItemsOf = async (personNum: string, state = 'dueToday') => {
    const reply = await env.api.get<ServiceDueReply>(
      `${SERVICE_DUE_PATHS.list}?programme=contract&state=${state}&PageSize=500&doctor=${encodeURIComponent(doctorName)}`,
    );
    expect(reply.status).toBe(200);
    return (reply.body.Response?.items ?? [])
      .filter((item) => item.personNum === personNum && item.serviceKey !== 'contract-expiry')
      .map((item) => [item.service, item.dueDate, item.formFamily]);
  };

  beforeAll(async () => {
    const listed = await env.api.list('/api/signServicePackages?PageSize=50');
    packages = new Map(
      (listed.body.Response?.items ?? []).map((row) => [String(row.packageName), String(row.ID)]),
    );
    elder = await createResident(env.api, addMonths(today, -12 * 67));
    ({ teamId, doctorName } = await teamChoiceFor(env.api, elder));
    woman = await createResident(env.api, addMonths(today, -12 * 38), { sex: '2' });
    await openCard(env.api, 'hypertensionCard', elder);
  }, 60_000);

  it('takes the team from the resident’s hospital and the doctor from that team', async () => {
    const choices = await env.api.get<{ teams: { teamId: string; doctors: unknown[] }[] }>(
      `/api/signRegistes/teamChoices?personNum=${woman}`,
    );
    expect(choices.body.Response?.teams.map((team) => team.teamId)).toEqual([teamId]);
    const otherTeam = env.server.db
      .prepare<[string], string>(
        "SELECT id FROM resource_records WHERE family = 'signTeams' AND id <> ? LIMIT 1",
      )
      .pluck()
      .get(teamId);
    const wrongTeam = await env.api.post(
      '/api/signRegistes',
      signing(woman, { teamId: otherTeam }),
    );
    expect(wrongTeam.status).toBe(400);
    expect(errorsOf(wrongTeam)[0]).toMatchObject({
      field: 'teamId',
      message: expect.stringContaining('居民所属机构的家庭医生团队') as unknown,
    });
    const wrongDoctor = await env.api.post(
      '/api/signRegistes',
      signing(woman, { doctorName: '王建国' }),
    );
    expect(wrongDoctor.status).toBe(400);
    expect(errorsOf(wrongDoctor)[0]).toMatchObject({
      field: 'doctorName',
      message: expect.stringContaining('的团队医生') as unknown,
    });
  });

  it('places the resident and checks the package before signing', async () => {
    expect(ageOn(addMonths(today, -12 * 38), today)).toBe(38);
    const check = await env.api.get<Row>(
      `/api/signRegistes/populationCheck?personNum=${woman}&packageId=${packages.get('0～6岁儿童服务包')}&startDate=${today}`,
    );
    expect(check.status).toBe(200);
    expect(check.body.Response).toMatchObject({ fits: false, crowdLabels: ['一般人群'], age: 38 });
    expect(String((check.body.Response?.reasons as string[])[0])).toContain('0～6岁儿童');

    const elderCheck = await env.api.get<Row>(
      `/api/signRegistes/populationCheck?personNum=${elder}&packageId=${packages.get('老年人高血压服务包')}`,
    );
    expect(elderCheck.body.Response).toMatchObject({ fits: true, reasons: [] });
  });

  it('asks for confirmation of a package that does not fit, and keeps the reasons', async () => {
    const childPackage = { packageId: packages.get('0～6岁儿童服务包') };
    const refused = await env.api.post('/api/signRegistes', signing(woman, childPackage));
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual([
      {
        field: 'packageId',
        message: expect.stringContaining('该服务包面向0～6岁儿童') as string,
      },
    ]);
    expect(refused.body.Message).toContain('该服务包适用于6岁及以下居民，该居民38岁');

    const confirmed = await env.api.post<Row>(
      '/api/signRegistes',
      signing(woman, { ...childPackage, populationConfirmed: true }),
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.Response).toMatchObject({
      populationConfirmed: true,
      crowdTypes: ['1'],
      signFee: 60,
      selfPayFee: 0,
    });
    expect(String(confirmed.body.Response?.populationNote)).toContain('0～6岁儿童');
  });

  it('copies the package items and fee, and counts fulfilment from saved records', async () => {
    const created = await env.api.post<Row>(
      '/api/signRegistes',
      // What a client sends for the items or the fee is replaced by the package's.
      signing(elder, { signFee: 1 }),
    );
    expect(created.status).toBe(201);
    const contract = created.body.Response as Row;
    expect(contract).toMatchObject({
      crowdTypes: ['4', '5'],
      signFee: 132,
      selfPayFee: 12,
      contractState: 'active',
      populationConfirmed: false,
    });
    expect((contract.items as Row[]).map((item) => [item.name, item.times])).toEqual([
      ['高血压面对面随访', 4],
      ['健康体检', 1],
      ['中医药健康管理', 1],
      ['健康教育', 2],
    ]);

    const before = await fulfilment(contract.ID);
    expect(before.items[0]).toMatchObject({ name: '高血压面对面随访', done: 0, required: 4 });
    // The work list's 待办 lists each undelivered item of the contract year (service_due).
    const dueBefore = await dueItemsOf(elder);
    expect(dueBefore).toHaveLength(4);
    expect(dueBefore).toEqual(
      expect.arrayContaining([
        ['签约履约：高血压面对面随访 0/4', today, 'hypertensionFollowUp'],
        ['签约履约：健康体检 0/1', today, 'healthCheckTables'],
        ['签约履约：中医药健康管理 0/1', today, 'questionnaireMains'],
        ['签约履约：健康教育 0/2', today, 'individualhealtheducation'],
      ]),
    );
    expect((await profileOf(elder)).due.map((entry) => entry.service)).toContain(
      '签约履约：高血压面对面随访 0/4',
    );

    const visit = (visitMethod: string, visitDate = today): Row => ({
      personNum: elder,
      visitDate,
      visitMethod,
      symptoms: ['1'],
      sbp: 130,
      dbp: 80,
      medicationCompliance: '1',
      doctorSignature: '王建国',
    });
    // By telephone: a follow-up, but not face to face.
    expect((await env.api.post('/api/hypertensionFollowUp', visit('3'))).status).toBe(201);
    expect((await fulfilment(contract.ID)).items[0]?.done).toBe(0);

    const faceToFace = await env.api.post<Row>('/api/hypertensionFollowUp', visit('1'));
    expect(faceToFace.status).toBe(201);
    const after = await fulfilment(contract.ID);
    expect(after.items[0]).toMatchObject({ done: 1, required: 4 });
    // The save moved the item on in the same write: 1 of 4, the next one due in three months.
    expect(await dueItemsOf(elder, 'notDoneThisYear')).not.toContainEqual(
      expect.arrayContaining(['签约履约：高血压面对面随访 0/4']),
    );
    const row = env.server.db
      .prepare<[string], { service: string; due_date: string }>(
        `SELECT service, due_date FROM service_due
          WHERE person_num = ? AND service_key = 'contract-item-1'`,
      )
      .get(elder);
    expect(row).toEqual({
      service: '签约履约：高血压面对面随访 1/4',
      due_date: addMonths(today, 3),
    });
    expect(after.items[0]?.records).toEqual([
      {
        family: 'hypertensionFollowUp',
        id: String(faceToFace.body.Response?.ID),
        date: today,
        title: expect.any(String) as string,
        openable: true,
      },
    ]);
    // The 健康画像 names the agreement and what it still owes, counted the same way.
    const profile = await profileOf(elder);
    expect(profile.signing).toMatchObject({
      packageName: '老年人高血压服务包',
      state: 'active',
      stateLabel: '已签约',
    });
    // Its 待办与逾期 holds the items due now; the 2nd follow-up (1/4) is due in three months.
    const dueNow = profile.due.map((entry) => entry.service);
    expect(dueNow).toContain('签约履约：健康体检 0/1');
    expect(dueNow.filter((service) => service.includes('高血压面对面随访'))).toEqual([]);
  });

  it('counts a record of another hospital in the 履约情况 and the 健康画像 alike', async () => {
    const resident = await createResident(env.api, addMonths(today, -12 * 68));
    const created = await env.api.post<Row>(
      '/api/signRegistes',
      signing(resident, { packageId: packages.get('老年人服务包') }),
    );
    expect(created.status).toBe(201);
    const id = String(created.body.Response?.ID);
    const checkOf = (reply: { items: ItemReply[] }) =>
      reply.items.find((item) => item.name === '生活自理能力评估');
    expect(checkOf(await fulfilment(id))).toMatchObject({ done: 0, required: 1 });
    expect((await profileOf(resident)).due.map((entry) => entry.service)).toContain(
      '签约履约：生活自理能力评估 0/1',
    );

    // The township centre (李秀英's hospital, outside the village doctor's) makes the assessment.
    const township = clientFor(env.server.app, await signInAs(env.server.app, 'xzys01'));
    const check = await township.post<Row>(
      '/api/healthchecktablescores',
      minimalBody(familyModel('healthchecktablescores'), today, {
        personNum: resident,
        unique: id,
      }),
    );
    expect(check.status).toBe(201);
    expect(check.body.Response?.hospitalId).not.toBe(created.body.Response?.hospitalId);

    const after = checkOf(await fulfilment(id));
    expect(after).toMatchObject({ done: 1, required: 1 });
    // Listed, but the village doctor may not open another hospital's record.
    expect(after?.records).toEqual([
      expect.objectContaining({ id: String(check.body.Response?.ID), openable: false }),
    ]);
    expect(
      (await profileOf(resident)).due.filter((entry) => entry.service.includes('生活自理能力评估')),
    ).toEqual([]);
  });

  it('charges the self-paid part once against a receipt, and ends with a reason', async () => {
    const resident = await createResident(env.api, addMonths(today, -12 * 66));
    await openCard(env.api, 'hypertensionCard', resident);
    const created = await env.api.post<Row>('/api/signRegistes', signing(resident));
    const id = String(created.body.Response?.ID);

    const unpaid = await env.api.post(`/api/signRegistes/charge/${id}`, {});
    expect([unpaid.status, unpaid.body.Message]).toEqual([400, '请选择支付方式']);
    const charged = await env.api.post<Row>(`/api/signRegistes/charge/${id}`, { payMethod: '2' });
    expect(charged.status).toBe(200);
    expect(charged.body.Response).toMatchObject({
      chargeStatus: '1',
      payMethod: '2',
      chargeAmount: 12,
      chargeDate: today,
      receiptNo: `QYSF${today.replaceAll('-', '')}${id.padStart(6, '0')}`,
    });
    expect((await env.api.post(`/api/signRegistes/charge/${id}`, { payMethod: '2' })).status).toBe(
      409,
    );

    // The basic elderly package is free: nothing to charge.
    const other = await createResident(env.api, addMonths(today, -12 * 69));
    const free = await env.api.post<Row>(
      '/api/signRegistes',
      signing(other, { packageId: packages.get('老年人服务包') }),
    );
    const refused = await env.api.post(
      `/api/signRegistes/charge/${String(free.body.Response?.ID)}`,
      {
        payMethod: '1',
      },
    );
    expect([refused.status, refused.body.Message]).toEqual([400, '该签约个人自付为0元，无需收费']);

    // 解约 is the township's, and names its reason.
    expect((await env.api.post(`/api/signRegistes/termination/${id}`, {})).status).toBe(403);
    const township = clientFor(env.server.app, await signInAs(env.server.app, 'xzys01'));
    const bare = await township.post(`/api/signRegistes/termination/${id}`, {});
    expect([bare.status, bare.body.Message]).toEqual([400, '请选择解约原因']);
    const ended = await township.post<Row>(`/api/signRegistes/termination/${id}`, {
      terminationReason: '2',
      terminationNote: '迁往外县',
    });
    expect(ended.status).toBe(200);
    expect(ended.body.Response).toMatchObject({
      signStatus: '2',
      contractState: 'terminated',
      terminationDate: today,
      terminationReason: '2',
    });
  });

  it('refuses a second agreement over the same days', async () => {
    const overlapping = await env.api.post('/api/signRegistes', signing(elder));
    expect(overlapping.status).toBe(400);
    expect(errorsOf(overlapping)[0]?.message).toContain('签约期限不能重叠');
  });

  it('shows an ended agreement as 已过期 and renews it as a linked agreement', async () => {
    const resident = await createResident(env.api, addMonths(today, -12 * 70));
    const start = addMonths(today, -13);
    const ended = await env.api.post<Row>(
      '/api/signRegistes',
      signing(resident, {
        packageId: packages.get('老年人服务包'),
        signDate: start,
        startDate: start,
        endDate: contractEndFor(start),
      }),
    );
    expect(ended.status).toBe(201);
    const id = String(ended.body.Response?.ID);
    const listed = await env.api.list(`/api/signRegistes?personNum=${resident}`);
    expect(listed.body.Response?.items.map((row) => row.contractState)).toEqual(['expired']);
    expect(await fulfilment(id)).toMatchObject({ stateLabel: '已过期', renewable: true });
    const expired = await profileOf(resident);
    expect(expired.signing).toMatchObject({ id, stateLabel: '已过期' });
    expect(expired.due).toContainEqual(
      expect.objectContaining({ service: '家庭医生签约已过期（待续约）', state: 'overdue' }),
    );

    const renewed = await env.api.post<Row>(`/api/signRegistes/renew/${id}`, {});
    expect(renewed.status).toBe(201);
    expect(renewed.body.Response).toMatchObject({
      previousId: id,
      signType: '2',
      startDate: today,
      endDate: contractEndFor(today),
      teamId,
      packageId: packages.get('老年人服务包'),
      contractState: 'active',
    });
    expect((renewed.body.Response?.items as Row[]).length).toBe(4);

    expect((await profileOf(resident)).signing).toMatchObject({ state: 'active' });

    const again = await env.api.post(`/api/signRegistes/renew/${id}`, {});
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe('该签约已续约');
  });

  it('offers no renewal while an agreement has more than 30 days to run', async () => {
    const resident = await createResident(env.api, addMonths(today, -12 * 72));
    const created = await env.api.post<Row>(
      '/api/signRegistes',
      signing(resident, { packageId: packages.get('老年人服务包') }),
    );
    const refused = await env.api.post(
      `/api/signRegistes/renew/${String(created.body.Response?.ID)}`,
      {},
    );
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toContain('签约到期前30天内方可续约');
  });
});
