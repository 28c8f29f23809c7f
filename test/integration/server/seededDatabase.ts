import { type Db } from '../../../server/db/openDatabase';
import { freshDemoDatabase } from '../../utils/demoDatabase';

/** 张德明's (cunyi01) clinic, under 李秀英's (xzys01) centre 340881100001. */
export const DEMO_CLINIC = '34088110020101';

/**
 * A fresh in-memory database, migrated and seeded as a first start makes it, opened before the
 * describe block's tests and closed after them. Read `seeded.db` inside hooks and tests only.
 */
export const useSeededDatabase = (): { db: Db } => {
  const seeded = {} as { db: Db };
  beforeAll(() => {
    seeded.db = freshDemoDatabase();
  }, 30_000);
  afterAll(() => seeded.db.close());
  return seeded;
};
