import { isIP } from 'node:net';
import path from 'node:path';

import { type ClosingSteps, DEFAULT_CLOSING_STEPS } from '../src/domain/archives/closing';
import {
  type DuplicateRuleOverrides,
  parseDuplicateRuleOverrides,
} from '../src/domain/archives/duplicates';
import { type FollowUpRuleOverrides, parseFollowUpRuleOverrides } from '../src/domain/followUp';
import {
  DEFAULT_NAME_MASKING,
  isNameMasking,
  NAME_MASKING_MODES,
  type NameMasking,
} from '../src/domain/identity';

/** Deployment codes whose sign-in password arrives RSA-encrypted (spec sections 5 and 6). */
export const ENCRYPTED_PASSWORD_REGIONS: readonly string[] = ['wh', 'lyx', 'mc', 'qc', 'tc', 'ng'];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The most rows one Excel export holds unless EXCEL_MAX_ROWS says otherwise. */
export const DEFAULT_EXCEL_MAX_ROWS = 100_000;

/** The most due services one printed due list holds unless DUE_PRINT_MAX_ROWS says otherwise. */
export const DEFAULT_DUE_PRINT_MAX_ROWS = 3_000;

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  chatModel: string;
  reasoningModel: string;
  /**
   * LLM_LOCAL: the model runs inside the deployment's own network, so residents' names may be
   * sent to it unmasked (ID and phone numbers never are). Off, names leave as 王*福.
   */
  local: boolean;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** A file path, or ':memory:' for a throw-away database. */
  dbFile: string;
  /**
   * TRUST_PROXY: the addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-For and
   * X-Forwarded-Proto are believed, so the audit trail and rate limits see the user's address.
   */
  trustProxy: string[];
  tokenTtlSeconds: number;
  /** How long after expiry a token may still be exchanged for a new one. */
  refreshGraceSeconds: number;
  /** How long a token still opens routes after a refresh replaced it (requests in flight). */
  tokenRotationGraceSeconds: number;
  /** Sign-in attempts per client address and minute, whatever the account. */
  signInRateLimit: number;
  /** Captchas issued per client address and minute. */
  captchaRateLimit: number;
  /** Automated tests only: every captcha gets this code, and test-only routes are mounted. */
  captchaFixedCode: string | undefined;
  regionCode: string;
  siteCode: string;
  isAIShow: boolean;
  ismbShow: boolean;
  keyboardLock: boolean;
  /** KEPT_PAGES_LIMIT: how many tab pages the client keeps mounted (the tabs' memory budget). */
  keptPagesLimit: number;
  loginTimeoutMinutes: number;
  allowCopd: 0 | 1;
  /** Empty means the client shows its default title. */
  systemName: string;
  qqGroup: string;
  supportPhone: string;
  driverDownloadUrl: string;
  /** The one account exempt from the keyboard lock (spec section 6). */
  serviceAccount: string;
  /** The desk devices the client talks to (empty: the client's documented defaults). */
  cardReaderOrigin: string;
  hardwareSocketUrl: string;
  clientDir: string;
  logLevel: LogLevel;
  llm: LlmConfig;
  /** FOLLOW_UP_RULES: the deployment's overrides of the follow-up rules' [K] defaults. */
  followUpRules: FollowUpRuleOverrides;
  /** NAME_MASKING: where residents' names are masked for users without 查看完整信息 (kernel NameMasking). */
  nameMasking: NameMasking;
  /** SESSION_IDLE_MINUTES: a session without a request for this long ends (refreshes do not count). */
  sessionIdleMinutes: number;
  /** SESSION_MAX_HOURS: a session ends this long after its sign-in, however busy. */
  sessionMaxHours: number;
  /** SESSIONS_PER_USER: live sessions one account may hold; a new sign-in ends the oldest. */
  sessionsPerUser: number;
  /** NODE_ENV=production or PRODUCTION=true: no demo data, no test switches (server/README.md). */
  production: boolean;
  /** ADMIN_ACCOUNT: the administrator a production database starts with. */
  adminAccount: string;
  /** ADMIN_INITIAL_PASSWORD: its first password (to be changed); unset: generated, printed once. */
  adminInitialPassword: string | undefined;
  /** EXCEL_WORKERS: worker threads that write Excel exports, started on the first export. */
  excelWorkers: number;
  /** EXCEL_MAX_ROWS: the most rows one Excel export holds; a larger one is refused before work. */
  excelMaxRows: number;
  /** DUE_PRINT_MAX_ROWS: the most services one printed due list holds; more is refused from a count. */
  duePrintMaxRows: number;
  /** ARCHIVE_CLOSING_STEPS: 2, a village's 注销 is an application the township confirms; 1, at once. */
  archiveClosingSteps: ClosingSteps;
  /** DUPLICATE_RULES: which 重复档案 rules are on, over the kernel's defaults. */
  duplicateRules: DuplicateRuleOverrides;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** Unset and blank both mean "use the default", so an empty line in a .env file is harmless. */
