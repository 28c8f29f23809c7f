import { DEFAULT_PRODUCT_TITLE, MB_PRODUCT_TITLE, productTitle } from '@/features/auth';
import { parseRunParams } from '@/services/auth/systemEndpoints';
import { setRuntimeConfig } from '@/services/config/runtimeConfig';

describe('productTitle (spec 1)', () => {
  afterEach(() => setRuntimeConfig({}));

  it('uses SystemName from the run parameters, else the default', () => {
    setRuntimeConfig({ ismbShow: false });
    expect(productTitle('桐城市基本公共卫生服务平台')).toBe('桐城市基本公共卫生服务平台');
    expect(productTitle('  ')).toBe(DEFAULT_PRODUCT_TITLE);
    expect(productTitle(undefined)).toBe('基本公共卫生服务信息平台');
  });

  it('with ismbShow on the fixed county chronic-disease name wins', () => {
    setRuntimeConfig({ ismbShow: true });
    expect(productTitle('随便什么')).toBe(MB_PRODUCT_TITLE);
    expect(MB_PRODUCT_TITLE).toBe('县域医共体慢病管理平台');
  });
});

describe('parseRunParams (spec 7.1)', () => {
  it('reads LoginTimeout, QQGroup and SystemName', () => {
    expect(
      parseRunParams({
        Success: true,
        StatusCode: 200,
        Response: { LoginTimeout: '45', QQGroup: '123', SystemName: ' 平台 ' },
      }),
    ).toEqual({ loginTimeoutMinutes: 45, qqGroup: '123', systemName: '平台' });
  });

  it.each([
    [{ Success: false, Response: { LoginTimeout: 5 } }],
    [{ StatusCode: 200, Response: { LoginTimeout: 5 } }],
    [{ Success: true, Response: null }],
    [null],
    ['text'],
  ])('ignores a reply without Success true: %j', (reply) => {
    expect(parseRunParams(reply)).toBeNull();
  });

  it('an unusable LoginTimeout is unknown, not zero', () => {
    expect(
      parseRunParams({ Success: true, Response: { LoginTimeout: 'x' } })?.loginTimeoutMinutes,
    ).toBeNull();
    expect(
      parseRunParams({ Success: true, Response: { LoginTimeout: 0 } })?.loginTimeoutMinutes,
    ).toBeNull();
  });
});
