/**
 * Set on #root by the build when it holds the sign-in page (scripts/webpack/
 * SignInPrerenderPlugin.ts); main.tsx hydrates only such markup. No imports: the build's plugin
 * reads it before any app module can load.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_SIGN_IN = 'sign-in';
/**
 * The id of the inline script right after the sign-in markup. <head> holds a render-blocking
 * `<link rel="expect">` for it, so the first paint waits until the whole card is parsed: a
 * parser that yields mid-card (a slow PC, a split network read) painted the brand panel alone,
 * and the card's largest text came a paint later, after the first contentful paint.
 */
export const SIGN_IN_END_ID = 'gw-sign-in-end';
