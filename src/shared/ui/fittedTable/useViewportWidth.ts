import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const viewportWidth = () => window.innerWidth;
/** Without a window (a page prerendered at build time): no width known. */
const noWidth = () => 0;

/** The window's width (`innerWidth`), read again when the window resizes. */
export const useViewportWidth = (): number =>
  useSyncExternalStore(subscribe, viewportWidth, noWidth);
