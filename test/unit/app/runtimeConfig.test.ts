import { parseRuntimeConfig } from '@/services/config/runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('defaults to region tc with every flag off', () => {
    expect(parseRuntimeConfig(undefined)).toMatchObject({
      regionCode: 'tc',
      siteCode: 'tc',
      isAIShow: false,
      ismbShow: false,
      keyboardLock: false,
      apiOrigin: '',
    });
  });

  it('accepts known values and ignores wrong types and unknown regions', () => {
    expect(
      parseRuntimeConfig({ regionCode: 'wh', isAIShow: true, apiOrigin: 'https://a.cn/' }),
    ).toMatchObject({
      regionCode: 'wh',
      siteCode: 'wh',
      isAIShow: true,
      apiOrigin: 'https://a.cn',
    });
    expect(parseRuntimeConfig({ regionCode: 'zz', isAIShow: 'yes' })).toMatchObject({
      regionCode: 'tc',
      isAIShow: false,
    });
  });

  it('keeps 8 tab pages mounted unless the deployment asks for another whole number', () => {
    expect(parseRuntimeConfig(undefined).keptPagesLimit).toBe(8);
    expect(parseRuntimeConfig({ keptPagesLimit: 3 }).keptPagesLimit).toBe(3);
    expect(parseRuntimeConfig({ keptPagesLimit: 4.7 }).keptPagesLimit).toBe(4);
    expect(parseRuntimeConfig({ keptPagesLimit: 0 }).keptPagesLimit).toBe(8);
    expect(parseRuntimeConfig({ keptPagesLimit: '3' }).keptPagesLimit).toBe(8);
    expect(parseRuntimeConfig({ keptPagesLimit: Number.NaN }).keptPagesLimit).toBe(8);
  });
});
