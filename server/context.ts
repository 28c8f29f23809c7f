import { type FollowUpRules, resolveFollowUpRules } from '../src/domain/followUp';
import { createCaptchaService, type CaptchaService } from './auth/captchaService';
import { createLoginThrottle, type LoginThrottle } from './auth/loginThrottle';
import { createSessionService, type SessionService } from './auth/sessionService';
import { createUserRepository, type UserRepository } from './auth/userRepository';
import { usesEncryptedPassword, type ServerConfig } from './config';
import { type Db } from './db/openDatabase';
import { createReadModels, type ReadModels } from './readModels/readModels';
import { primeDummyHash } from './security/password';
import { createCredentialDecryptor, type CredentialDecryptor } from './security/rsaCredential';
import { type ServerSecrets } from './security/secrets';
import { createTokenService, type TokenService } from './security/tokens';
import { createWorkbookPool, type WorkbookPool } from './shared/excel/workbookPool';

/** Counters that browser tests read through /api/test/stats. */
export interface ServerStats {
  refreshCount: number;
  /** Authorised calls of the test probe (401s never reach it). */
  probeCount: number;
}

/** Everything the routes share; made once per server, handed to both API mounts. */
export interface ServerContext {
  config: ServerConfig;
  db: Db;
  secrets: ServerSecrets;
  tokens: TokenService;
  /** Sign-ins and their tokens: rotation on refresh, revocation on logout. */
  sessions: SessionService;
  users: UserRepository;
  captchas: CaptchaService;
  throttle: LoginThrottle;
  /** Present when the region sends RSA-encrypted sign-in credentials. */
  decryptCredential: CredentialDecryptor | undefined;
  stats: ServerStats;
  /** The follow-up rules with the deployment's FOLLOW_UP_RULES overrides. */
  followUpRules: FollowUpRules;
  /** What lists, work lists and indicators read, kept on write (server/readModels). */
  readModels: ReadModels;
  /** The worker threads Excel exports are written on (none until the first export). */
  workbooks: WorkbookPool;
}

export const createServerContext = (
  config: ServerConfig,
  db: Db,
  secrets: ServerSecrets,
): ServerContext => {
  primeDummyHash();
  const tokens = createTokenService(secrets.jwtSecret, config.tokenTtlSeconds);
  const followUpRules = resolveFollowUpRules(config.followUpRules);
  return {
    config,
    db,
    secrets,
    tokens,
    sessions: createSessionService(db, tokens, config.tokenRotationGraceSeconds),
    users: createUserRepository(db),
    captchas: createCaptchaService(db, config.captchaFixedCode),
    throttle: createLoginThrottle(db),
    decryptCredential: usesEncryptedPassword(config)
      ? createCredentialDecryptor(secrets.rsaPrivateKeyPem)
      : undefined,
    stats: { refreshCount: 0, probeCount: 0 },
    followUpRules,
    readModels: createReadModels(db, followUpRules),
    workbooks: createWorkbookPool({ size: config.excelWorkers }),
  };
};
