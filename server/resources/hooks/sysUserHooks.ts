import { type Db } from '../../db/openDatabase';
import { conflict } from '../errors';
import { type FamilyHooks } from './hookTypes';

const accountExists = (db: Db, account: unknown): boolean =>
  typeof account === 'string' &&
  db.prepare('SELECT 1 FROM users WHERE account = ?').get(account) !== undefined;

/**
 * sysUsers records describe the platform's accounts (never their passwords). A new record does
 * not make a sign-in account, but it may not take the name of one.
 */
export const sysUserHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    if (accountExists(rc.store.db, data.userAcc)) {
      throw conflict('用户账号已存在', { userAcc: data.userAcc });
    }
    data.isLocked = false;
    return undefined;
  },
  prepareUpdate: (rc, _model, existing, data) => {
    if (data.userAcc !== existing.data.userAcc && accountExists(rc.store.db, data.userAcc)) {
      throw conflict('用户账号已存在', { userAcc: data.userAcc });
    }
  },
};
