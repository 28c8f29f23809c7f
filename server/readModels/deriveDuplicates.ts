import {
  DEFAULT_DUPLICATE_RULES,
  duplicateKeysOf,
  type DuplicateRuleConfig,
  orderedPair,
} from '../../src/domain/archives';
import { type Db } from '../db/openDatabase';

/**
 * The 重复档案 read model of one resident (migration 686): the archive's keys under the kernel's
 * duplicate rules (src/domain/archives/duplicates), and the pairs it makes with the archives
 * already holding one of its keys (found by the key's index), under the deployment's rules
 * (DUPLICATE_RULES). Only an archive in the file (在档) has keys, so a merged (合并注销) or closed
 * archive leaves every pair.
 */

const IN_FILE = '1';

interface DuplicatePerson {
  id: string;
  status: string | null;
  hospital_id: string | null;
  parsed: Record<string, unknown>;
}

export interface DuplicateStatements {
  clear: (personNum: string) => void;
  derive: (person: DuplicatePerson | undefined) => void;
}

export const duplicateStatements = (
  db: Db,
  rules: DuplicateRuleConfig = DEFAULT_DUPLICATE_RULES,
): DuplicateStatements => {
  const clearKeys = db.prepare<[string]>('DELETE FROM person_duplicate_keys WHERE person_num = ?');
  const clearPairs = db.prepare<[string, string]>(
    'DELETE FROM duplicate_pairs WHERE person_a = ? OR person_b = ?',
  );
  const insertKey = db.prepare(
    `INSERT OR REPLACE INTO person_duplicate_keys (person_num, rule, key, hospital_id)
     VALUES (@person_num, @rule, @key, @hospital_id)`,
  );
  const sharing = db.prepare<[string, string, string], { person_num: string; hospital_id: string }>(
    `SELECT person_num, hospital_id FROM person_duplicate_keys
      WHERE rule = ? AND key = ? AND person_num <> ?`,
  );
  const insertPair = db.prepare(
    `INSERT OR REPLACE INTO duplicate_pairs (person_a, person_b, rule, hospital_a, hospital_b)
     VALUES (@person_a, @person_b, @rule, @hospital_a, @hospital_b)`,
  );
  return {
    clear: (personNum) => {
      clearKeys.run(personNum);
      clearPairs.run(personNum, personNum);
    },
    derive: (person) => {
      if (!person || person.status !== IN_FILE) return;
      const hospitalId = person.hospital_id ?? '';
      const keys = duplicateKeysOf({ ...person.parsed, hospitalId }, rules);
      for (const { rule, key } of keys) {
        insertKey.run({ person_num: person.id, rule, key, hospital_id: hospitalId });
        for (const other of sharing.all(rule, key, person.id)) {
          const [a, b] = orderedPair(person.id, other.person_num);
          insertPair.run({
            person_a: a,
            person_b: b,
            rule,
            hospital_a: a === person.id ? hospitalId : other.hospital_id,
            hospital_b: b === person.id ? hospitalId : other.hospital_id,
          });
        }
      }
    },
  };
};
