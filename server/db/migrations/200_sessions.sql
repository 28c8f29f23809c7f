-- Revocable sessions (DESIGN.md Security). A session is one sign-in; every token a refresh issues
-- belongs to it. A refresh rotates the token (the old one is marked rotated_at); presenting a
-- rotated token to the refresh route again is a replay, which revokes the whole session. Epoch
-- seconds throughout.
CREATE TABLE auth_sessions (
  session_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (user_id),
  created_at INTEGER NOT NULL,
  revoked_at INTEGER,
  -- logout | replay | password | disabled
  revoke_reason TEXT
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

CREATE TABLE session_tokens (
  token_id TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES auth_sessions (session_id),
  issued_at INTEGER NOT NULL,
  rotated_at INTEGER
);
CREATE INDEX session_tokens_session ON session_tokens (session_id);
