/**
 * The session cookie the server sets at sign-in and refresh and clears at logout (spec 3: "token
 * also in a cookie"). HttpOnly: scripts never read it; the client sends the token in the
 * Authorization header (spec 7) and the server refuses a header of another session than the
 * cookie's (docs/decisions/0042-session-cookie.md).
 */
export const SESSION_COOKIE = 'gwphis-token';
