import { type ServerConfig } from '../config';
import { type ServerSecrets } from '../security/secrets';

/** The deployment settings the client reads as the server holds them (see ServerConfig). */
type PassedAsIs =
  | 'regionCode'
  | 'siteCode'
  | 'isAIShow'
  | 'ismbShow'
  | 'keyboardLock'
  | 'keptPagesLimit'
  | 'supportPhone'
  | 'driverDownloadUrl'
  | 'serviceAccount'
  | 'followUpRules';

/** window.__GW_CONFIG__: the deployment settings one client build reads at run time. */
export interface ClientRuntimeConfig extends Pick<ServerConfig, PassedAsIs> {
  /** SPKI PEM for jsencrypt's setPublicKey. */
  rsaPublicKey: string;
  /** Automated tests only (CAPTCHA_FIXED_CODE set): the client installs window.__GW_TEST__. */
  testHooks: boolean;
  /** The desk's card-reader service (CARD_READER_ORIGIN); the client defaults it when absent. */
  cardReaderOrigin?: string;
  /** The hardware driver's WebSocket (HARDWARE_SOCKET_URL); the client defaults it when absent. */
  hardwareSocketUrl?: string;
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
