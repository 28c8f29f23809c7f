-- Captchas live in the server's memory (five minutes, single use, server/auth/captchaService.ts):
-- a sign-in needs no disk write for them, so it keeps working on a full disk.
DROP TABLE captchas;

-- Sessions end when idle (SESSION_IDLE_MINUTES) and at a lifetime (SESSION_MAX_HOURS): the last
-- request of a session, in epoch seconds (refreshes do not count). Reasons gain idle | expired |
-- limit (SESSIONS_PER_USER: a new sign-in ended the oldest).
ALTER TABLE auth_sessions ADD COLUMN last_seen_at INTEGER;
UPDATE auth_sessions SET last_seen_at = created_at WHERE last_seen_at IS NULL;
