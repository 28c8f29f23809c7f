import { type RefObject, useLayoutEffect } from 'react';

import { readTabDraft, saveTabDraft } from '@/shared/tabDraft';

/** The scroll position's name among a tab's drafts. */
export const SCROLL_DRAFT = 'layout:scrollTop';
/** How long a remounted page may take to grow tall enough for its old position. */
const RESTORE_WINDOW_MS = 4000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Every tab's page scrolls in the one page area (`.gw-page-scroll`), so each tab's position is
 * kept as data among its drafts: recorded as the user scrolls, put back when the tab is shown.
 * A page mounted afresh (it had been unmounted over the limit) grows as its data arrives, so the
 * position is put back as it grows, until it is reached, the user scrolls, or a few seconds
 * pass; meanwhile the browser's clamping of the position is not taken for the user's.
 */
export const usePageScrollMemory = (
  pageRef: RefObject<HTMLElement | null>,
  fullPath: string | null,
  generation: number,
): void => {
  useLayoutEffect(() => {
    const page = pageRef.current;
    const area = page?.closest<HTMLElement>('.gw-page-scroll');
    if (fullPath === null || !page || !area) return;
    const scope = { fullPath, generation };
    const saved = readTabDraft(scope, SCROLL_DRAFT);
    const target = typeof saved === 'number' ? saved : 0;
    let restoring = true;
    const apply = () => {
      // (jsdom, in the component tests, has no scrolling at all.)
      if (typeof area.scrollTo === 'function') area.scrollTo({ top: target });
      if (Math.abs(area.scrollTop - target) < 1) restoring = false;
    };
    // At the start of the next frame rather than now: putting the position back reads layout,
    // and forced here, in the commit of a tab switch, it laid the page out before the rest of
    // the switch's changes (tab strip, menu) and again in the frame. In the frame's own
    // animation callbacks it is the one layout that frame needs, before anything paints.
    const firstApply = requestAnimationFrame(apply);
    const growth = new ResizeObserver(() => {
      if (restoring) apply();
    });
    growth.observe(page);
    const giveUp = window.setTimeout(() => {
      restoring = false;
    }, RESTORE_WINDOW_MS);
    const userScrolls = () => {
      restoring = false;
    };
    const record = () => {
      if (!restoring) saveTabDraft(scope, SCROLL_DRAFT, area.scrollTop);
    };
    area.addEventListener('scroll', record, { passive: true });
    for (const type of USER_INPUT) area.addEventListener(type, userScrolls, { passive: true });
    return () => {
      cancelAnimationFrame(firstApply);
      growth.disconnect();
      window.clearTimeout(giveUp);
      area.removeEventListener('scroll', record);
      for (const type of USER_INPUT) area.removeEventListener(type, userScrolls);
    };
  }, [pageRef, fullPath, generation]);
};
