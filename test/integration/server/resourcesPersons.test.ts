import { Workbook } from 'exceljs';

import { maskIdCard } from '../../../src/domain/identity';
import { type PagedResponse } from '../../../src/services/contract/envelope';
import { signInAs } from './helpers';
import {
  chinaToday,
  freshIdCard,
  openCard,
  personBody,
  type Row,
  clientFor,
} from './resourcesFixtures';
import { useSignedInServer } from './signedInServer';

/** 孔城镇桐梓村卫生室: village code 340881100201 plus 01. */
const KONGCHENG_CLINIC = '34088110020101';

describe('resident files and their services', () => {
  const env = useSignedInServer();
  const today = chinaToday();

  /** A seeded resident of a family and hospital, straight from the database. */
  const seeded = (where = '1 = 1') =>
    env.server.db
      .prepare<
        [],
        { id: string; name: string; id_card_no: string; hospital_id: string; data: string }
      >(
        `SELECT id, name, id_card_no, hospital_id, data FROM resource_records
         WHERE family = 'persons' AND ${where} ORDER BY id LIMIT 1`,
      )
      .get()!;

  describe('paged lists', () => {
    it('pages with PageNumber and PageSize and caps the page at 500', async () => {
      const first = (await env.api.list('/api/persons?PageNumber=1&PageSize=10')).body.Response!;
      const second = (await env.api.list('/api/persons?PageNumber=2&PageSize=10')).body.Response!;
      expect(first).toMatchObject({ PageNumber: 1, PageSize: 10 });
      expect(second).toMatchObject({ PageNumber: 2, PageSize: 10, total: first.total });
      expect(first.items).toHaveLength(10);
      const ids = new Set(first.items.map((row) => row.personNum));
      expect(second.items.some((row) => ids.has(row.personNum))).toBe(false);
      const capped = (await env.api.list('/api/persons?PageSize=100000')).body.Response!;
      expect(capped.PageSize).toBe(500);
      expect(capped.items).toHaveLength(500);
    });

    it('finds names by part (LIKE) and ID numbers exactly', async () => {
      const person = seeded();
      const part = person.name.slice(0, 2);
      const byName = (
        await env.api.list(`/api/persons?name=${encodeURIComponent(part)}&PageSize=500`)
      ).body.Response!;
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.items.every((row) => String(row.name).includes(part))).toBe(true);
      expect(byName.items.some((row) => row.personNum === person.id)).toBe(true);

      const byId = (await env.api.list(`/api/persons?IDCardNo=${person.id_card_no}`)).body
        .Response!;
      expect(byId.total).toBe(1);
      expect(byId.items[0]).toMatchObject({ personNum: person.id, IDCardNo: person.id_card_no });
      const partial = (
        await env.api.list(`/api/persons?IDCardNo=${person.id_card_no.slice(0, 10)}`)
      ).body.Response!;
      expect(partial.total).toBe(0);
    });

    it('filters by codes, hospital subtree and date ranges, and sorts', async () => {
      const dead = (await env.api.list('/api/persons?status=3')).body.Response!;
      expect(dead.total).toBe(8);
      expect(dead.items.every((row) => row.status === '3')).toBe(true);

      const clinic = (
        await env.api.list(`/api/persons?hospitalId=${KONGCHENG_CLINIC}&PageSize=500`)
      ).body.Response!;
      expect(clinic.items.every((row) => row.hospitalId === KONGCHENG_CLINIC)).toBe(true);
      const centre = (await env.api.list('/api/persons?hospitalId=340881100001&PageSize=1')).body
        .Response!;
      expect(centre.total).toBeGreaterThan(clinic.total); // the centre and its clinics

      const range = (
        await env.api.list(
          '/api/hypertensionFollowUp?visitDateStart=2025-01-01&visitDateEnd=2025-03-31&PageSize=500',
        )
      ).body.Response!;
      expect(range.total).toBeGreaterThan(0);
      expect(
        range.items.every(
          (row) => String(row.visitDate) >= '2025-01-01' && String(row.visitDate) <= '2025-03-31',
        ),
      ).toBe(true);

      const uncontrolled = (
        await env.api.list('/api/hypertensionFollowUp?visitClassification=2&sbpMin=140&PageSize=50')
      ).body.Response!;
      expect(
        uncontrolled.items.every(
          (row) => Number(row.sbp) >= 140 && row.visitClassification === '2',
        ),
      ).toBe(true);

      const oldest = (
        await env.api.list('/api/persons?SortField=birthDate&SortOrder=asc&PageSize=50')
      ).body.Response!;
      const births = oldest.items.map((row) => String(row.birthDate));
      expect(births).toEqual([...births].sort());
      const newest = (
        await env.api.list('/api/persons?SortField=birthDate&SortOrder=desc&PageSize=5')
      ).body.Response!;
      expect(String(newest.items[0]?.birthDate) >= String(births[births.length - 1])).toBe(true);
    });

    it('refuses unknown parameters, sort fields and bad page numbers', async () => {
      const unknown = await env.api.list('/api/persons?nmae=张');
      expect(unknown.status).toBe(400);
      expect(unknown.body.Message).toBe('未知查询参数：nmae');
      expect((await env.api.list('/api/persons?SortField=nope')).body.Message).toBe(
        '不支持的排序字段：nope',
      );
      expect((await env.api.list('/api/persons?PageNumber=0')).body.Message).toBe(
        'PageNumber应为正整数',
      );
      expect((await env.api.list('/api/persons?buildDateStart=2025-13-01')).body.Message).toBe(
        '查询参数buildDateStart应为日期（YYYY-MM-DD）',
      );
    });
  });

  describe('excel export', () => {
    it('writes a real .xlsx with Chinese headers and a Chinese file name', async () => {
      const reply = await env.api.raw(`/api/persons/excel?hospitalId=${KONGCHENG_CLINIC}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const disposition = String(reply.headers['content-disposition']);
      expect(disposition).toContain(`filename=persons_${today.replaceAll('-', '')}.xlsx;`);
      expect(disposition).toContain(
        `filename*=UTF-8''${encodeURIComponent(`居民健康档案_${today.replaceAll('-', '')}.xlsx`)}`,
      );
      expect(reply.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

      const workbook = new Workbook();
      await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('居民健康档案');
      const headers = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(headers).toEqual(
        expect.arrayContaining(['个人编号', '姓名', '性别', '身份证号', '档案状态']),
      );
      const clinic = (await env.api.list(`/api/persons?hospitalId=${KONGCHENG_CLINIC}&PageSize=1`))
        .body.Response!;
      expect(sheet.rowCount).toBe(clinic.total + 1);
      const sexColumn = headers.indexOf('性别') + 1;
      expect(['男', '女']).toContain(sheet.getRow(2).getCell(sexColumn).value);
      const hospitalColumn = headers.indexOf('管理机构') + 1;
      expect(sheet.getRow(2).getCell(hospitalColumn).value).toBe('孔城镇桐梓村卫生室');
    });

    it('exports the families without declared fields and the Excel-spelt path', async () => {
      const checks = await env.api.raw('/api/healthCheckTables/Excel?checkDateStart=2026-10-01');
      expect(checks.statusCode).toBe(200);
      expect(checks.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const notices = await env.api.raw('/api/organizationdepts/excel');
      expect(notices.statusCode).toBe(200);
    });
  });

  describe('resident extras', () => {
    it('gives the next personNum, assigns it and a 17-digit file number on create', async () => {
      const next = await env.api.get<{ personNum: string }>(
        `/api/persons/personNum?hospitalId=${KONGCHENG_CLINIC}`,
      );
      expect(next.body.Response?.personNum).toMatch(/^340881100201\d{6}$/);
      const created = await env.api.post(
        '/api/persons',
        personBody({ hospitalId: KONGCHENG_CLINIC }),
      );
      expect(created.status).toBe(201);
      expect(created.body.Response).toMatchObject({
        personNum: next.body.Response?.personNum,
        hospitalId: KONGCHENG_CLINIC,
        hospitalName: '孔城镇桐梓村卫生室',
        regionCode: '340881100201',
        status: '1',
        buildDate: today,
      });
      expect(created.body.Response?.fileNum).toMatch(/^340881100201\d{5}$/);
    });

    it('creates a missing file number (createFileNum) and keeps an existing one', async () => {
      const without = seeded("json_extract(data, '$.fileNum') IS NULL");
      const made = await env.api.post<Row>(`/api/persons/createFileNum/${without.id}`);
      expect(made.status).toBe(200);
      expect(made.body.Response?.fileNum).toMatch(/^\d{17}$/);
      const again = await env.api.post<Row>(`/api/persons/createFileNum/${without.id}`);
      expect(again.body.Response?.fileNum).toBe(made.body.Response?.fileNum);
      const nostand = (await env.api.list('/api/persons/nostand?PageSize=500')).body.Response!;
      expect(nostand.items.some((row) => row.personNum === without.id)).toBe(false);
    });

    it('finds a file by ID number and warns of an ID already on file', async () => {
      const person = seeded();
      const found = await env.api.get(
        `/api/persons/GetPersonByIDCardNo?IDCardNo=${person.id_card_no}`,
      );
      expect(found.body.Response).toMatchObject({ personNum: person.id });
      const missing = await env.api.get(
        `/api/persons/GetPersonByIDCardNo?IDCardNo=${freshIdCard()}`,
      );
      expect(missing.status).toBe(200);
      expect(missing.body).toMatchObject({ Success: true, Response: null });

      const duplicate = (await env.api.list(`/api/persons/duplicate?IDCardNo=${person.id_card_no}`))
        .body;
      expect(duplicate.Message).toBe('该身份证号已建档');
      expect(duplicate.Response?.items).toEqual([
        expect.objectContaining({ personNum: person.id, name: person.name, inScope: true }),
      ]);

      // Same name and birth date under another ID number: a suspected duplicate.
      const data = JSON.parse(person.data) as Row;
      const twin = await env.api.post(
        '/api/persons',
        personBody({
          name: person.name,
          IDCardNo: freshIdCard(data.sex as '1', String(data.birthDate)),
        }),
      );
      expect(twin.status).toBe(201);
      const suspects = (await env.api.list('/api/persons/duplicate?PageSize=500')).body.Response!;
      const numbers = suspects.items.map((row) => row.personNum);
      expect(numbers).toEqual(expect.arrayContaining([person.id, twin.body.Response?.personNum]));
    });

    it('lists the seeded suspected duplicate of an archive by name and birth date', async () => {
      // The demo pair (server/seed/residents/duplicateDemo.ts): filed at 桐梓村 and again at the
      // 孔城镇 centre with two ID digits transposed.
      const pair = env.server.db
        .prepare<[], { a: string; b: string; name: string; aId: string; bId: string }>(
          `SELECT a.id AS a, b.id AS b, a.name, a.id_card_no AS aId, b.id_card_no AS bId
             FROM resource_records a JOIN resource_records b
               ON b.family = 'persons' AND b.name = a.name AND b.id <> a.id
              AND json_extract(b.data, '$.birthDate') = json_extract(a.data, '$.birthDate')
            WHERE a.family = 'persons' AND a.hospital_id = '34088110020101'
              AND b.hospital_id = '340881100001'`,
        )
        .get()!;
      expect(pair.aId).not.toBe(pair.bId);
      const township = clientFor(env.server.app, await signInAs(env.server.app, 'xzys01'));
      const suspects = (await township.list(`/api/persons/duplicate?personNum=${pair.a}`)).body
        .Response!;
      expect(suspects.items).toEqual([
        expect.objectContaining({
          personNum: pair.b,
          name: pair.name,
          // xzys01 lacks 查看完整信息: the ID number arrives masked (spec 5).
          IDCardNo: maskIdCard(pair.bId),
          inScope: true,
          matchedBy: 'nameBirthDate',
        }),
      ]);
      const back = (await township.list(`/api/persons/duplicate?personNum=${pair.b}`)).body
        .Response!;
      expect(back.items.map((row) => row.personNum)).toEqual([pair.a]);
    });

    it('answers the picker, the homepage and the elderly list', async () => {
      const patient = env.server.db
        .prepare<[], { person_num: string }>(
          "SELECT person_num FROM resource_records WHERE family = 'hypertensionCard' AND status = '1' LIMIT 1",
        )
        .get()!;
      const home = await env.api.get<{ person: Row; tags: string[]; services: Row[] }>(
        `/api/persons/homepage/${patient.person_num}`,
      );
      expect(home.body.Response?.tags).toContain('高血压');
      expect(home.body.Response?.services).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            family: 'hypertensionCard',
            count: 1,
            title: '高血压患者管理卡',
          }),
        ]),
      );
      const name = String(home.body.Response?.person.name);
      const picker = (await env.api.list(`/api/persons/select?keyword=${encodeURIComponent(name)}`))
        .body.Response!;
      expect(picker.items.some((row) => row.personNum === patient.person_num)).toBe(true);
      expect(Object.keys(picker.items[0]!)).toEqual(
        expect.arrayContaining(['personNum', 'name', 'IDCardNo', 'age', 'hospitalName']),
      );
      const elderly = (await env.api.list('/api/persons/oldPerson?PageSize=500')).body.Response!;
      expect(elderly.total).toBeGreaterThan(300);
      expect(elderly.items.every((row) => Number(row.age) >= 65)).toBe(true);
    });

    it('writes a file off (注销) and refuses to do it twice', async () => {
      const created = await env.api.post('/api/persons', personBody());
      const personNum = String(created.body.Response?.personNum);
      const off = await env.api.post<Row>(`/api/persons/writeOff/${personNum}`);
      expect(off.body.Response).toMatchObject({ status: '4', statusBy: '王建国' });
      const again = await env.api.post(`/api/persons/writeOff/${personNum}`);
      expect(again.status).toBe(409);
      expect(again.body.Message).toBe('当前已是“注销”状态，无需注销');
    });

    it('merges a duplicate file into the one kept and writes the duplicate off', async () => {
      const keep = String(
        (await env.api.post('/api/persons', personBody())).body.Response?.personNum,
      );
      const duplicate = String(
        (await env.api.post('/api/persons', personBody())).body.Response?.personNum,
      );
      await openCard(env.api, 'hypertensionCard', duplicate);
      const visit = await env.api.post<Row>('/api/hypertensionFollowUp', {
        personNum: duplicate,
        visitDate: today,
        visitMethod: '1',
        symptoms: ['1'],
        sbp: 132,
        dbp: 84,
        medicationCompliance: '1',
        visitClassification: '1',
        doctorSignature: '王建国',
      });
      const merged = await env.api.post('/api/persons/fileMerge', {
        personNum: keep,
        mergePersonNums: [duplicate],
      });
      expect(merged.body).toMatchObject({
        Message: '档案合并成功',
        // The follow-up and the hypertension card it needs.
        Response: { personNum: keep, merged: 1, movedRecords: 2 },
      });
      const moved = await env.api.get(
        `/api/hypertensionFollowUp/${String(visit.body.Response?.ID)}`,
      );
      expect(moved.body.Response?.personNum).toBe(keep);
      expect((await env.api.get(`/api/persons/${duplicate}`)).body.Response?.status).toBe('4');
      const twoDisease = await env.api.post<Row>(`/api/persons/setintotwodisease/${keep}`);
      expect(twoDisease.body.Response).toMatchObject({
        twoDisease: true,
        setintotwodiseaseBy: '王建国',
      });
    });

    it('refuses to delete a resident with service records', async () => {
      const patient = env.server.db
        .prepare<[], { person_num: string }>(
          "SELECT person_num FROM resource_records WHERE family = 'hypertensionFollowUp' LIMIT 1",
        )
        .get()!;
      const refused = await env.api.post('/api/persons/deletes', [patient.person_num]);
      expect(refused.status).toBe(409);
      expect(refused.body.Message).toMatch(/已有\d+条服务记录，不能删除，请使用注销$/);
    });
  });

  describe('families (familys)', () => {
    it('adds and removes members, sets the head and counts them', async () => {
      const head = String(
        (await env.api.post('/api/persons', personBody({ name: '户主甲' }))).body.Response
          ?.personNum,
      );
      const member = String(
        (await env.api.post('/api/persons', personBody({ name: '成员乙' }))).body.Response
          ?.personNum,
      );
      const family = await env.api.post('/api/familys', {
        headName: '户主甲',
        address: '桐城市孔城镇桐梓村二组8号',
      });
      expect(family.status).toBe(201);
      const code = String(family.body.Response?.familyCode);
      expect(code).toMatch(/^340881000000\d{4}$/);

      const added = await env.api.post<Row & { members: string[] }>(
        `/api/familys/addperson/${code}`,
        {
          personNums: [head, member],
        },
      );
      expect(added.body.Response).toMatchObject({ memberCount: 2, members: [head, member].sort() });
      const headed = await env.api.post<Row>(`/api/familys/addHeadHousehold/${code}`, {
        personNum: head,
      });
      expect(headed.body.Response).toMatchObject({ headPersonNum: head, headName: '户主甲' });
      const members = await env.api.get<Row[]>(`/api/familys/GetPersonByFamilyCode/${code}`);
      expect(members.body.Response?.map((row) => row.personNum).sort()).toEqual(
        [head, member].sort(),
      );
      expect(members.body.Response?.every((row) => row.familyCode === code)).toBe(true);

      expect(
        (await env.api.post(`/api/familys/deleteperson/${code}`, { personNum: head })).status,
      ).toBe(409);
      const removed = await env.api.post<Row>(`/api/familys/deleteperson/${code}`, {
        personNum: member,
      });
      expect(removed.body.Response).toMatchObject({ memberCount: 1, members: [head] });
      expect(
        (await env.api.get(`/api/persons/${member}`)).body.Response?.familyCode,
      ).toBeUndefined();
    });
  });

  describe('hospitals', () => {
    it('answers the managed tree, children and the flat list', async () => {
      const tree =
        await env.api.get<{ value: string; label: string; children?: unknown[] }[]>(
          '/api/hospitals/cascader',
        );
      expect(tree.body.Response).toEqual([
        expect.objectContaining({ value: '340881001', label: '桐城市卫生健康委员会' }),
      ]);
      expect(tree.body.Response?.[0]?.children).toHaveLength(8);
      const children = await env.api.get<Row[]>(
        '/api/hospitals/GetChildrenHospital?hospId=340881100001',
      );
      expect(children.body.Response?.map((row) => row.hospId)).toEqual([
        '34088110020101',
        '34088110020201',
        '34088110020301',
      ]);
      const township = clientFor(env.server.app, await signInAs(env.server.app, 'xzys01'));
      const manage = await township.get<Row[]>('/api/hospitals/manage');
      expect(manage.body.Response).toHaveLength(4);
    });

    it('keeps the hospitals table in step: a new clinic is at once in its parent’s scope', async () => {
      const created = await env.api.post('/api/hospitals', {
        hospId: '34088110020401',
        hospName: '孔城镇新建村卫生室',
        hospClass: '4',
        parentId: '340881100001',
        regionCode: '340881100',
        state: '1',
      });
      expect(created.status).toBe(201);
      const township = clientFor(env.server.app, await signInAs(env.server.app, 'xzys01'));
      const resident = await township.post(
        '/api/persons',
        personBody({ hospitalId: '34088110020401' }),
      );
      expect(resident.status).toBe(201);
      expect(resident.body.Response?.hospitalName).toBe('孔城镇新建村卫生室');
      const busy = await env.api.post('/api/hospitals/deletes', ['34088110020401']);
      expect(busy.status).toBe(409);
    });
  });

  describe('follow-ups', () => {
    const patientWithVisits = () =>
      env.server.db
        .prepare<[], { person_num: string; n: number }>(
          `SELECT person_num, COUNT(*) AS n FROM resource_records WHERE family = 'hypertensionFollowUp'
           GROUP BY person_num HAVING n >= 4 ORDER BY person_num LIMIT 1`,
        )
        .get()!;

    it('starts a form with today, the user, the hospital and the last visit’s drugs', async () => {
      const { person_num: personNum } = patientWithVisits();
      const init = await env.api.get<Row>(
        `/api/hypertensionFollowUp/formInit?personNum=${personNum}`,
      );
      expect(init.body.Response).toMatchObject({
        personNum,
        visitDate: today,
        visitMethod: '1',
        doctorSignature: '王建国',
        hospitalId: '340881001',
        hospitalName: '桐城市卫生健康委员会',
        manageStatus: '1',
      });
      expect(init.body.Response?.name).toEqual(expect.any(String));
      expect(init.body.Response?.medications).toEqual(
        expect.arrayContaining([expect.objectContaining({ drug: expect.any(String) as string })]),
      );
    });

    it('lists a resident’s history newest first and charts the blood pressure oldest first', async () => {
      const { person_num: personNum, n } = patientWithVisits();
      const history = (
        await env.api.list(`/api/hypertensionFollowUp/history?personNum=${personNum}`)
      ).body.Response!;
      expect(history.total).toBe(n);
      const dates = history.items.map((row) => String(row.visitDate));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(history.items.every((row) => row.personNum === personNum)).toBe(true);

      const chart = await env.api.get<{ personNum: string; items: Row[] }>(
        `/api/hypertensionFollowUp/bloodpressurechart?personNum=${personNum}`,
      );
      expect(chart.body.Response?.items).toHaveLength(n);
      expect(chart.body.Response?.items.map((row) => row.visitDate)).toEqual([...dates].reverse());
      expect(chart.body.Response?.items[0]).toEqual({
        visitDate: expect.any(String) as string,
        sbp: expect.any(Number) as number,
        dbp: expect.any(Number) as number,
        heartRate: expect.any(Number) as number,
      });
      const sugar = await env.api.get<{ items: Row[] }>(
        `/api/diabetesFollowUP/bloodsugarchart?personNum=${personNum}`,
      );
      expect(sugar.status).toBe(200);
      expect((await env.api.list('/api/hypertensionFollowUp/history')).status).toBe(400);
    });

    it('records a follow-up with the resident’s header filled in from the file', async () => {
      const person = seeded("json_extract(data, '$.status') = '1'");
      await openCard(env.api, 'hypertensionCard', person.id);
      const created = await env.api.post<Row>('/api/hypertensionFollowUp', {
        personNum: person.id,
        visitDate: today,
        visitMethod: '1',
        symptoms: ['1'],
        sbp: 150,
        dbp: 95,
        medicationCompliance: '1',
        visitClassification: '2',
        doctorSignature: '王建国',
        medications: [{ drug: '苯磺酸氨氯地平片', timesPerDay: 1, dose: '5mg' }],
      });
      expect(created.status).toBe(201);
      expect(created.body.Response).toMatchObject({
        personNum: person.id,
        name: person.name,
        IDCardNo: person.id_card_no,
        manageStatus: '1',
      });
    });
  });

  it('answers the region tree and a region’s parents', async () => {
    const parents = await env.api.get<Row[]>(
      '/api/regions/AllParentRegion?regionCode=340881100201',
    );
    expect(parents.body.Response?.map((row) => row.regionName)).toEqual([
      '安徽省',
      '安庆市',
      '桐城市',
      '孔城镇',
      '桐梓村',
    ]);
    const tree = await env.api.get<PagedResponse<Row>>('/api/regions/cascader?regionCode=340881');
    expect(tree.body.Response).toEqual([
      expect.objectContaining({ value: '340881', label: '桐城市' }),
    ]);
  });
});
