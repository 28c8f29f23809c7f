/**
 * The build version check (spec 4 and 7.1). The first request of a page load fetches
 * /version.json once; concurrent requests share that one fetch. The polling saga asks again
 * later with `force`.
 */

declare const __APP_VERSION__: string;

export interface VersionInfo {
  current: string;
  server: string | null;
  changed: boolean;
}

export const clientVersion = (): string =>
  typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

let inflight: Promise<VersionInfo> | null = null;

const fetchVersion = async (origin: string): Promise<VersionInfo> => {
  const current = clientVersion();
  try {
    const response = await fetch(`${origin}/version.json?t=${Date.now()}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return { current, server: null, changed: false };
    const body = (await response.json()) as { version?: unknown };
    const server = typeof body.version === 'string' ? body.version : null;
    return { current, server, changed: server !== null && server !== current };
  } catch {
    // A version check must never block or fail real work.
    return { current, server: null, changed: false };
  }
};

/** Checks once per page load (or again when forced); concurrent callers share one request. */
export const checkVersion = (
  origin: string,
  options: { force?: boolean } = {},
): Promise<VersionInfo> => {
  if (!inflight || options.force) inflight = fetchVersion(origin);
  return inflight;
};

/** Tests start every case from a clean page load. */
export const resetVersionCheck = (): void => {
  inflight = null;
};
