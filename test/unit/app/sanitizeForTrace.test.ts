import fc from 'fast-check';

import { createStateSanitizer, REDACTED, sanitizeForTrace } from '@/app/trace/sanitizeForTrace';
import { createStateHasher, hashState } from '@/app/trace/stateHash';

describe('sanitizeForTrace', () => {
  it.each([
    ['password', 'Qy@2026#Ws'],
    ['newPassword', 'Abc@1357x'],
    ['oldPassword', 'Old@1357x'],
    ['confirmPwd', 'Abc@1357x'],
    ['credential', 'base64cipher=='],
    ['token', 'abc.def.ghi'],
    ['Authorization', 'Bearer abc'],
    ['verifyCode', 'guid-1234ABCD'],
  ])('blanks the secret field %s', (key, value) => {
    expect(sanitizeForTrace({ payload: { [key]: value } })).toEqual({
      payload: { [key]: REDACTED },
    });
  });

  it('masks ID numbers, phones and names by key', () => {
    const out = sanitizeForTrace({
      IDCardNo: '340881199001011234',
      phone: '13812345678',
      name: '张小三',
    });
    expect(out).toEqual({ IDCardNo: '3408************34', phone: '138****5678', name: '张*三' });
  });

  it('masks identifiers and tokens found inside free text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const out = sanitizeForTrace({
      message: `居民 340881199001011234 电话 13812345678 令牌 ${jwt}`,
    });
    expect(out.message).not.toContain('340881199001011234');
    expect(out.message).not.toContain('13812345678');
    expect(out.message).not.toContain(jwt);
  });

  it('masks 档案编号 and 家庭编号 by their form, under any key and inside text', () => {
    const out = sanitizeForTrace({
      fileNum: '34088110020000123',
      familyCode: '3408811002000045',
      payload: { ids: ['34088110020000123'], title: '家庭 3408811002000045 的成员' },
      at: 1764892800000,
    });
    expect(out).toEqual({
      fileNum: '340881*********23',
      familyCode: '340881********45',
      payload: { ids: ['340881*********23'], title: '家庭 340881********45 的成员' },
      at: 1764892800000,
    });
    expect(sanitizeForTrace(out)).toEqual(out);
  });

  it('masks every identifier field of an action by its kind, whatever the value looks like', () => {
    // A household number of another region's shape, a short file number, an RTK Query argument:
    // the field's kind decides (src/domain/identity/identifierFields.ts), not its digits.
    const action = {
      type: 'api/executeQuery/fulfilled',
      meta: { arg: { originalArgs: { familyCode: 'LYX-2024-000311', fileNum: '3408811002001' } } },
      payload: {
        items: [
          {
            personNum: '340881100200000123',
            fileNum: '34088110020000123',
            familyCode: '3408811002000045',
            headIDCardNo: '340881197606268215',
            guardianPhone: '13912345678',
            file_num: '34088110020000124',
          },
        ],
      },
    };
    const out = sanitizeForTrace(action);
    expect(out.meta.arg.originalArgs).toEqual({
      familyCode: 'LYX-20*******11',
      fileNum: '340881*****01',
    });
    expect(out.payload.items[0]).toEqual({
      personNum: '3408************23',
      fileNum: '340881*********23',
      familyCode: '340881********45',
      headIDCardNo: '3408************15',
      guardianPhone: '139****5678',
      file_num: '340881*********24',
    });
    expect(sanitizeForTrace(out)).toEqual(out);
  });

  it('keeps ordinary data and does not mutate its input', () => {
    const input = { type: 'tabs/tabOpened', payload: { path: '/home', count: 3, items: [1, 2] } };
    const copy = structuredClone(input);
    expect(sanitizeForTrace(input)).toEqual(input);
    expect(input).toEqual(copy);
  });
});

describe('sanitizeForTrace on resident routes', () => {
  it('masks the name in record routes and in the titles of their tabs', () => {
    const out = sanitizeForTrace({
      type: 'tabs/tabOpened',
      payload: {
        fullPath: '/dialog/health-profile/P001/%E5%BC%A0%E5%B0%8F%E4%B8%89',
        title: '张小三健康档案',
      },
    });
    expect(JSON.stringify(out)).not.toContain('张小三');
    expect(out.payload.title).toBe('张*三健康档案');
    expect(out.payload.fullPath).toBe('/dialog/health-profile/P001/张*三');
  });

  it('leaves menu titles that merely end like a record title alone', () => {
    expect(sanitizeForTrace({ path: '/archives/persons', title: '居民健康档案' })).toEqual({
      path: '/archives/persons',
      title: '居民健康档案',
    });
  });
});

