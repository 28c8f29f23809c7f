import { type RevokeReason } from '../../auth/sessionService';
import { type Db } from '../../db/openDatabase';
import { badRequest, conflict } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { type StoredRecord } from '../store/resourceStore';
import { type FamilyHooks } from './hookTypes';

const ENABLED = '1';

interface AccountRow {
  user_id: number;
  state: number;
}

/** The sign-in account a sysUsers record's `userAcc` names, if there is one. */
const signInAccount = (db: Db, account: unknown): AccountRow | undefined =>
  typeof account === 'string'
    ? db
        .prepare<[string], AccountRow>('SELECT user_id, state FROM users WHERE account = ?')
        .get(account)
    : undefined;

const isCaller = (rc: RecordContext, account: unknown): boolean =>
  typeof account === 'string' && account.toLowerCase() === rc.access.user.account.toLowerCase();

/**
 * Puts the sign-in account in the state its record says. Disabling stops it at once: the token
 * version bump refuses every token issued before, and its sessions are revoked (the reason is
 * recorded), so neither a token nor a refresh works any more.
 */
const syncAccount = (db: Db, account: AccountRow, enabled: boolean, reason: RevokeReason) => {
  if (account.state !== (enabled ? 1 : 0)) {
    db.prepare(
      `UPDATE users SET state = @state,
         token_version = token_version + CASE WHEN @state = 0 THEN 1 ELSE 0 END
       WHERE user_id = @userId`,
    ).run({ state: enabled ? 1 : 0, userId: account.user_id });
  }
  if (!enabled) {
    db.prepare(
      `UPDATE auth_sessions SET revoked_at = unixepoch(), revoke_reason = ?
       WHERE revoked_at IS NULL AND user_id = ?`,
    ).run(reason, account.user_id);
  }
};

/**
 * sysUsers records describe the platform's accounts (never their passwords). A new record does
 * not make a sign-in account, but it may not take the name of one. A record of a sign-in account
 * governs it, whichever route writes it (sessions are revocable): its state (the generic edit as
 * well as `state/{id}`) enables or disables the account, and deleting the record disables it and
 * ends its sessions. Its account name cannot change (the record would lose its account), and nobody
 * disables or deletes the account they are signed in with.
 */
export const sysUserHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    if (signInAccount(rc.store.db, data.userAcc)) {
      throw conflict('用户账号已存在', { userAcc: data.userAcc });
    }
    data.isLocked = false;
    return undefined;
  },
  prepareUpdate: (rc, _model, existing, data) => {
    if (data.userAcc === existing.data.userAcc) {
      if (data.state !== existing.data.state && isCaller(rc, existing.data.userAcc)) {
        throw conflict('不能停用或启用当前登录的账号');
      }
      return;
    }
    if (signInAccount(rc.store.db, existing.data.userAcc)) {
      throw badRequest('登录账号的用户账号不能修改', 'userAcc');
    }
    if (signInAccount(rc.store.db, data.userAcc)) {
      throw conflict('用户账号已存在', { userAcc: data.userAcc });
    }
  },
  afterWrite: (rc, record) => {
    const account = signInAccount(rc.store.db, record.data.userAcc);
    if (account) syncAccount(rc.store.db, account, record.data.state === ENABLED, 'disabled');
  },
  beforeDelete: (rc, records: readonly StoredRecord[]) => {
    if (records.some((record) => isCaller(rc, record.data.userAcc))) {
      throw conflict('不能删除当前登录的账号');
    }
  },
  afterDelete: (rc, records) => {
    for (const record of records) {
      const account = signInAccount(rc.store.db, record.data.userAcc);
      if (account) syncAccount(rc.store.db, account, false, 'deleted');
    }
  },
};
