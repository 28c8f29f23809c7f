import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { range } from './browserBench';
import { type measureAgainstPeer } from './dataEntryTimes';

type Pages = Awaited<ReturnType<typeof measureAgainstPeer>>;

/**
 * The page comparison's figures (menu click → rows, 新增 → dialog) printed a line per rate and
 * side, and written with the machine's load to `bench/results/{stem}-{time}.json`, with
 * `extra` fields beside them. `label` names a side in the printed lines.
 */
export const reportPageFigures = (
  stem: string,
  pages: Pages,
  loadBefore: number[],
  label: (side: string) => string,
  extra: Record<string, unknown> = {},
): void => {
  const lines = Object.entries(pages).flatMap(([rate, bySide]) =>
    Object.entries(bySide).map(
      ([side, f]) =>
        `${rate} ${label(side)}：菜单到行 ${range(f.rows, ' ms')}；新增到对话框 ${range(f.dialog, ' ms')}`,
    ),
  );
  const file = path.join(__dirname, 'results', `${stem}-${Date.now()}.json`);
  const body = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadBefore, loadAfter: os.loadavg() },
    ...extra,
    summary: lines.join('；'),
    pages,
  };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  console.log(lines.join('\n'));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
};
