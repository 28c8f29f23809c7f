import { type RefObject, useEffect } from 'react';

import { WATERMARK } from '@/shared/constants';

/**
 * The faint diagonal watermark over the page area (spec 1 and 9): user name, account and date on
 * 320×130 tiles, rotated -20°, 14 px, opacity 0.15. It is made and kept outside React: when
 * someone deletes it or changes its look in the DOM, a MutationObserver puts it back at once.
 * It never takes a click (pointer-events: none).
 */
export const WATERMARK_CLASS = 'gw-watermark';

const STYLE: Readonly<Record<string, string>> = {
  position: 'absolute',
  inset: '0',
  'z-index': '900',
  'pointer-events': 'none',
  'background-repeat': 'repeat',
  opacity: String(WATERMARK.opacity),
  display: 'block',
  visibility: 'visible',
};

/** The tile as a data URL; empty where there is no canvas (jsdom), the text stays in data-text. */
export const drawWatermarkTile = (lines: readonly string[]): string => {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK.width;
  canvas.height = WATERMARK.height;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return '';
  context.translate(WATERMARK.width / 2, WATERMARK.height / 2);
  context.rotate((WATERMARK.rotateDegrees * Math.PI) / 180);
  context.font = `${WATERMARK.fontSizePx}px "PingFang SC", "Microsoft YaHei", sans-serif`;
  // Mid grey, then the layer's 0.15 opacity: faint on white, still legible on a printout.
  context.fillStyle = '#595959';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lineHeight = WATERMARK.fontSizePx + 6;
  lines.forEach((line, index) => {
    context.fillText(line, 0, (index - (lines.length - 1) / 2) * lineHeight);
  });
  return canvas.toDataURL('image/png');
};

const applyLook = (element: HTMLElement, text: string, tile: string): void => {
  element.className = WATERMARK_CLASS;
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('data-text', text);
  element.removeAttribute('hidden');
  const style = Object.entries(STYLE).map(([key, value]) => `${key}: ${value} !important`);
  if (tile) style.push(`background-image: url("${tile}") !important`);
  element.setAttribute('style', style.join('; '));
};

export function Watermark({
  host,
  lines,
}: {
  host: RefObject<HTMLElement | null>;
  lines: readonly string[];
}) {
  // A string key, so a new array with the same lines does not rebuild the watermark.
  const key = lines.join('\n');

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    const list = key.split('\n');
    const text = list.join(' ');
    const tile = drawWatermarkTile(list);
    let mark = document.createElement('div');
    applyLook(mark, text, tile);
    container.appendChild(mark);

    const observer = new MutationObserver(() => {
      if (!mark.isConnected || mark.parentElement !== container) {
        mark = document.createElement('div');
        applyLook(mark, text, tile);
        container.appendChild(mark);
        observer.observe(mark, { attributes: true });
        return;
      }
      const expected = document.createElement('div');
      applyLook(expected, text, tile);
      const tampered = ['style', 'class', 'hidden', 'data-text'].some(
        (name) => mark.getAttribute(name) !== expected.getAttribute(name),
      );
      if (tampered) applyLook(mark, text, tile);
    });
    observer.observe(container, { childList: true });
    observer.observe(mark, { attributes: true });

    return () => {
      observer.disconnect();
      mark.remove();
    };
  }, [host, key]);

  return null;
}
