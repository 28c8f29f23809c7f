/**
 * The page address, behind functions so sagas `call` them and tests provide them. Ending a
 * session leaves through a full page load (spec 4 and 8), which also drops every in-memory cache.
 * Outside a browser (node tests) there is no page: reads give '/', moves do nothing.
 */
export const currentPath = (): string =>
  globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : '/';

export const goTo = (url: string): void => {
  globalThis.location?.assign(url);
};

export const reloadPage = (): void => {
  globalThis.location?.reload();
};
