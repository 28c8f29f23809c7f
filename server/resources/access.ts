import { type AuthUser } from '../auth/authUser';
import { type Db } from '../db/openDatabase';
import { outOfScope, RESOURCE_MESSAGES } from '../http/resourceErrors';
import { type FamilyModel } from './familyModel';

/**
 * What the signed-in user may reach (DESIGN.md: a user sees only the data of the hospitals they
 * manage). Made once per request from the auth hook's user.
 */
export interface Access {
  user: AuthUser;
  /** The user's display name, written as createdBy / updatedBy. */
  userName: string;
  managed: ReadonlySet<string>;
  /** The managed hospitals plus those above the user's hospital (inherited reads). */
  visible: ReadonlySet<string>;
  canRead(model: FamilyModel, hospitalId: string | null): boolean;
  canWrite(model: FamilyModel, hospitalId: string | null): boolean;
  /** Throws 403 unless the user may change data of this hospital. */
  assertWrite(model: FamilyModel, hospitalId: string | null): void;
  /**
   * A WHERE fragment limiting a family's records to what the user may read, on `column` (alias
   * r's hospital_id by default; `+r.hospital_id` keeps the planner from starting at the scope).
   */
  scopeSql(model: FamilyModel, column?: string): { sql: string; params: string[] };
}

const ancestorsOf = (db: Db, hospitalId: string): string[] =>
  db
    .prepare<[string], { hosp_id: string }>(
      `WITH RECURSIVE up (hosp_id, parent_id) AS (
         SELECT hosp_id, parent_id FROM hospitals WHERE hosp_id = ?
         UNION ALL
         SELECT h.hosp_id, h.parent_id FROM hospitals h JOIN up ON h.hosp_id = up.parent_id
       )
       SELECT hosp_id FROM up`,
    )
    .all(hospitalId)
    .map((row) => row.hosp_id);

export const createAccess = (db: Db, user: AuthUser, userName: string): Access => {
  const managed = new Set(user.managedHospitalIds);
  const visible = new Set([...managed, ...ancestorsOf(db, user.hospitalId)]);

  const canRead = (model: FamilyModel, hospitalId: string | null): boolean => {
    if (hospitalId === null) return model.scope === 'shared';
    return model.scope === 'managed' ? managed.has(hospitalId) : visible.has(hospitalId);
  };
  const canWrite = (model: FamilyModel, hospitalId: string | null): boolean =>
    hospitalId === null ? model.scope === 'shared' && user.isAdmin : managed.has(hospitalId);

  return {
    user,
    userName,
    managed,
    visible,
    canRead,
    canWrite,
    assertWrite: (model, hospitalId) => {
      if (canWrite(model, hospitalId)) return;
      throw outOfScope(
        hospitalId === null ? RESOURCE_MESSAGES.sharedDataAdminOnly : RESOURCE_MESSAGES.forbidden,
      );
    },
    // The scope through the hospital closure table (an indexed relation, whatever its size):
    // the managed subtree, plus the hospitals above the user's own for inherited data.
    scopeSql: (model, column = 'r.hospital_id') => {
      const subtree = `${column} IN (SELECT descendant FROM hospital_tree WHERE ancestor = ?)`;
      const above = `${column} IN (SELECT ancestor FROM hospital_tree WHERE descendant = ?)`;
      switch (model.scope) {
        case 'shared':
          return {
            sql: `(${column} IS NULL OR ${subtree} OR ${above})`,
            params: [user.manageRoot, user.hospitalId],
          };
        case 'inherited':
          return { sql: `(${subtree} OR ${above})`, params: [user.manageRoot, user.hospitalId] };
        default:
          return { sql: subtree, params: [user.manageRoot] };
      }
    },
  };
};
