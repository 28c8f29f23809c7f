import { dragTo, KEEP_VISIBLE, resizeTo } from '@/shared/ui/dialogGeometry';

const viewport = { width: 1440, height: 900 };
const box = { left: 460, top: 100, width: 520 };

describe('dialog geometry', () => {
  it('moves by the pointer travel', () => {
    expect(dragTo({ x: 0, y: 0 }, { x: 500, y: 120 }, { x: 560, y: 200 }, box, viewport)).toEqual({
      x: 60,
      y: 80,
    });
  });

  it('keeps the title bar reachable', () => {
    expect(dragTo({ x: 0, y: 0 }, { x: 500, y: 120 }, { x: 500, y: -400 }, box, viewport).y).toBe(
      -100,
    );
    expect(dragTo({ x: 0, y: 0 }, { x: 500, y: 120 }, { x: 3000, y: 120 }, box, viewport).x).toBe(
      viewport.width - KEEP_VISIBLE - box.left,
    );
    expect(dragTo({ x: 0, y: 0 }, { x: 500, y: 120 }, { x: -3000, y: 120 }, box, viewport).x).toBe(
      KEEP_VISIBLE - (box.left + box.width),
    );
  });

  it('never resizes below 400 × 300', () => {
    expect(resizeTo({ width: 520, height: 400 }, { x: 0, y: 0 }, { x: 100, y: 50 })).toEqual({
      width: 620,
      height: 450,
    });
    expect(resizeTo({ width: 520, height: 400 }, { x: 0, y: 0 }, { x: -500, y: -500 })).toEqual({
      width: 400,
      height: 300,
    });
  });
});
