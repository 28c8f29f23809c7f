import { parseArgs } from 'node:util';

import { loadConfig } from '../server/config';
import { restoreDatabase } from '../server/db/restoreDatabase';

// npm run restore -- <备份文件> [--db data/demo.db] [--force]: checks the backup (integrity_check,
// this server's migrations), refuses a database a running server has open unless --force, keeps
// the old file aside (…before-restore-<date-time>.db) and puts the backup in its place. Migrations
// newer than the backup run at the next start.

const USAGE = '用法：npm run restore -- <备份文件> [--db 数据库文件] [--force]';

const { values, positionals } = parseArgs({
  options: { db: { type: 'string' }, force: { type: 'boolean', default: false } },
  allowPositionals: true,
});

const backup = positionals[0];
if (!backup || positionals.length > 1) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const target = values.db ?? loadConfig().dbFile;
if (target === ':memory:') {
  process.stderr.write('DB_FILE 为 :memory:，无法还原到内存数据库\n');
  process.exit(2);
}

restoreDatabase(backup, target, { force: values.force }).then(
  (outcome) => {
    if (!outcome.ok) {
      process.stderr.write(`未还原：${outcome.problems.join('；')}\n`);
      process.exit(1);
    }
    const upgrade =
      outcome.version < outcome.latestVersion
        ? `；备份的结构版本为 ${outcome.version}，下次启动时升级到 ${outcome.latestVersion}`
        : '';
    const aside = outcome.keptAside ? `；原数据库已另存为 ${outcome.keptAside}` : '';
    process.stdout.write(`已将 ${backup} 还原为 ${target}${aside}${upgrade}。请启动服务。\n`);
  },
  (error: unknown) => {
    process.stderr.write(`还原失败：${(error as Error).message}\n`);
    process.exit(1);
  },
);
