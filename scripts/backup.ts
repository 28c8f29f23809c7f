import { parseArgs } from 'node:util';

import { loadConfig } from '../server/config';
import { backupDatabase } from '../server/db/backupDatabase';

// npm run backup -- <目标文件夹> [--db data/demo.db]: a copy of the database through SQLite's
// online backup API, safe while the server runs, 0600, named by the deployment zone's date and
// time (gwphis-2026-12-05-023000.db). The database is DB_FILE's, as the server reads it.

const USAGE = '用法：npm run backup -- <目标文件夹> [--db 数据库文件]';

const { values, positionals } = parseArgs({
  options: { db: { type: 'string' } },
  allowPositionals: true,
});

const destination = positionals[0];
if (!destination || positionals.length > 1) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const dbFile = values.db ?? loadConfig().dbFile;
if (dbFile === ':memory:') {
  process.stderr.write('DB_FILE 为 :memory:，没有可备份的文件\n');
  process.exit(2);
}

backupDatabase(dbFile, destination).then(
  (file) => process.stdout.write(`已备份 ${dbFile} → ${file}\n`),
  (error: unknown) => {
    process.stderr.write(`备份失败（${dbFile}）：${(error as Error).message}\n`);
    process.exit(1);
  },
);
