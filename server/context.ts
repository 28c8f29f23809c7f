import { type DuplicateRuleConfig, resolveDuplicateRules } from '../src/domain/archives/duplicates';
import { type FollowUpRules, resolveFollowUpRules } from '../src/domain/followUp';
import { createCaptchaService, type CaptchaService } from './auth/captchaService';
import { createLoginThrottle, type LoginThrottle } from './auth/loginThrottle';
import { createSessionService, type SessionService } from './auth/sessionService';
import { createUserRepository, type UserRepository } from './auth/userRepository';
import { usesEncryptedPassword, type ServerConfig } from './config';
import { createDeferredWrites, type DeferredWrites } from './db/deferredWrites';
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
  /** The 重复档案 rules with the deployment's DUPLICATE_RULES overrides. */
  duplicateRules: DuplicateRuleConfig;
  /** What lists, work lists and indicators read, kept on write (server/readModels). */
  readModels: ReadModels;
  /**
   * Writes that wait for the disk when it is full (the sessions' bookkeeping, the sign-in
   * throttle): kept in order and retried (server/db/deferredWrites.ts).
   */
  writes: DeferredWrites;
  /**
   * The audit trail's queued entries (reads, sign-ins, logouts, refusals), committed together
   * every AUDIT_BATCH_MS; the trail's reader flushes them first.
   */
  auditWrites: DeferredWrites;
  /** The worker threads Excel exports are written on (none until the first export). */
  workbooks: WorkbookPool;
}

/** Where the context reports what the disk did (the server's logger). */
export interface ContextLog {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

/** How long queued audit entries gather before one transaction writes them all. */
export const AUDIT_BATCH_MS = 200;

/** The deployment's rules: the kernel's defaults under FOLLOW_UP_RULES and DUPLICATE_RULES. */
export const deploymentRules = (
  config: Pick<ServerConfig, 'followUpRules' | 'duplicateRules'>,
) => ({
  followUpRules: resolveFollowUpRules(config.followUpRules),
  duplicateRules: resolveDuplicateRules(config.duplicateRules),
});

/** The read models of `db` under those rules: derived anew when the rules changed, else refreshed. */
export const readModelsFor = (db: Db, rules: ReturnType<typeof deploymentRules>): ReadModels =>
  createReadModels(db, rules.followUpRules, undefined, rules.duplicateRules);

export const createServerContext = (
  config: ServerConfig,
  db: Db,
  secrets: ServerSecrets,
  log?: ContextLog,
): ServerContext => {
  primeDummyHash();
  const tokens = createTokenService(secrets.jwtSecret, config.tokenTtlSeconds);
  const rules = deploymentRules(config);
  const writes = createDeferredWrites(db, {
    onFault: (error, pending) =>
      log?.error({ err: error, pending }, '数据库空间不足：会话记录暂存内存，空间恢复后写入'),
    onRecovered: (written) => log?.info({ written }, '数据库空间已恢复：暂存的会话记录已写入'),
    onDropped: (error, write) =>
      log?.error({ err: error, sql: write.sql }, '会话记录写入失败，已丢弃'),
    onOverflow: (dropped) => log?.error({ dropped }, '暂存记录过多，最早的记录已丢弃'),
  });
  const auditWrites = createDeferredWrites(db, {
    batchMs: AUDIT_BATCH_MS,
    onFault: (error, pending) =>
      log?.error({ err: error, pending }, '数据库空间不足：操作日志暂存内存，空间恢复后写入'),
    onRecovered: (written) => log?.info({ written }, '数据库空间已恢复：暂存的操作日志已写入'),
    onDropped: (error, write) =>
      log?.error({ err: error, sql: write.sql }, '操作日志写入失败，已丢弃'),
    onOverflow: (dropped) => log?.error({ dropped }, '暂存操作日志过多，最早的记录已丢弃'),
  });
  return {
    config,
    db,
    secrets,
    tokens,
    sessions: createSessionService(
      db,
      tokens,
      {
        idleSeconds: config.sessionIdleMinutes * 60,
        maxAgeSeconds: config.sessionMaxHours * 3600,
        perUser: config.sessionsPerUser,
        rotationGraceSeconds: config.tokenRotationGraceSeconds,
      },
      writes,
    ),
    users: createUserRepository(db),
    captchas: createCaptchaService(config.captchaFixedCode),
    throttle: createLoginThrottle(db, writes),
    decryptCredential: usesEncryptedPassword(config)
      ? createCredentialDecryptor(secrets.rsaPrivateKeyPem)
      : undefined,
    stats: { refreshCount: 0, probeCount: 0 },
    ...rules,
    readModels: readModelsFor(db, rules),
    writes,
    auditWrites,
    workbooks: createWorkbookPool({ size: config.excelWorkers }),
  };
};
