import path from 'node:path';

import { loadConfig, usesEncryptedPassword } from '../../../server/config';
import { DEFAULT_CLIENT_SETTINGS } from './helpers';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dbFile: path.resolve('data/demo.db'),
      tokenTtlSeconds: 7200,
      refreshGraceSeconds: 3600,
      tokenRotationGraceSeconds: 30,
      signInRateLimit: 60,
      captchaRateLimit: 120,
      captchaFixedCode: undefined,
      ...DEFAULT_CLIENT_SETTINGS,
      loginTimeoutMinutes: 30,
      allowCopd: 1,
      systemName: '',
      serviceAccount: 'gwservice',
      clientDir: path.resolve('dist/client'),
      logLevel: 'info',
      trustProxy: [],
      nameMasking: 'outsideScope',
    });
    expect(usesEncryptedPassword(config)).toBe(true);
    expect(loadConfig({ NAME_MASKING: 'always' }).nameMasking).toBe('always');
  });

  it('reads TRUST_PROXY as the proxies whose X-Forwarded-* headers are believed', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DB_FILE: ':memory:',
      TOKEN_TTL_SECONDS: '600',
      REFRESH_GRACE_SECONDS: '0',
      TOKEN_ROTATION_GRACE_SECONDS: '5',
      CAPTCHA_FIXED_CODE: 'TEST',
      REGION_CODE: 'wh',
      IS_AI_SHOW: 'true',
      IS_MB_SHOW: '1',
      KEYBOARD_LOCK: 'TRUE',
      KEPT_PAGES_LIMIT: '5',
      LOGIN_TIMEOUT_MINUTES: '15',
      ALLOW_COPD: '0',
      SYSTEM_NAME: '芜湖市基本公共卫生服务平台',
      QQ_GROUP: '123456',
      SUPPORT_PHONE: '0553-1234567',
      LOG_LEVEL: 'warn',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_CHAT_MODEL: 'chat',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dbFile: ':memory:',
      tokenTtlSeconds: 600,
      refreshGraceSeconds: 0,
      tokenRotationGraceSeconds: 5,
      captchaFixedCode: 'TEST',
      regionCode: 'wh',
      siteCode: 'wh',
      isAIShow: true,
      ismbShow: true,
      keyboardLock: true,
      keptPagesLimit: 5,
      loginTimeoutMinutes: 15,
      allowCopd: 0,
      systemName: '芜湖市基本公共卫生服务平台',
      qqGroup: '123456',
      supportPhone: '0553-1234567',
      logLevel: 'warn',
      llm: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        chatModel: 'chat',
        apiKey: '',
        reasoningModel: '',
      },
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '  ', REGION_CODE: '' })).toMatchObject({
      port: 8080,
      regionCode: 'tc',
    });
  });

  it.each([
    ['PORT', '80a'],
    ['PORT', '1e3'],
    ['PORT', '70000'],
    ['TOKEN_TTL_SECONDS', '-5'],
    ['TOKEN_TTL_SECONDS', '0x10'],
    ['IS_AI_SHOW', 'yes'],
    ['ALLOW_COPD', '2'],
    ['REGION_CODE', 'TC'],
    ['LOG_LEVEL', 'loud'],
    ['CAPTCHA_FIXED_CODE', 'TOOLONG'],
    ['TRUST_PROXY', 'nginx'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', ','],
    ['NAME_MASKING', 'never'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`环境变量 ${name} 的值无效`));
  });

  it('reads FOLLOW_UP_RULES and refuses a bad one with a message naming the key', () => {
    expect(loadConfig({}).followUpRules).toEqual({});
    expect(
      loadConfig({ FOLLOW_UP_RULES: '{"bloodPressure":{"targetSbp":150},"due":{"graceDays":3}}' })
        .followUpRules,
    ).toEqual({ bloodPressure: { targetSbp: 150 }, due: { graceDays: 3 } });
    expect(() => loadConfig({ FOLLOW_UP_RULES: '{bloodPressure:' })).toThrow(
      '环境变量 FOLLOW_UP_RULES 的值无效：不是合法的 JSON',
    );
    expect(() => loadConfig({ FOLLOW_UP_RULES: '{"glucose":{"targetFbg":0}}' })).toThrow(
      '环境变量 FOLLOW_UP_RULES 的值无效：glucose.targetFbg 应为 1-30 之间的数，实为 0',
    );
  });

  it('reads DUPLICATE_RULES and refuses a bad one with a message naming the key', () => {
    expect(loadConfig({}).duplicateRules).toEqual({});
    expect(
      loadConfig({ DUPLICATE_RULES: '{"sameNameBirthTownship":true,"sameIdCard":false}' })
        .duplicateRules,
    ).toEqual({ sameNameBirthTownship: true, sameIdCard: false });
    expect(() => loadConfig({ DUPLICATE_RULES: '{sameIdCard' })).toThrow(
      '环境变量 DUPLICATE_RULES 的值无效：不是合法的 JSON',
    );
    expect(() => loadConfig({ DUPLICATE_RULES: '{"samePhone":true}' })).toThrow(
      '环境变量 DUPLICATE_RULES 的值无效：samePhone 不是重复档案规则',
    );
    expect(() => loadConfig({ DUPLICATE_RULES: '{"sameIdCard":"on"}' })).toThrow(
      '环境变量 DUPLICATE_RULES 的值无效：sameIdCard 应为 true 或 false',
    );
    expect(() =>
      loadConfig({ DUPLICATE_RULES: '{"sameIdCard":false,"sameNameBirthVillage":false}' }),
    ).toThrow('环境变量 DUPLICATE_RULES 的值无效：至少应启用一条重复档案规则');
  });

  it('knows which regions encrypt the sign-in credential', () => {
    for (const regionCode of ['wh', 'lyx', 'mc', 'qc', 'tc', 'ng']) {
      expect(usesEncryptedPassword({ regionCode })).toBe(true);
    }
    expect(usesEncryptedPassword({ regionCode: 'demo' })).toBe(false);
  });
});
