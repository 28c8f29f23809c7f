import fs from 'node:fs';
import path from 'node:path';

import { type Page } from 'playwright-core';

/** The printable width of A4 with the 12 mm @page margins of print.css, in CSS pixels. */
export const PRINTABLE_WIDTH_PX = Math.floor(((210 - 24) / 25.4) * 96);

/**
 * Keeps screenshots and PDFs in `dir` when a run names one (they are not part of the repository);
 * without it, keeping does nothing.
 */
export const keeperIn =
  (dir: string | undefined) =>
  (name: string, data: Buffer): void => {
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, name), data);
  };

/**
 * Keeps screenshots of the page at the three widths the desks use, then puts it back at
 * 1440×900, when a run names `dir`; without it, does nothing.
 */
export const keepWidthsIn = (dir: string | undefined) => {
  const keep = keeperIn(dir);
  return async (page: Page, name: string): Promise<void> => {
    if (!dir) return;
    for (const [width, height] of [
      [1440, 900],
      [1366, 768],
      [800, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      keep(`${name}-${width}.png`, await page.screenshot());
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  };
};

/** Lays the page out as the printer will and returns how far each table reaches. */
export const tableEdgesOnPaper = async (page: Page) => {
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: PRINTABLE_WIDTH_PX, height: 1100 });
  const edges = await page.evaluate(() =>
    [...document.querySelectorAll('table')].map((table) => ({
      right: table.getBoundingClientRect().right,
      overflow: table.scrollWidth - table.clientWidth,
    })),
  );
  // Back to the page's own media: page.pdf() lays out with print CSS only when nothing is emulated.
  await page.emulateMedia({ media: null });
  return edges;
};

/** The MediaBox of each page of a PDF, as its text ("0 0 595.92 842.88" for A4). */
export const pdfPages = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.\s]+)\]/g)].map((m) => m[1]!.trim());

/** Every table of the paper fits the printable width of A4, none scrolling inside. */
export const expectTablesWithinA4 = async (paper: Page): Promise<void> => {
  const edges = await tableEdgesOnPaper(paper);
  expect(edges.length).toBeGreaterThan(0);
  for (const edge of edges) {
    expect(edge.right).toBeLessThanOrEqual(PRINTABLE_WIDTH_PX + 0.5);
    expect(edge.overflow).toBeLessThanOrEqual(0);
  }
};

/** Prints the paper to PDF; every page is whole A4 (595.92 × 842.88 pt), none cut or resized. */
export const printOnA4 = async (paper: Page): Promise<{ pdf: Buffer; pages: string[] }> => {
  const pdf = await paper.pdf({ format: 'A4', printBackground: true });
  const pages = pdfPages(pdf);
  for (const box of pages) expect(box).toMatch(/^0 0 595\.9\d* 842\.8\d*$/);
  return { pdf, pages };
};
