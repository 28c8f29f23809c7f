import { type Bubble } from '@ant-design/x';
import { type ComponentRef, type RefObject, useEffect, useRef } from 'react';

/** How near the end, in pixels, a reader still counts as reading the end. */
const AT_END_PX = 24;

type BubbleListHandle = ComponentRef<typeof Bubble.List>;

/**
 * Keeps the end of the dialogue in view while an answer grows, unless the reader has scrolled
 * away from it; back at the end, it follows again, and a new message always brings the end back.
 *
 * Bubble.List's own `autoScroll` lays the list out with `column-reverse`, so the end stays put and
 * every update of a growing answer moves all the content above it: at 4× throttling the browser
 * then re-walked and repainted the whole dialogue each frame (pre-paint 5 → 12 ms as the answer
 * grew), the stream's longest frames. Laid out top-down, growth at the end moves
 * nothing, and following it is one scroll of a scroller with its own layer.
 *
 * The scroll happens in a ResizeObserver callback: after layout, before paint, so the new text and
 * the scroll show in the same frame without forcing a layout. A scroll event at the position the
 * hook set is its own; any other is the reader's, and decides whether to keep following.
 */
export function useFollowEnd(
  listRef: RefObject<BubbleListHandle | null>,
  messageCount: number,
): void {
  const following = useRef(true);

  // A question sent (or another conversation opened) shows its end even after scrolling up. The
  // list's size changes with it, so the observer below does the scrolling.
  useEffect(() => {
    following.current = true;
  }, [messageCount]);

  useEffect(() => {
    const box = listRef.current?.nativeElement.querySelector<HTMLElement>(
      '.ant-bubble-list-scroll-box',
    );
    const content = box?.querySelector<HTMLElement>('.ant-bubble-list-scroll-content');
    if (!box || !content) return undefined;

    let ownScrollTop: number | undefined;
    const showEnd = () => {
      box.scrollTop = box.scrollHeight;
      ownScrollTop = box.scrollTop;
    };
    const onScroll = () => {
      if (box.scrollTop === ownScrollTop) return;
      ownScrollTop = undefined;
      following.current = box.scrollHeight - box.clientHeight - box.scrollTop <= AT_END_PX;
    };
    const observer = new ResizeObserver(() => {
      if (following.current) showEnd();
    });
    observer.observe(content);
    observer.observe(box);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', onScroll);
    };
  }, [listRef]);
}
