import { createReadModels } from '../../../server/readModels/readModels';
import { DEFAULT_DUPLICATE_RULES, resolveDuplicateRules } from '../../../src/domain/archives';
import { DEFAULT_FOLLOW_UP_RULES } from '../../../src/domain/followUp';
import { useSeededDatabase } from './seededDatabase';

/**
 * DUPLICATE_RULES (kernel archives/duplicates/deploymentRules.ts) decides which pairs the read
 * model finds: read models created with a rule switched off derive every resident again and keep
 * none of its pairs; switching the township rule on finds every village pair under it too; back
 * to the defaults, the first pairs return.
 */
describe('重复档案 rules by deployment (DUPLICATE_RULES)', () => {
  const seeded = useSeededDatabase();

  const pairsByRule = () =>
    Object.fromEntries(
      (
        seeded.db
          .prepare('SELECT rule, COUNT(*) AS n FROM duplicate_pairs GROUP BY rule ORDER BY rule')
          .all() as { rule: string; n: number }[]
      ).map((row) => [row.rule, row.n]),
    );
  const pairsOf = (rule: string) =>
    seeded.db
      .prepare<[string], string>(
        "SELECT person_a || '-' || person_b FROM duplicate_pairs WHERE rule = ? ORDER BY 1",
      )
      .pluck()
      .all(rule);
  const deriveWith = (overrides: Parameters<typeof resolveDuplicateRules>[0]) =>
    createReadModels(
      seeded.db,
      DEFAULT_FOLLOW_UP_RULES,
      undefined,
      resolveDuplicateRules(overrides),
    ).refresh();

  it('drops the pairs of a rule switched off, and finds them again when it is back on', () => {
    deriveWith({});
    const seededPairs = pairsOf('sameNameBirthVillage');
    // duplicateDemo.ts and duplicatePairsDemo.ts.
    expect(seededPairs.length).toBeGreaterThanOrEqual(6);
    expect(pairsByRule()).toEqual({ sameNameBirthVillage: seededPairs.length });

    deriveWith({ sameNameBirthVillage: false });
    expect(pairsByRule()).toEqual({});
    expect(
      seeded.db
        .prepare('SELECT COUNT(*) FROM person_duplicate_keys WHERE rule = ?')
        .pluck()
        .get('sameNameBirthVillage'),
    ).toBe(0);

    deriveWith({ sameNameBirthTownship: true });
    // A village is in its township: every village pair is a township pair as well.
    expect(pairsOf('sameNameBirthVillage')).toEqual(seededPairs);
    expect(pairsOf('sameNameBirthTownship')).toEqual(expect.arrayContaining(seededPairs));

    deriveWith(DEFAULT_DUPLICATE_RULES);
    expect(pairsByRule()).toEqual({ sameNameBirthVillage: seededPairs.length });
  }, 120_000);
});
