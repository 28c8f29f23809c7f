import { REDACTED, sanitizeForTrace } from '@/app/trace/sanitizeForTrace';

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
