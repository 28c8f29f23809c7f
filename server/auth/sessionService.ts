import { randomUUID } from 'node:crypto';

import { type Db } from '../db/openDatabase';
import { type IssuedToken, type TokenService, type VerifiedClaims } from '../security/tokens';

/** Why a session ended (auth_sessions.revoke_reason); `deleted`: its user's record was deleted. */
export type RevokeReason = 'logout' | 'replay' | 'password' | 'disabled' | 'deleted';

/** What a refresh came to: a new token, or why not. */
export type RotateOutcome =
  { ok: true; issued: IssuedToken } | { ok: false; reason: 'replay' | 'revoked' };

interface SessionUser {
  userId: number;
  account: string;
  tokenVersion: number;
}

export interface SessionService {
  /** A sign-in: a new session and its first token. */
  begin(user: SessionUser): Promise<IssuedToken>;
  /**
   * Whether a verified token may still be used for requests: its session is live and it is the
   * session's current token, or was replaced less than the rotation grace ago (requests already in
   * flight when another caller refreshed).
   */
  isLive(claims: VerifiedClaims): boolean;
  /**
   * A refresh: the token must be its session's current one. A token already rotated is a replay
   * (someone else holds a copy): the whole session is revoked.
   */
  rotate(claims: VerifiedClaims, user: SessionUser): Promise<RotateOutcome>;
  revoke(sessionId: string, reason: RevokeReason): void;
  /**
   * Logout: revokes the session of a verified token (of any age the caller accepted, so an
   * expired one still refreshable can end its session too). False when the token is not of a
   * live session: already revoked, or unknown.
   */
  end(claims: VerifiedClaims, reason: RevokeReason): boolean;
  /** Password change, account disabled: every session of the user ends. */
  revokeAllOf(userId: number, reason: RevokeReason): void;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

interface TokenRow {
  rotated_at: number | null;
  revoked_at: number | null;
}

export const createSessionService = (
  db: Db,
  tokens: TokenService,
  rotationGraceSeconds: number,
): SessionService => {
  const insertSession = db.prepare(
    'INSERT INTO auth_sessions (session_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  const insertToken = db.prepare(
    'INSERT INTO session_tokens (token_id, session_id, issued_at) VALUES (?, ?, ?)',
  );
  const tokenRow = db.prepare<[string, string], TokenRow>(
    `SELECT t.rotated_at, s.revoked_at FROM session_tokens t
     JOIN auth_sessions s ON s.session_id = t.session_id
     WHERE t.token_id = ? AND t.session_id = ?`,
  );
  const markRotated = db.prepare<[number, string]>(
    'UPDATE session_tokens SET rotated_at = ? WHERE token_id = ? AND rotated_at IS NULL',
  );
  const revokeSession = db.prepare<[number, string, string]>(
    `UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ?
     WHERE session_id = ? AND revoked_at IS NULL`,
  );
  const revokeUser = db.prepare<[number, string, number]>(
    `UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ?
     WHERE user_id = ? AND revoked_at IS NULL`,
  );

  const issueIn = async (sessionId: string, user: SessionUser): Promise<IssuedToken> => {
    const issued = await tokens.issue({
      userId: user.userId,
      account: user.account,
      version: user.tokenVersion,
      sessionId,
    });
    insertToken.run(issued.tokenId, sessionId, issued.issuedAt);
    return issued;
  };

  const revoke = (sessionId: string, reason: RevokeReason) => {
    revokeSession.run(nowSeconds(), reason, sessionId);
  };

  return {
    begin: async (user) => {
      const sessionId = randomUUID();
      insertSession.run(sessionId, user.userId, nowSeconds());
      return issueIn(sessionId, user);
    },

    isLive: (claims) => {
      const row = tokenRow.get(claims.tokenId, claims.sessionId);
      if (!row || row.revoked_at !== null) return false;
      return row.rotated_at === null || nowSeconds() - row.rotated_at <= rotationGraceSeconds;
    },

    rotate: async (claims, user) => {
      const row = tokenRow.get(claims.tokenId, claims.sessionId);
      if (!row || row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      // The UPDATE decides between two refreshes of the same token racing each other: one wins.
      if (markRotated.run(nowSeconds(), claims.tokenId).changes === 0) {
        revoke(claims.sessionId, 'replay');
        return { ok: false, reason: 'replay' };
      }
      return { ok: true, issued: await issueIn(claims.sessionId, user) };
    },

    revoke,

    end: (claims, reason) => {
      const row = tokenRow.get(claims.tokenId, claims.sessionId);
      if (!row || row.revoked_at !== null) return false;
      return revokeSession.run(nowSeconds(), reason, claims.sessionId).changes > 0;
    },

    revokeAllOf: (userId, reason) => {
      revokeUser.run(nowSeconds(), reason, userId);
    },
  };
};
