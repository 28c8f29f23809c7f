import { Activity, memo, type ReactElement, useInsertionEffect, useRef } from 'react';

import { usePageScrollMemory } from './usePageScrollMemory';

interface KeptPageFrameProps {
  fullPath: string;
  generation: number;
  shown: boolean;
  /** The page's route element, the same object for as long as the page is kept. */
  element: ReactElement;
}

/**
 * One kept page in the page area: shown, or hidden with its state, effects stopped and its DOM
 * still laid out, so that showing it again is a repaint rather than a rebuild.
 *
 * The `<Activity>` inside stops the hidden page's effects (no timers, sockets or polling) and
 * defers its re-renders. Activity also gives the page's top elements an inline
 * `display: none !important`, and the browser then throws their style and layout away: showing
 * the page again restyled and relaid its whole table, most of a switch's frame. So the frame
 * hides the page itself (`is-hidden`: `content-visibility: hidden`, which keeps that rendering
 * state and, like `display: none`, keeps the content from focus and from the accessibility
 * tree; `aria-hidden` says so explicitly), and the `display: none` comes off again in the same
 * commit. That happens in an insertion effect, which React runs in the mutation phase right
 * after it hid the children and before any layout effect could measure (a measure while the
 * page is `display: none` would discard its layout all the same). On reveal React sets
 * `display` back to each element's own value, as it would have anyway.
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

  useInsertionEffect(() => {
    if (shown || !frame.current) return;
    for (const child of frame.current.children)
      if (child instanceof HTMLElement && child.style.display === 'none')
        child.style.removeProperty('display');
  }, [shown]);

  usePageScrollMemory(frame, shown ? fullPath : null, generation);

  return (
    <div
      ref={frame}
      className={shown ? 'gw-page' : 'gw-page is-hidden'}
      data-tab={fullPath}
      aria-hidden={shown ? undefined : true}
    >
      <Activity mode={shown ? 'visible' : 'hidden'}>{element}</Activity>
    </div>
  );
});
