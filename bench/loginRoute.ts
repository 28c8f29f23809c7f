import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from '../scripts/clientBuild';
import { launchChromium } from '../test/utils/launchChromium';

const RUNS = 5;
const CLIENT_DIR = path.join(ROOT, 'dist/client');

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const compressedSize = (urlPath: string, ext: '.br' | '.gz'): number => {
  const file = path.join(CLIENT_DIR, urlPath);
  if (fs.existsSync(file + ext)) return fs.statSync(file + ext).size;
  // Files under the compression threshold are served as they are.
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};

interface PaintSample {
  fcp: number;
  lcp: number;
}

/** The login route: the JavaScript it loads (gzip and brotli bytes) and its paints. */
export const measureLoginRoute = async (baseUrl: string) => {
  const browser = await launchChromium();
  if (!browser) return { skipped: 'Chromium 不可用' };
  try {
    const scripts = new Set<string>();
    const paints: Record<string, PaintSample[]> = { '1x': [], '4x': [] };
    for (const [label, rate] of [
      ['1x', 1],
      ['4x', 4],
    ] as const) {
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.pathname.endsWith('.js') && response.request().resourceType() === 'script') {
            scripts.add(url.pathname);
          }
        });
        await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
        // Buffered observers see paints that happened before this script ran; under 4× throttling
        // the entries can arrive after `networkidle`, so wait for FCP (bounded) before reading.
        const sample = await page.evaluate(
          () =>
            new Promise<{ fcp: number; lcp: number }>((resolve) => {
              let fcp = 0;
              let lcp = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) {
                  if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
                }
              }).observe({ type: 'paint', buffered: true });
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
              }).observe({ type: 'largest-contentful-paint', buffered: true });
              const started = performance.now();
              // No named inner functions: tsx would wrap them in a helper the page lacks.
              const timer = setInterval(() => {
                const waited = performance.now() - started;
                if ((fcp > 0 && waited > 300) || waited > 5000) {
                  clearInterval(timer);
                  resolve({ fcp, lcp: Math.max(lcp, fcp) });
                }
              }, 50);
            }),
        );
        paints[label]?.push(sample);
        await context.close();
      }
    }
    const files = [...scripts].sort();
    return {
      scripts: files,
      requests: files.length,
      bytesGzip: files.reduce((sum, file) => sum + compressedSize(file, '.gz'), 0),
      bytesBrotli: files.reduce((sum, file) => sum + compressedSize(file, '.br'), 0),
      paint: Object.fromEntries(
        Object.entries(paints).map(([label, samples]) => [
          label,
          {
            firstContentfulPaintMs: Math.round(median(samples.map((s) => s.fcp))),
            largestContentfulPaintMs: Math.round(median(samples.map((s) => s.lcp))),
            runs: samples.length,
          },
        ]),
      ),
    };
  } finally {
    await browser.close();
  }
};
