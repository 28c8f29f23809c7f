import { DIALOG_MIN_HEIGHT, DIALOG_MIN_WIDTH } from '../constants';

/**
 * The pure arithmetic of the draggable dialog: where it may move and how small it may get.
 * Kept apart from the component so it is tested without a browser.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The visible part of the title bar that must stay on screen, so the dialog can be caught again. */
export const KEEP_VISIBLE = 48;

/** A drag: the start offset plus the pointer's travel, clamped so the title stays reachable. */
export const dragTo = (
  start: Point,
  pointerStart: Point,
  pointer: Point,
  box: { left: number; top: number; width: number },
  viewport: Size,
): Point => {
  const dx = pointer.x - pointerStart.x;
  const dy = pointer.y - pointerStart.y;
  // Bounds are on the box's position as it was when the drag began (box.left/top at `start`).
  const minDx = KEEP_VISIBLE - (box.left + box.width);
  const maxDx = viewport.width - KEEP_VISIBLE - box.left;
  const minDy = -box.top;
  const maxDy = viewport.height - KEEP_VISIBLE - box.top;
  return {
    x: start.x + Math.min(maxDx, Math.max(minDx, dx)),
    y: start.y + Math.min(maxDy, Math.max(minDy, dy)),
  };
};

/** A resize from the corner: never below the minimum of 400 × 300 (spec 2.1 and 9). */
export const resizeTo = (start: Size, pointerStart: Point, pointer: Point): Size => ({
  width: Math.max(DIALOG_MIN_WIDTH, Math.round(start.width + pointer.x - pointerStart.x)),
  height: Math.max(DIALOG_MIN_HEIGHT, Math.round(start.height + pointer.y - pointerStart.y)),
});
