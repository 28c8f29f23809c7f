import { memo, type ReactElement, useEffect, useRef, useState } from 'react';

import { createPageVisibility, PageVisibilityContext } from '@/shared/pageShown';

import { usePageScrollMemory } from './usePageScrollMemory';

interface KeptPageFrameProps {
  fullPath: string;
  generation: number;
  shown: boolean;
  /** The page's route element, the same object for as long as the page is kept. */
  element: ReactElement;
}

/**
 * One kept page in the page area: shown, or hidden with its state and its DOM still laid out,
 * so that showing it again is a repaint rather than a rebuild.
 *
 * Hiding is only a class (`is-hidden`: `content-visibility: hidden`, which keeps the page's
 * style and layout and, like `display: none`, keeps its content from focus and from the
 * accessibility tree; `aria-hidden` says so explicitly). The page stays live: no `<Activity
 * mode="hidden">`, whose reveal re-ran every effect of the page (antd's table measuring its
 * columns and scrollbar, a re-render they set off), most of a switch's time. What must catch up
 * when it is seen again (a stale list) uses `useOnPageShownAgain`.
 *
 * Memoised: a switch re-renders the two frames whose `shown` changed, not every kept page.
 */
export const KeptPageFrame = memo(function KeptPageFrame({
  fullPath,
  generation,
  shown,
  element,
}: KeptPageFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [{ visibility, setShown }] = useState(() => createPageVisibility(shown));
  // After the paint: what catches up on being shown (a stale list's request) need not delay it.
  useEffect(() => setShown(shown), [setShown, shown]);
  usePageScrollMemory(frame, shown ? fullPath : null, generation);

  return (
    <div
      ref={frame}
      className={shown ? 'gw-page' : 'gw-page is-hidden'}
      data-tab={fullPath}
      aria-hidden={shown ? undefined : true}
    >
      <PageVisibilityContext.Provider value={visibility}>{element}</PageVisibilityContext.Provider>
    </div>
  );
});
