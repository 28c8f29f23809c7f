import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates markup the build rendered (and in the build's render itself), true
 * from the render right after and in any render from scratch. What the build cannot know (this
 * browser's stored notice, the deployment's support phone) waits for it, so the hydrating
 * render gives exactly the build's markup.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
