import { migrate } from './db/migrate';
import { openDatabase, type Db } from './db/openDatabase';
import { type AdministratorSeed, seedDatabase, seedProductionDatabase } from './seed/seedDatabase';

/**
 * Opens, migrates and (when empty) seeds the database: everything a start needs. It composes db and
 * seed, so it lives with the composition root, above both (server/README.md, "Floors").
 */
export const prepareDatabase = (
  file: string,
  /** Production: an empty database gets this administrator, not the demo (seedProductionDatabase). */
  production?: { admin: AdministratorSeed; onSeeded?: () => void },
): Db => {
  const db = openDatabase(file);
  try {
    migrate(db);
    if (production) {
      if (seedProductionDatabase(db, production.admin)) production.onSeeded?.();
    } else seedDatabase(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
};
