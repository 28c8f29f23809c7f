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
});
