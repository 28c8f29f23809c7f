import { seedDatabase } from '../seed/seedDatabase';
import { migrate } from './migrate';
import { openDatabase, type Db } from './openDatabase';

/** Opens, migrates and (when empty) seeds the database: everything a start needs. */
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