const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const fail = (name: string, value: string, expected: string): never => {
  throw new Error(`环境变量 ${name} 的值无效：${JSON.stringify(value)}，应为${expected}`);
};

const readInt = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  // Number('1e3'), Number('0x10') and parseInt('12abc') all accept things an operator did not mean.
  if (!/^\d+$/.test(raw)) return fail(name, raw, `${min}-${max} 之间的整数`);
  const value = Number(raw);
  if (value < min || value > max) return fail(name, raw, `${min}-${max} 之间的整数`);
  return value;
};

const readNameMasking = (env: Env): NameMasking => {
  const raw = read(env, 'NAME_MASKING');
  if (raw === undefined) return DEFAULT_NAME_MASKING;
  return isNameMasking(raw) ? raw : fail('NAME_MASKING', raw, NAME_MASKING_MODES.join(' 或 '));
};

const readBool = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  switch (raw.toLowerCase()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      return fail(name, raw, ' true/false 或 1/0');
  }
};

const readString = (env: Env, name: string, fallback: string): string =>
  read(env, name) ?? fallback;

/** 'a.b.c.d', an IPv6 address, either with '/bits', or 'loopback' (proxy-addr's name). */
const isProxyAddress = (entry: string): boolean => {
  if (entry === 'loopback') return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

const readTrustProxy = (env: Env): string[] => {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    return fail('TRUST_PROXY', raw, '反向代理的地址，逗号分隔（如 127.0.0.1 或 10.0.0.0/8）');
  }
  return entries;
};

const readRegionCode = (env: Env, name: string, fallback: string): string => {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^[a-z]{2,10}$/.test(raw)) return fail(name, raw, '小写字母区域代码（如 tc）');
  return raw;
};

const readLogLevel = (env: Env): LogLevel => {
  const raw = read(env, 'LOG_LEVEL');
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  return level ?? fail('LOG_LEVEL', raw, LOG_LEVELS.join('/'));
};

const readDbFile = (env: Env): string => {
  const raw = readString(env, 'DB_FILE', 'data/demo.db');
  return raw === ':memory:' ? raw : path.resolve(raw);
};

