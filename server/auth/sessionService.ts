import { randomUUID } from 'node:crypto';

import { type DeferredWrites } from '../db/deferredWrites';
import { type Db } from '../db/openDatabase';
import { type IssuedToken, type TokenService, type VerifiedClaims } from '../security/tokens';

/**
 * Why a session ended (auth_sessions.revoke_reason): `deleted`, its user's record was deleted;
 * `idle`, no request for SESSION_IDLE_MINUTES; `expired`, SESSION_MAX_HOURS after its sign-in;
 * `limit`, a sign-in beyond SESSIONS_PER_USER ended it as the user's oldest.
 */
export type RevokeReason =
  'logout' | 'replay' | 'password' | 'disabled' | 'deleted' | 'idle' | 'expired' | 'limit';

/** What a refresh came to: a new token, or why not. */
export type RotateOutcome =
  { ok: true; issued: IssuedToken } | { ok: false; reason: 'replay' | 'revoked' };

interface SessionUser {
  userId: number;
  account: string;
  tokenVersion: number;
}

/** The session limits (server/config.ts): idle, lifetime, per user, rotation grace. */
export interface SessionLimits {
  idleSeconds: number;
  maxAgeSeconds: number;
  perUser: number;
  rotationGraceSeconds: number;
}

export interface SessionService {
  /**
   * A sign-in: a new session and its first token; the user's oldest beyond the limit ends.
   * `cookieBound`: a browser's sign-in, whose requests must carry the session cookie.
   */
  begin(user: SessionUser, options?: { cookieBound?: boolean }): Promise<IssuedToken>;
  /** Whether the session's requests must carry its cookie (a browser's sign-in, decision 0042). */
  isCookieBound(sessionId: string): boolean;
  /**
   * Whether a verified token may still be used for requests: its session is live (not revoked,
   * not idle too long, not past its lifetime) and it is the session's current token, or was
   * replaced less than the rotation grace ago (requests already in flight when another caller
   * refreshed).
   */
  isLive(claims: VerifiedClaims): boolean;
  /** A request of the session: it is not idle. Refreshes do not call this. */
  touch(claims: VerifiedClaims): void;
  /**
   * A refresh: the token must be its session's current one, of a session neither idle nor past
   * its lifetime (a refresh keeps no session alive). A token already rotated is a replay (someone
   * else holds a copy): the whole session is revoked.
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

interface SessionState {
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  /** When lastSeenAt was last written (the table is written at most every TOUCH_WRITE_SECONDS). */
  savedSeenAt: number;
  revoked: boolean;
  cookieBound: boolean;
}

interface TokenState {
  sessionId: string;
  rotatedAt: number | null;
}

/** How stale auth_sessions.last_seen_at may be: a restart forgets at most this much activity. */
const TOUCH_WRITE_SECONDS = 30;

const SWEEP_SECONDS = 600;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Revocable sessions (docs/decisions/0026) with an idle limit, a lifetime and a per-user limit.
 * The live sessions and their tokens are held in memory (loaded at start) and written through to
 * auth_sessions and session_tokens; when the disk is full the writes wait in `writes` and go in
 * when it takes them again, so sign-in and requests keep working (server/README.md, "Faults").
 */
