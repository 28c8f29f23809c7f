import { type FollowUpRuleOverrides } from '../../src/services/contract/rules/followUpRules';
import { type ServerConfig } from '../config';
import { type ServerSecrets } from '../security/secrets';

/** window.__GW_CONFIG__: the deployment settings one client build reads at run time. */
export interface ClientRuntimeConfig {
  regionCode: string;
  siteCode: string;
  isAIShow: boolean;
  ismbShow: boolean;
  keyboardLock: boolean;
  /** How many tab pages stay mounted; the least recently shown beyond it are unmounted. */
  keptPagesLimit: number;
  /** SPKI PEM for jsencrypt's setPublicKey. */
  rsaPublicKey: string;
  supportPhone: string;
  driverDownloadUrl: string;
  /** The account exempt from the keyboard lock (spec section 6). */
  serviceAccount: string;
  /** Automated tests only (CAPTCHA_FIXED_CODE set): the client installs window.__GW_TEST__. */
  testHooks: boolean;
  /** The desk's card-reader service (CARD_READER_ORIGIN); the client defaults it when absent. */
  cardReaderOrigin?: string;
  /** The hardware driver's WebSocket (HARDWARE_SOCKET_URL); the client defaults it when absent. */
  hardwareSocketUrl?: string;
  /** FOLLOW_UP_RULES: overrides of the follow-up rules' defaults ({} when none). */
  followUpRules: FollowUpRuleOverrides;
}

export const buildClientConfig = (
  config: ServerConfig,
  secrets: Pick<ServerSecrets, 'rsaPublicKeyPem'>,
): ClientRuntimeConfig => ({
  regionCode: config.regionCode,
  siteCode: config.siteCode,
  isAIShow: config.isAIShow,
  ismbShow: config.ismbShow,
  keyboardLock: config.keyboardLock,
  keptPagesLimit: config.keptPagesLimit,
  rsaPublicKey: secrets.rsaPublicKeyPem,
  supportPhone: config.supportPhone,
  driverDownloadUrl: config.driverDownloadUrl,
  serviceAccount: config.serviceAccount,
  testHooks: config.captchaFixedCode !== undefined,
  followUpRules: config.followUpRules,
  ...(config.cardReaderOrigin ? { cardReaderOrigin: config.cardReaderOrigin } : {}),
  ...(config.hardwareSocketUrl ? { hardwareSocketUrl: config.hardwareSocketUrl } : {}),
});

/** JSON inside a script: escape '<' so no value can close the script element. */
export const renderConfigScript = (clientConfig: ClientRuntimeConfig): string =>
  `window.__GW_CONFIG__ = ${JSON.stringify(clientConfig).replace(/</g, '\\u003c')};\n`;