/** A JSON setting checked by a kernel parser; a malformed one stops the start, named. */
const readJsonSetting = <T>(env: Env, name: string, parse: (raw: unknown) => T): T | undefined => {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new Error(`环境变量 ${name} 的值无效：不是合法的 JSON（${raw.slice(0, 80)}）`, {
      cause: error,
    });
  }
  try {
    return parse(parsed);
  } catch (error) {
    throw new Error(
      `环境变量 ${name} 的值无效：${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
};

/** FOLLOW_UP_RULES: JSON overriding the [K] defaults of the follow-up rules (checked here). */
const readFollowUpRules = (env: Env): FollowUpRuleOverrides =>
  readJsonSetting(env, 'FOLLOW_UP_RULES', parseFollowUpRuleOverrides) ?? {};

/** NODE_ENV=production, or PRODUCTION set explicitly (which wins either way). */
const readProduction = (env: Env): boolean =>
  readBool(env, 'PRODUCTION', read(env, 'NODE_ENV')?.toLowerCase() === 'production');

/** Why a production start is refused; nothing when the settings are fit for one. */
export const productionProblems = (config: ServerConfig): string[] => {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.captchaFixedCode !== undefined) {
    problems.push(
      'CAPTCHA_FIXED_CODE 仅供自动化测试（固定验证码并挂载 /api/test/* 测试接口），生产环境必须删除该设置',
    );
  }
  if (config.dbFile === ':memory:') {
    problems.push('DB_FILE 不能为 :memory:，生产数据必须保存在文件中');
  }
  return problems;
};

/** Reads the server settings from environment variables; throws on a malformed value. */
export const loadConfig = (env: Env = process.env): ServerConfig => {
  const regionCode = readRegionCode(env, 'REGION_CODE', 'tc');
  const captchaFixedCode = read(env, 'CAPTCHA_FIXED_CODE');
  if (captchaFixedCode !== undefined && !/^[A-Za-z0-9]{4}$/.test(captchaFixedCode)) {
    fail('CAPTCHA_FIXED_CODE', captchaFixedCode, '4 位字母或数字');
  }
  const loginTimeoutMinutes = readInt(env, 'LOGIN_TIMEOUT_MINUTES', 30, 1, 24 * 60);
  return {
    port: readInt(env, 'PORT', 8080, 0, 65535),
    host: readString(env, 'HOST', '127.0.0.1'),
    dbFile: readDbFile(env),
    trustProxy: readTrustProxy(env),
    tokenTtlSeconds: readInt(env, 'TOKEN_TTL_SECONDS', 7200, 10, 30 * 86400),
    refreshGraceSeconds: readInt(env, 'REFRESH_GRACE_SECONDS', 3600, 0, 30 * 86400),
    tokenRotationGraceSeconds: readInt(env, 'TOKEN_ROTATION_GRACE_SECONDS', 30, 0, 300),
    signInRateLimit: readInt(env, 'SIGN_IN_RATE_LIMIT', 60, 1, 100_000),
    captchaRateLimit: readInt(env, 'CAPTCHA_RATE_LIMIT', 120, 1, 100_000),
    captchaFixedCode,
    regionCode,
    siteCode: readRegionCode(env, 'SITE_CODE', regionCode),
    isAIShow: readBool(env, 'IS_AI_SHOW', false),
    ismbShow: readBool(env, 'IS_MB_SHOW', false),
    keyboardLock: readBool(env, 'KEYBOARD_LOCK', false),
    keptPagesLimit: readInt(env, 'KEPT_PAGES_LIMIT', 8, 1, 100),
    loginTimeoutMinutes,
    allowCopd: readBool(env, 'ALLOW_COPD', true) ? 1 : 0,
    systemName: readString(env, 'SYSTEM_NAME', ''),
    qqGroup: readString(env, 'QQ_GROUP', ''),
    supportPhone: readString(env, 'SUPPORT_PHONE', ''),
    driverDownloadUrl: readString(env, 'DRIVER_DOWNLOAD_URL', ''),
    serviceAccount: readString(env, 'SERVICE_ACCOUNT', 'gwservice'),
    cardReaderOrigin: readString(env, 'CARD_READER_ORIGIN', ''),
    hardwareSocketUrl: readString(env, 'HARDWARE_SOCKET_URL', ''),
    clientDir: path.resolve(readString(env, 'CLIENT_DIR', 'dist/client')),
    logLevel: readLogLevel(env),
    llm: {
      baseUrl: readString(env, 'LLM_BASE_URL', ''),
      apiKey: readString(env, 'LLM_API_KEY', ''),
      chatModel: readString(env, 'LLM_CHAT_MODEL', ''),
      reasoningModel: readString(env, 'LLM_REASONING_MODEL', ''),
      local: readBool(env, 'LLM_LOCAL', false),
    },
    followUpRules: readFollowUpRules(env),
    nameMasking: readNameMasking(env),
    sessionIdleMinutes: readInt(env, 'SESSION_IDLE_MINUTES', loginTimeoutMinutes, 1, 24 * 60),
    sessionMaxHours: readInt(env, 'SESSION_MAX_HOURS', 12, 1, 30 * 24),
    sessionsPerUser: readInt(env, 'SESSIONS_PER_USER', 3, 1, 100),
    production: readProduction(env),
    adminAccount: readString(env, 'ADMIN_ACCOUNT', 'admin'),
    adminInitialPassword: read(env, 'ADMIN_INITIAL_PASSWORD'),
    excelWorkers: readInt(env, 'EXCEL_WORKERS', 2, 1, 16),
    excelMaxRows: readInt(env, 'EXCEL_MAX_ROWS', DEFAULT_EXCEL_MAX_ROWS, 1, 1_000_000),
    duePrintMaxRows: readInt(env, 'DUE_PRINT_MAX_ROWS', DEFAULT_DUE_PRINT_MAX_ROWS, 1, 100_000),
    archiveClosingSteps: readInt(
      env,
      'ARCHIVE_CLOSING_STEPS',
      DEFAULT_CLOSING_STEPS,
      1,
      2,
    ) as ClosingSteps,
    duplicateRules: readJsonSetting(env, 'DUPLICATE_RULES', parseDuplicateRuleOverrides) ?? {},
  };
};

/** Whether sign-in credentials arrive RSA-encrypted for this deployment. */
export const usesEncryptedPassword = (config: Pick<ServerConfig, 'regionCode'>): boolean =>
  ENCRYPTED_PASSWORD_REGIONS.includes(config.regionCode);
