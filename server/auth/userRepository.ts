import { type Db } from '../db/openDatabase';

/** A user joined with what the session reply needs from the hospital, group and managed tree. */
export interface UserRecord {
  userId: number;
  account: string;
  passwordHash: string;
  userName: string;
  hospitalId: string;
  hospitalName: string;
  hospClass: number;
  parentHospitalId: string | null;
  regionCode: string;
  manageHospId: string;
  manageRegionCode: string;
  groupId: number;
  groupCode: string;
  isAdmin: boolean;
  isRealNameSystem: boolean;
  isStrongPassword: boolean;
  isFirstLogin: boolean;
  isPasswordExpired: boolean;
  tokenVersion: number;
  enabled: boolean;
}

interface UserRow {
  user_id: number;
  account: string;
  password_hash: string;
  user_name: string;
  hospital_id: string;
  hosp_name: string;
  hosp_class: number;
  parent_id: string | null;
  region_code: string;
  manage_hosp_id: string;
  manage_region_code: string;
  group_id: number;
  group_code: string;
  is_admin: number;
  is_real_name_system: number;
  is_strong_password: number;
  is_first_login: number;
  is_password_expired: number;
  token_version: number;
  state: number;
}

const SELECT_USER = `
  SELECT u.user_id, u.account, u.password_hash, u.user_name, u.hospital_id, h.hosp_name,
         h.hosp_class, h.parent_id, h.region_code, u.manage_hosp_id,
         m.region_code AS manage_region_code, u.group_id, g.group_code, u.is_admin,
         u.is_real_name_system, u.is_strong_password, u.is_first_login, u.is_password_expired,
         u.token_version, u.state
  FROM users u
  JOIN hospitals h ON h.hosp_id = u.hospital_id
  JOIN hospitals m ON m.hosp_id = u.manage_hosp_id
  JOIN user_groups g ON g.group_id = u.group_id`;

const toRecord = (row: UserRow): UserRecord => ({
  userId: row.user_id,
  account: row.account,
  passwordHash: row.password_hash,
  userName: row.user_name,
  hospitalId: row.hospital_id,
  hospitalName: row.hosp_name,
  hospClass: row.hosp_class,
  parentHospitalId: row.parent_id,
  regionCode: row.region_code,
  manageHospId: row.manage_hosp_id,
  manageRegionCode: row.manage_region_code,
  groupId: row.group_id,
  groupCode: row.group_code,
  isAdmin: row.is_admin === 1,
  isRealNameSystem: row.is_real_name_system === 1,
  isStrongPassword: row.is_strong_password === 1,
  isFirstLogin: row.is_first_login === 1,
  isPasswordExpired: row.is_password_expired === 1,
  tokenVersion: row.token_version,
  enabled: row.state === 1,
});

export interface UserRepository {
  /** Case-insensitive, like the account column. */
  findByAccount(account: string): UserRecord | undefined;
  findById(userId: number): UserRecord | undefined;
  /** Stores a new hash, clears the password flags and revokes every token issued so far. */
  changePassword(userId: number, passwordHash: string, now: number): void;
}

export const createUserRepository = (db: Db): UserRepository => {
  const byAccount = db.prepare<[string], UserRow>(`${SELECT_USER} WHERE u.account = ?`);
  const byId = db.prepare<[number], UserRow>(`${SELECT_USER} WHERE u.user_id = ?`);
  const updatePassword = db.prepare<[string, number, number]>(
    `UPDATE users SET password_hash = ?, password_changed_at = ?, is_strong_password = 1,
       is_first_login = 0, is_password_expired = 0, token_version = token_version + 1
     WHERE user_id = ?`,
  );
  return {
    findByAccount: (account) => {
      const row = byAccount.get(account);
      return row && toRecord(row);
    },
    findById: (userId) => {
      const row = byId.get(userId);
      return row && toRecord(row);
    },
    changePassword: (userId, passwordHash, now) => {
      updatePassword.run(passwordHash, now, userId);
    },
  };
};
