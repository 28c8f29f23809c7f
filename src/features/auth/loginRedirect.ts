/** Where the sign-in page sends the user, and how other pages send users to it (spec 2.1). */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

const isLoginPath = (path: string): boolean =>
  path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`);

/**
 * The `?redirect=` target, if it is a path of this site. Anything else (an absolute URL,
 * `//host`, `/\host`, the login page itself) goes home, so the parameter cannot send a user
 * to another site after sign-in.
 */
export const safeRedirect = (raw: string | null | undefined): string => {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return HOME_PATH;
  }
  return isLoginPath(raw) ? HOME_PATH : raw;
};

/** `/login?redirect={path}`; already on the sign-in page, the address stays as it is. */
export const loginUrlFor = (path: string): string => {
  if (isLoginPath(path)) return path;
  // '/' is legal in a query value; keeping it makes the address readable (/login?redirect=/home).
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path || HOME_PATH).replace(/%2F/gi, '/')}`;
};
