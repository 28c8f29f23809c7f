import { familyModel } from '../../../server/resources/familyModel';
import { chinaToday, minimalBody, type Row } from './resourcesFixtures';
import { useServerWithUsers } from './signedInServer';

/**
 * docs/decisions/0041-masking-on-the-server.md: a user without 查看完整信息 reads identifiers
 * masked, may send a record back as read without writing the mask over the stored value, and
 * still finds a resident by the full ID number.
 */
describe('edits and lookups of a user who reads identifiers masked (xzys01)', () => {
  const env = useServerWithUsers({ township: 'xzys01', admin: 'qyadmin' });

  /** A resident of the township's scope with an ID number, a mobile and a 档案编号 on file. */
  const residentOnFile = async (): Promise<Row> => {
    const { body } = await env.admin.list('/api/persons?PageSize=50&hospitalId=340881100001');
    const row = body.Response!.items.find(
      (candidate) => /^1\d{10}$/.test(String(candidate.phone)) && candidate.fileNum,
    );
    expect(row).toBeDefined();
    return row!;
  };

  it('reads the ID number, phone and 档案编号 masked where the administrator reads them whole', async () => {
    const full = await residentOnFile();
    const { status, body } = await env.township.get(`/api/persons/${String(full.personNum)}`);
    expect(status).toBe(200);
    const masked = body.Response!;
    expect(masked.IDCardNo).toBe(
      `${String(full.IDCardNo).slice(0, 4)}************${String(full.IDCardNo).slice(-2)}`,
    );
    expect(masked.phone).toBe(
      `${String(full.phone).slice(0, 3)}****${String(full.phone).slice(-4)}`,
    );
    expect(masked.fileNum).toMatch(/^\d{6}\*{9}\d{2}$/);
    expect(masked.name).toBe(full.name);
    expect(masked.personNum).toBe(full.personNum);
  });

  it('saves a record sent back as read: the stored ID number and phone stay whole', async () => {
    const full = await residentOnFile();
    const personNum = String(full.personNum);
    const read = (await env.township.get(`/api/persons/${personNum}`)).body.Response!;
    const saved = await env.township.put(`/api/persons/${personNum}`, {
      ...read,
      address: '桐城市孔城镇桐梓村二组8号',
    });
    expect({ status: saved.status, message: saved.body.Message }).toEqual({
      status: 200,
      message: '保存成功',
    });
    expect(saved.body.Response?.IDCardNo).toBe(read.IDCardNo);
    const after = (await env.admin.get(`/api/persons/${personNum}`)).body.Response!;
    expect(after).toMatchObject({
      IDCardNo: full.IDCardNo,
      phone: full.phone,
      fileNum: full.fileNum,
      address: '桐城市孔城镇桐梓村二组8号',
    });
  });

  it('refuses a mask that is not the stored value’s, with the field named in Chinese', async () => {
    const full = await residentOnFile();
    const personNum = String(full.personNum);
    const reply = await env.township.put(`/api/persons/${personNum}`, { phone: '139****0000' });
    expect(reply.status).toBe(400);
    expect(reply.body.Message).toBe('本人电话是隐藏后的号码，请填写完整的本人电话');
    const after = (await env.admin.get(`/api/persons/${personNum}`)).body.Response!;
    expect(after.phone).toBe(full.phone);
  });

  it('files a service record whose header repeats the masked ID number and phone of the resident', async () => {
    const full = await residentOnFile();
    const personNum = String(full.personNum);
    const read = (await env.township.get(`/api/persons/${personNum}`)).body.Response!;
    const body = {
      ...minimalBody(familyModel('twowayreferrals'), chinaToday(), { personNum, unique: 'm1' }),
      name: read.name,
      IDCardNo: read.IDCardNo,
      phone: read.phone,
    };
    const created = await env.township.post('/api/twowayreferrals', body);
    expect({ status: created.status, message: created.body.Message }).toMatchObject({
      status: 201,
    });
    expect(created.body.Response?.IDCardNo).toBe(read.IDCardNo);
    const stored = env.server.db
      .prepare<[string], { data: string }>(
        "SELECT data FROM resource_records WHERE family = 'twowayreferrals' AND id = ?",
      )
      .get(String(created.body.Response?.ID))!;
    expect(JSON.parse(stored.data)).toMatchObject({ IDCardNo: full.IDCardNo, phone: full.phone });
  });

  it('finds the resident by the full ID number, in the list and by the card lookup', async () => {
    const full = await residentOnFile();
    const id = String(full.IDCardNo);
    const list = await env.township.list(`/api/persons?IDCardNo=${id}`);
    expect(list.body.Response?.items.map((row) => row.personNum)).toEqual([full.personNum]);
    expect(list.body.Response?.items[0]?.IDCardNo).not.toBe(id);
    const lookup = await env.township.get(`/api/persons/GetPersonByIDCardNo?IDCardNo=${id}`);
    expect(lookup.body.Response?.personNum).toBe(full.personNum);
    expect(lookup.body.Response?.IDCardNo).toMatch(/^\d{4}\*{12}[\dX]{2}$/);
  });
});
