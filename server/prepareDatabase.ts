import { migrate } from './db/migrate';
import { openDatabase, type Db } from './db/openDatabase';
import { seedDatabase } from './seed/seedDatabase';

/**
 * Opens, migrates and (when empty) seeds the database: everything a start needs. It composes db and
 * seed, so it lives with the composition root, above both (server/README.md, "Floors").
 */
export const prepareDatabase = (file: string): Db => {
  const db = openDatabase(file);
  try {
    migrate(db);
    seedDatabase(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
};
