-- A session begun by a browser page of this origin (its sign-in came with Sec-Fetch-Site:
-- same-origin, a header no script can set) is bound to its HttpOnly session cookie: a request of
-- that session without the cookie is refused, so a token copied out of the page's storage opens
-- nothing elsewhere (docs/decisions/0042-session-cookie.md). Sessions of scripts, tests and other
-- clients of the API are not bound (0).
ALTER TABLE auth_sessions ADD COLUMN cookie_bound INTEGER NOT NULL DEFAULT 0;