describe('sanitizeForTrace for states and the replay', () => {
  const resident = {
    personName: '张小三',
    headName: '张大山',
    headIDCardNo: '340881196501011236',
    IDCardNo: '340881199001011234',
    phone: '13812345678',
    contactPhone: '0551-62345678',
    UserName: '李医生',
    UserAcc: 'lisi01',
    remark: '电话13812345678，身份证340881199001011234',
  };

  it('masks names, IDs, phones and the account under the keys the forms use', () => {
    const out = sanitizeForTrace(resident);
    expect(out).toMatchObject({
      personName: '张*三',
      headName: '张*山',
      headIDCardNo: '3408************36',
      IDCardNo: '3408************34',
      phone: '138****5678',
      UserName: '李*生',
      UserAcc: 'l****1',
    });
    expect(out.remark).not.toMatch(/\d{11}/);
  });

  it('is idempotent: sanitising twice gives what sanitising once gave', () => {
    const once = sanitizeForTrace({ resident, list: [resident], tabs: [{ title: 'x' }] });
    expect(sanitizeForTrace(once)).toEqual(once);
  });

  it('is idempotent on arbitrary JSON (property test)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = sanitizeForTrace(value);
        expect(sanitizeForTrace(once)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('sanitises RTK Query cache keys, in object keys and in values alike', () => {
    const key = 'personByIdCard({"IDCardNo":"340881199001011234","personName":"张小三"})';
    const out = sanitizeForTrace({
      api: { queries: { [key]: { queryCacheKey: key, data: resident } } },
    });
    const text = JSON.stringify(out);
    expect(text).not.toContain('340881199001011234');
    expect(text).not.toContain('张小三');
    const [safeKey] = Object.keys(out.api.queries);
    expect(safeKey).toBe('personByIdCard({"IDCardNo":"3408************34","personName":"张*三"})');
    expect(Object.values(out.api.queries)[0]?.queryCacheKey).toBe(safeKey);
  });

  it('reduces errors to their name and masked message', () => {
    const out = sanitizeForTrace({ error: new TypeError('查询 13812345678 失败') });
    expect(out.error).toEqual({ name: 'TypeError', message: '查询 138****5678 失败' });
  });

  it('blanks ciphertexts and captchas', () => {
    expect(
      sanitizeForTrace({ cipherText: 'QmFzZTY0', captchaCode: 'ab12', verifyCode: 'x' }),
    ).toEqual({ cipherText: REDACTED, captchaCode: REDACTED, verifyCode: REDACTED });
  });

  it('memoised state sanitiser returns the same objects for unchanged subtrees', () => {
    const sanitize = createStateSanitizer();
    const shared = { list: [resident] };
    const first = sanitize({ a: shared, b: { n: 1 } });
    const second = sanitize({ a: shared, b: { n: 2 } });
    expect(second.a).toBe(first.a);
    expect(second.a).toEqual(sanitizeForTrace(shared));
    expect(second.b).toEqual({ n: 2 });
  });
});

describe('state hash', () => {
  it('is the same for equal content in any key order, and differs for other content', () => {
    expect(hashState({ a: 1, b: [1, { c: '张*三' }] })).toBe(
      hashState({ b: [1, { c: '张*三' }], a: 1 }),
    );
    expect(hashState({ a: 1, skipped: undefined })).toBe(hashState({ a: 1 }));
    expect(hashState({ a: 1 })).not.toBe(hashState({ a: 2 }));
    expect(hashState([1, 2])).not.toBe(hashState([2, 1]));
    expect(hashState({ a: '1' })).not.toBe(hashState({ a: 1 }));
  });

  it('is written in base32, so it never reads like a phone or an ID number', () => {
    expect(hashState({})).toMatch(/^[a-z2-7]{52}$/);
  });

  it('agrees for a state and its JSON round trip (the file the replay reads)', () => {
    const state = { list: [{ id: 1, at: 1764000000000, note: null }], flag: true };
    expect(hashState(JSON.parse(JSON.stringify(state)))).toBe(createStateHasher()(state));
  });
});
