/**
 * Set on #root by the build when it holds the sign-in page (scripts/webpack/
 * SignInPrerenderPlugin.ts); main.tsx hydrates only such markup. No imports: the build's plugin
 * reads it before any app module can load.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PRERENDERED_SIGN_IN = 'sign-in';
