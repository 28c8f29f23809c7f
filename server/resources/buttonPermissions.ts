import { type AuthUser } from '../auth/authUser';
import { type Db } from '../db/openDatabase';
import { ResourceError } from './errors';
import { type FamilyModel } from './familyModel';
import { findTransition } from './lifecycle';

/** The verbs whose buttons the client shows only with their code (spec 5); reads need none. */
const BUTTON_VERBS = new Set(['create', 'update', 'deletes', 'excel']);

export const BUTTON_MESSAGE = '无权进行该操作';

/**
 * The operation code a route needs, `{familyId}:{verb}` as the menu's formBtns carry it: the
 * CRUD verbs, the export and the lifecycle steps. Null for what no button guards (reads,
 * formInit, a family's named extras).
 */
export const buttonCodeOf = (model: FamilyModel, key: string): string | null =>
  BUTTON_VERBS.has(key) || findTransition(model, key) ? `${model.id}:${key}` : null;

/** Whether a user group holds an operation code; read per request so a changed grant counts at once. */
const groupHolds = (db: Db, groupId: number, code: string): boolean =>
  db
    .prepare<[number, string], { held: number }>(
      'SELECT 1 AS held FROM group_function_details WHERE group_id = ? AND fun_detail_id = ?',
    )
    .get(groupId, code) !== undefined;

/**
 * The server keeps the promise the client's hidden buttons make: a call the user's group has no
 * button for is refused (403), whoever sends it. The regional administrator (IsAdmin) keeps
 * every operation, as the platform's maintenance account for data no menu page shows.
 */
export const assertButton = (db: Db, user: AuthUser, model: FamilyModel, key: string): void => {
  const code = buttonCodeOf(model, key);
  if (code === null || user.isAdmin || groupHolds(db, user.groupId, code)) return;
  throw new ResourceError(403, BUTTON_MESSAGE);
};
