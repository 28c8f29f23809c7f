import { rebuildDayTallies } from '../server/chronic/dayTallies';
import { loadConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/openDatabase';
import { createReadModels } from '../server/readModels/readModels';
import { resolveDuplicateRules } from '../src/domain/archives/duplicates';
import { resolveFollowUpRules } from '../src/domain/followUp';

/**
 * npm run rebuild:read-models: derives every resident's read-model rows again from the records
 * (DB_FILE, with the deployment's FOLLOW_UP_RULES and DUPLICATE_RULES), and counts the workload day
 * tallies (per hospital, day and 责任医生) again, e.g. after restoring a backup made by another
 * version. The server does the same by itself when the rules changed; otherwise the rows are kept
 * on every write and this is never needed.
 */
const config = loadConfig();
const db = openDatabase(config.dbFile);
try {
  migrate(db);
  const started = Date.now();
  const residents = createReadModels(
    db,
    resolveFollowUpRules(config.followUpRules),
    undefined,
    resolveDuplicateRules(config.duplicateRules),
  ).rebuild();
  const tallies = rebuildDayTallies(db);
  console.log(
    `已重建 ${residents} 位居民的统计数据、${tallies} 条工作量日计数（${config.dbFile}），用时 ${Date.now() - started} ms`,
  );
} finally {
  db.close();
}
