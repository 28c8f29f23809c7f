import {
  type FollowUpRuleOverrides,
  type FollowUpRules,
  parseFollowUpRuleOverrides,
  resolveFollowUpRules,
} from '@/domain/followUp';
import { HARDWARE_SOCKET_PORT } from '@/shared/constants';

import {
  DEFAULT_REGION_CODE,
  type RegionCode,
  isRegionCode,
  regionVariant,
  type RegionVariant,
} from './regionVariants';

/**
 * Deployment settings, read at run time from `/config.js` (served by the server before the
 * bundle), so one build serves every region.
 */
export interface RuntimeConfig {
  regionCode: RegionCode;
  siteCode: string;
  isAIShow: boolean;
  ismbShow: boolean;
  keyboardLock: boolean;
  /** PEM public key for the sign-in password (PKCS#1 v1.5, as jsencrypt does it). */
  rsaPublicKey: string;
  /** The account exempt from the keyboard lock (spec 6). */
  serviceAccount: string;
  supportPhone: string;
  driverDownloadUrl: string;
  /** API origin; empty means the page's own origin. */
  apiOrigin: string;
  /** Automated tests only: the page installs window.__GW_TEST__ (src/app/testHooks.ts). */
  testHooks: boolean;
  /** The desk's ID-card reader HTTP service (spec 7.1), e.g. http://127.0.0.1:19196. */
  cardReaderOrigin: string;
  /** The national health hardware driver's WebSocket (spec 7.1, port 16226). */
  hardwareSocketUrl: string;
  /** The server's FOLLOW_UP_RULES: overrides of the follow-up rules' [K] defaults. */
  followUpRules: FollowUpRuleOverrides;
  /**
   * How many tab pages stay mounted (the tabs' memory budget, DESIGN.md); over it the least
   * recently shown are unmounted, keeping their tab and unsaved input as data. Old clinic PCs have
   * little memory to spare.
   */
  keptPagesLimit: number;
}

/** Pages kept mounted when the deployment does not say: enough for a day's usual round. */
export const DEFAULT_KEPT_PAGES_LIMIT = 8;

/** Where the card-reader service of the desk's reader listens by default. */
export const DEFAULT_CARD_READER_ORIGIN = 'http://127.0.0.1:19196';
/** The hardware driver's documented address (spec 9: port 16226). */
export const DEFAULT_HARDWARE_SOCKET_URL = `ws://127.0.0.1:${HARDWARE_SOCKET_PORT}`;

declare global {
  interface Window {
    __GW_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const DEFAULTS: RuntimeConfig = {
  regionCode: DEFAULT_REGION_CODE,
  siteCode: DEFAULT_REGION_CODE,
  isAIShow: false,
  ismbShow: false,
  keyboardLock: false,
  rsaPublicKey: '',
  serviceAccount: '',
  supportPhone: '',
  driverDownloadUrl: '',
  apiOrigin: '',
  testHooks: false,
  cardReaderOrigin: DEFAULT_CARD_READER_ORIGIN,
  hardwareSocketUrl: DEFAULT_HARDWARE_SOCKET_URL,
  followUpRules: {},
  keptPagesLimit: DEFAULT_KEPT_PAGES_LIMIT,
};

/** A whole number of pages, at least one (the page shown); anything else means the default. */
const readKeptPagesLimit = (raw: unknown): number =>
  typeof raw === 'number' && Number.isFinite(raw) && raw >= 1
    ? Math.floor(raw)
    : DEFAULT_KEPT_PAGES_LIMIT;

/** The server validated them already; anything malformed falls back to the defaults. */
const readFollowUpRules = (raw: unknown): FollowUpRuleOverrides => {
  if (raw === undefined) return {};
  try {
    return parseFollowUpRuleOverrides(raw);
  } catch (error) {
    console.warn('followUpRules in /config.js ignored:', error);
    return {};
  }
};

/** Merges a raw config object over the defaults, ignoring values of the wrong type. */
export const parseRuntimeConfig = (raw: unknown): RuntimeConfig => {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = <K extends keyof RuntimeConfig>(key: K): RuntimeConfig[K] => {
    const value = source[key];
    return (typeof value === typeof DEFAULTS[key] ? value : DEFAULTS[key]) as RuntimeConfig[K];
  };
  const regionCode = isRegionCode(source.regionCode) ? source.regionCode : DEFAULTS.regionCode;
  return {
    regionCode,
    siteCode: typeof source.siteCode === 'string' && source.siteCode ? source.siteCode : regionCode,
    isAIShow: pick('isAIShow'),
    ismbShow: pick('ismbShow'),
    keyboardLock: pick('keyboardLock'),
    rsaPublicKey: pick('rsaPublicKey'),
    serviceAccount: pick('serviceAccount'),
    supportPhone: pick('supportPhone'),
    driverDownloadUrl: pick('driverDownloadUrl'),
    apiOrigin: pick('apiOrigin').replace(/\/+$/, ''),
    testHooks: pick('testHooks'),
    cardReaderOrigin: pick('cardReaderOrigin').replace(/\/+$/, '') || DEFAULTS.cardReaderOrigin,
    hardwareSocketUrl: pick('hardwareSocketUrl') || DEFAULTS.hardwareSocketUrl,
    followUpRules: readFollowUpRules(source.followUpRules),
    keptPagesLimit: readKeptPagesLimit(source.keptPagesLimit),
  };
};

let cached: RuntimeConfig | undefined;

export const getRuntimeConfig = (): RuntimeConfig => {
  cached ??= parseRuntimeConfig(typeof window === 'undefined' ? undefined : window.__GW_CONFIG__);
  return cached;
};

/** Tests and the app's bootstrap may set the config explicitly. */
export const setRuntimeConfig = (config: Partial<RuntimeConfig>): RuntimeConfig => {
  cached = parseRuntimeConfig({ ...DEFAULTS, ...config });
  return cached;
};

let resolvedRules: { from: FollowUpRuleOverrides; rules: FollowUpRules } | undefined;

/** The follow-up rules of this deployment: the defaults with /config.js's overrides. */
export const getFollowUpRules = (): FollowUpRules => {
  const overrides = getRuntimeConfig().followUpRules;
  if (resolvedRules?.from !== overrides) {
    resolvedRules = { from: overrides, rules: resolveFollowUpRules(overrides) };
  }
  return resolvedRules.rules;
};

export const getRegionVariant = (): RegionVariant => regionVariant(getRuntimeConfig().regionCode);

/** `{origin}` or `{origin}/GWEHR` by region (spec 7). */
export const getApiBaseUrl = (): string => {
  const { apiOrigin } = getRuntimeConfig();
  const origin = apiOrigin || (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${getRegionVariant().apiPrefix}`;
};
