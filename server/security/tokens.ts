import { randomUUID } from 'node:crypto';

import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'gwphis-reference-server';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: number;
  account: string;
  /** The user's token version when the token was issued; a bump revokes it. */
  version: number;
  /** The sign-in this token belongs to (auth_sessions); every refresh keeps it. */
  sessionId: string;
}

/** The claims of a verified token, with its own id (jti, a row of session_tokens). */
export interface VerifiedClaims extends TokenClaims {
  tokenId: string;
}

export interface IssuedToken {
  token: string;
  expiresIn: number;
  tokenId: string;
  /** Epoch seconds. */
  issuedAt: number;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<IssuedToken>;
  /**
   * The claims of a well-signed token, or undefined. `graceSeconds` accepts a token that expired at
   * most that long ago (refresh); 0 for ordinary requests.
   */
  verify(token: string, graceSeconds?: number): Promise<VerifiedClaims | undefined>;
}

const toClaims = (payload: Record<string, unknown>): VerifiedClaims | undefined => {
  const userId = Number(payload.sub);
  const { acc, ver, sid, jti } = payload;
  if (
    !Number.isSafeInteger(userId) ||
    typeof acc !== 'string' ||
    typeof ver !== 'number' ||
    typeof sid !== 'string' ||
    typeof jti !== 'string'
  ) {
    return undefined;
  }
  return { userId, account: acc, version: ver, sessionId: sid, tokenId: jti };
};

export const createTokenService = (secret: Uint8Array, ttlSeconds: number): TokenService => ({
  async issue({ userId, account, version, sessionId }) {
    const now = Math.floor(Date.now() / 1000);
    const tokenId = randomUUID();
    const token = await new SignJWT({ acc: account, ver: version, sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      // Unique per issue: a refresh within the same second must not hand back the old token.
      .setJti(tokenId)
      .sign(secret);
    return { token, expiresIn: ttlSeconds, tokenId, issuedAt: now };
  },

  async verify(token, graceSeconds = 0) {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        requiredClaims: ['exp', 'sub', 'jti'],
        clockTolerance: graceSeconds,
      });
      return toClaims(payload);
    } catch (error) {
      // A bad token is an ordinary outcome; anything else (a bug) should surface.
      if (error instanceof errors.JOSEError) return undefined;
      throw error;
    }
  },
});