export const createSessionService = (
  db: Db,
  tokens: TokenService,
  limits: SessionLimits,
  writes: DeferredWrites,
): SessionService => {
  const sessions = new Map<string, SessionState>();
  const tokenStates = new Map<string, TokenState>();
  const byUser = new Map<number, Set<string>>();

  const remember = (sessionId: string, state: SessionState) => {
    sessions.set(sessionId, state);
    let own = byUser.get(state.userId);
    if (!own) {
      own = new Set();
      byUser.set(state.userId, own);
    }
    own.add(sessionId);
  };

  const forget = (sessionId: string) => {
    const state = sessions.get(sessionId);
    if (!state) return;
    sessions.delete(sessionId);
    byUser.get(state.userId)?.delete(sessionId);
    for (const [tokenId, token] of tokenStates) {
      if (token.sessionId === sessionId) tokenStates.delete(tokenId);
    }
  };

  // The sessions a restart must keep: not revoked and within their lifetime.
  const bootAt = nowSeconds();
  for (const row of db
    .prepare<
      [number],
      { session_id: string; user_id: number; created_at: number; seen: number; bound: number }
    >(
      `SELECT session_id, user_id, created_at, COALESCE(last_seen_at, created_at) AS seen,
         cookie_bound AS bound
       FROM auth_sessions WHERE revoked_at IS NULL AND created_at > ?`,
    )
    .all(bootAt - limits.maxAgeSeconds)) {
    remember(row.session_id, {
      userId: row.user_id,
      createdAt: row.created_at,
      lastSeenAt: row.seen,
      savedSeenAt: row.seen,
      revoked: false,
      cookieBound: row.bound === 1,
    });
  }
  for (const row of db
    .prepare<[], { token_id: string; session_id: string; rotated_at: number | null }>(
      `SELECT t.token_id, t.session_id, t.rotated_at FROM session_tokens t
       JOIN auth_sessions s ON s.session_id = t.session_id WHERE s.revoked_at IS NULL`,
    )
    .all()) {
    if (sessions.has(row.session_id)) {
      tokenStates.set(row.token_id, { sessionId: row.session_id, rotatedAt: row.rotated_at });
    }
  }

  const revoke = (sessionId: string, reason: RevokeReason) => {
    const state = sessions.get(sessionId);
    writes.now(
      `UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ?
       WHERE session_id = ? AND revoked_at IS NULL`,
      [nowSeconds(), reason, sessionId],
    );
    if (state) forget(sessionId);
  };

  /** The live session of a token, ending it when it has been idle or lived too long. */
  const liveSession = (claims: VerifiedClaims, now: number): SessionState | undefined => {
    const state = sessions.get(claims.sessionId);
    if (!state || state.revoked) return undefined;
    if (now - state.createdAt > limits.maxAgeSeconds) {
      revoke(claims.sessionId, 'expired');
      return undefined;
    }
    if (now - state.lastSeenAt > limits.idleSeconds) {
      revoke(claims.sessionId, 'idle');
      return undefined;
    }
    return state;
  };

  const issueIn = async (sessionId: string, user: SessionUser): Promise<IssuedToken> => {
    const issued = await tokens.issue({
      userId: user.userId,
      account: user.account,
      version: user.tokenVersion,
      sessionId,
    });
    tokenStates.set(issued.tokenId, { sessionId, rotatedAt: null });
    writes.now('INSERT INTO session_tokens (token_id, session_id, issued_at) VALUES (?, ?, ?)', [
      issued.tokenId,
      sessionId,
      issued.issuedAt,
    ]);
    return issued;
  };

  /** Ends the user's oldest sessions until one more fits within the limit. */
  const makeRoom = (userId: number, now: number) => {
    const own = [...(byUser.get(userId) ?? [])]
      .map((id) => ({ id, state: sessions.get(id) }))
      .filter((entry) => entry.state && liveSessionAt(entry.id, now))
      .sort((a, b) => (a.state?.createdAt ?? 0) - (b.state?.createdAt ?? 0));
    for (const entry of own.slice(0, Math.max(0, own.length - limits.perUser + 1))) {
      revoke(entry.id, 'limit');
    }
  };

  const liveSessionAt = (sessionId: string, now: number): boolean => {
    const state = sessions.get(sessionId);
    if (!state) return false;
    if (
      now - state.createdAt > limits.maxAgeSeconds ||
      now - state.lastSeenAt > limits.idleSeconds
    ) {
      revoke(sessionId, now - state.createdAt > limits.maxAgeSeconds ? 'expired' : 'idle');
      return false;
    }
    return true;
  };

  /** Sessions nobody used again leave memory once idle or past their lifetime (at most every 10 min). */
  let nextSweep = 0;
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_SECONDS;
    for (const sessionId of [...sessions.keys()]) liveSessionAt(sessionId, now);
  };

  return {
    begin: async (user, { cookieBound = false } = {}) => {
      const now = nowSeconds();
      sweep(now);
      makeRoom(user.userId, now);
      const sessionId = randomUUID();
      remember(sessionId, {
        userId: user.userId,
        createdAt: now,
        lastSeenAt: now,
        savedSeenAt: now,
        revoked: false,
        cookieBound,
      });
      writes.now(
        `INSERT INTO auth_sessions (session_id, user_id, created_at, last_seen_at, cookie_bound)
         VALUES (?, ?, ?, ?, ?)`,
        [sessionId, user.userId, now, now, cookieBound ? 1 : 0],
      );
      return issueIn(sessionId, user);
    },

    isCookieBound: (sessionId) => sessions.get(sessionId)?.cookieBound ?? false,

    isLive: (claims) => {
      const token = tokenStates.get(claims.tokenId);
      if (!token || token.sessionId !== claims.sessionId) return false;
      if (!liveSession(claims, nowSeconds())) return false;
      return (
        token.rotatedAt === null || nowSeconds() - token.rotatedAt <= limits.rotationGraceSeconds
      );
    },

    touch: (claims) => {
      const state = sessions.get(claims.sessionId);
      if (!state) return;
      const now = nowSeconds();
      state.lastSeenAt = now;
      if (now - state.savedSeenAt < TOUCH_WRITE_SECONDS) return;
      state.savedSeenAt = now;
      writes.later('UPDATE auth_sessions SET last_seen_at = ? WHERE session_id = ?', [
        now,
        claims.sessionId,
      ]);
    },

    rotate: async (claims, user) => {
      const token = tokenStates.get(claims.tokenId);
      if (!token || token.sessionId !== claims.sessionId) return { ok: false, reason: 'revoked' };
      if (!liveSession(claims, nowSeconds())) return { ok: false, reason: 'revoked' };
      // Checked and set in one synchronous step: of two refreshes of one token racing, one wins.
      if (token.rotatedAt !== null) {
        revoke(claims.sessionId, 'replay');
        return { ok: false, reason: 'replay' };
      }
      token.rotatedAt = nowSeconds();
      writes.now(
        'UPDATE session_tokens SET rotated_at = ? WHERE token_id = ? AND rotated_at IS NULL',
        [token.rotatedAt, claims.tokenId],
      );
      return { ok: true, issued: await issueIn(claims.sessionId, user) };
    },

    revoke,

    end: (claims, reason) => {
      const token = tokenStates.get(claims.tokenId);
      if (!token || token.sessionId !== claims.sessionId) return false;
      const state = sessions.get(claims.sessionId);
      if (!state || state.revoked) return false;
      revoke(claims.sessionId, reason);
      return true;
    },

    revokeAllOf: (userId, reason) => {
      writes.now(
        `UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ?
         WHERE user_id = ? AND revoked_at IS NULL`,
        [nowSeconds(), reason, userId],
      );
      for (const sessionId of [...(byUser.get(userId) ?? [])]) forget(sessionId);
    },
  };
};
