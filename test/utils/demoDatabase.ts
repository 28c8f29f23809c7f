import fs from 'node:fs';

import { loadConfig } from '../../server/config';
import { deploymentRules, readModelsFor } from '../../server/context';
import { type Db, openDatabaseImage } from '../../server/db/openDatabase';
import { prepareDatabase } from '../../server/prepareDatabase';
import { dateText } from '../../src/domain/calendar';

/** The file the run's demo image lives in, named by the suites' global setup (demoImageSetup.cjs). */
export const DEMO_IMAGE_ENV = 'DEMO_DB_IMAGE';

const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 180_000;

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The read models derived as the server's first start derives them (server/context.ts), with the
 * default rules: a server started on a copy then finds them current, as a restarted deployment
 * does, instead of deriving every resident again. A test server given other rules derives anew.
 */
const deriveReadModels = (db: Db): void => {
  readModelsFor(db, deploymentRules(loadConfig({})));
};

/**
 * The image's bytes: written by the first caller of the run (the lock file says who), read by
 * every other. A caller that finds the lock held waits for the image; one that waits too long
 * (the writer died) seeds a database of its own.
 */
const imageBytes = (file: string): Buffer | undefined => {
  if (fs.existsSync(file)) return fs.readFileSync(file);
  let lock: number | undefined;
  try {
    lock = fs.openSync(`${file}.lock`, 'wx');
  } catch {
    for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      if (fs.existsSync(file)) return fs.readFileSync(file);
      sleepSync(WAIT_STEP_MS);
    }
    return undefined;
  }
  const db = prepareDatabase(':memory:');
  try {
    deriveReadModels(db);
    const image = db.serialize();
    // Written whole, then renamed: a reader never sees half an image.
    fs.writeFileSync(`${file}.part`, image, { mode: 0o600 });
    fs.renameSync(`${file}.part`, file);
    return image;
  } finally {
    db.close();
    fs.closeSync(lock);
  }
};

/**
 * A fresh demo database, migrated and seeded as a first start makes it. Seeding takes seconds
 * (tens of them on a loaded machine) and every test server needs one, so a run seeds once and
 * each caller gets its own writable in-memory copy of that day's image; without the run's setup
 * (a script, a single file run with another config) it seeds as the server does.
 */
export const freshDemoDatabase = (): Db => {
  const file = process.env[DEMO_IMAGE_ENV];
  // The demo is dated from the day it is seeded: one image per day the clock says (a test that
  // sets the clock to another day, a run across midnight in the deployment's zone).
  const image = file ? imageBytes(`${file}.${dateText()}`) : undefined;
  return image ? openDatabaseImage(image) : prepareDatabase(':memory:');
};
