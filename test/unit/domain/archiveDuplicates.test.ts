import {
  activeDuplicateRules,
  canonicalIdCard,
  DEFAULT_DUPLICATE_RULES,
  differingFields,
  DUPLICATE_RULE_CODES,
  duplicateKeysOf,
  orderedPair,
  parseDuplicateRuleOverrides,
  resolveDuplicateRules,
} from '@/domain/archives';
import { idCardCheckDigit } from '@/domain/identity';

const ID_18 = (first17: string) => `${first17}${idCardCheckDigit(first17)}`;
/** 1955-07-08, sequence 123 (a man). */
const MAN = ID_18('34088119550708123');
const OLD_FORM = '340881550708123';

const keyOf = (subject: Parameters<typeof duplicateKeysOf>[0], rule: string) =>
  duplicateKeysOf(subject).find((key) => key.rule === rule)?.key;

describe('重复档案 rules (kernel src/domain/archives/duplicates)', () => {
  it('reads a 15-digit ID as the 18-character number that replaced it', () => {
    expect(canonicalIdCard(OLD_FORM)).toBe(MAN);
    expect(canonicalIdCard(` ${MAN.toLowerCase()} `)).toBe(MAN);
    expect(canonicalIdCard('3408811955')).toBeUndefined();
    expect(canonicalIdCard(undefined)).toBeUndefined();
  });

  it('pairs the same ID number, in its old and new forms', () => {
    expect(keyOf({ IDCardNo: OLD_FORM }, 'sameIdCard')).toBe(
      keyOf({ IDCardNo: MAN }, 'sameIdCard'),
    );
    expect(keyOf({ IDCardNo: ID_18('34088119550708125') }, 'sameIdCard')).not.toBe(
      keyOf({ IDCardNo: MAN }, 'sameIdCard'),
    );
  });

  it('pairs the same name, birth date and village; not another village or birth date', () => {
    const resident = { name: '王桂兰', birthDate: '1955-07-08', regionCode: '340881100201' };
    const key = keyOf(resident, 'sameNameBirthVillage');
    expect(key).toBeDefined();
    expect(keyOf({ ...resident, name: ' 王桂兰 ' }, 'sameNameBirthVillage')).toBe(key);
    expect(keyOf({ ...resident, regionCode: '340881100202' }, 'sameNameBirthVillage')).not.toBe(
      key,
    );
    expect(keyOf({ ...resident, birthDate: '1955-07-09' }, 'sameNameBirthVillage')).not.toBe(key);
    // Without 所属区划 the archive's hospital stands for the village; without a name, no key.
    expect(
      keyOf(
        { ...resident, regionCode: undefined, hospitalId: '34088110020101' },
        'sameNameBirthVillage',
      ),
    ).toBeDefined();
    expect(keyOf({ ...resident, name: '' }, 'sameNameBirthVillage')).toBeUndefined();
  });

  it('gives no key of a rule a deployment switched off', () => {
    const subject = { IDCardNo: MAN, name: '王桂兰', birthDate: '1955-07-08', regionCode: '1' };
    expect(duplicateKeysOf(subject).map((key) => key.rule)).toEqual([
      'sameIdCard',
      'sameNameBirthVillage',
    ]);
    expect(
      duplicateKeysOf(subject, { ...DEFAULT_DUPLICATE_RULES, sameIdCard: false }).map(
        (key) => key.rule,
      ),
    ).toEqual(['sameNameBirthVillage']);
  });

  it('pairs the same name and birth date across the villages of a township only when switched on', () => {
    const resident = { name: '王桂兰', birthDate: '1955-07-08', regionCode: '340881100201' };
    const township = (subject: typeof resident, config = DEFAULT_DUPLICATE_RULES) =>
      duplicateKeysOf(subject, config).find((key) => key.rule === 'sameNameBirthTownship')?.key;
    expect(township(resident)).toBeUndefined();
    const on = resolveDuplicateRules({ sameNameBirthTownship: true });
    const key = township(resident, on);
    expect(key).toBeDefined();
    expect(township({ ...resident, regionCode: '340881100202' }, on)).toBe(key);
    expect(township({ ...resident, regionCode: '340881101201' }, on)).not.toBe(key);
    expect(activeDuplicateRules(on)).toEqual(DUPLICATE_RULE_CODES);
    expect(activeDuplicateRules(DEFAULT_DUPLICATE_RULES)).toEqual([
      'sameIdCard',
      'sameNameBirthVillage',
    ]);
  });

  it('reads a deployment’s switches: known codes, booleans, at least one rule on', () => {
    expect(parseDuplicateRuleOverrides({ sameIdCard: false })).toEqual({ sameIdCard: false });
    expect(resolveDuplicateRules({ sameIdCard: false })).toEqual({
      ...DEFAULT_DUPLICATE_RULES,
      sameIdCard: false,
    });
    expect(() => parseDuplicateRuleOverrides([])).toThrow('应为 JSON 对象');
    expect(() => parseDuplicateRuleOverrides({ samePhone: true })).toThrow(
      'samePhone 不是重复档案规则',
    );
    expect(() => parseDuplicateRuleOverrides({ sameIdCard: 1 })).toThrow(
      'sameIdCard 应为 true 或 false',
    );
    expect(() =>
      parseDuplicateRuleOverrides({ sameIdCard: false, sameNameBirthVillage: false }),
    ).toThrow('至少应启用一条重复档案规则');
  });

  it('orders a pair once and names the fields that differ', () => {
    expect(orderedPair('b', 'a')).toEqual(['a', 'b']);
    expect(orderedPair('a', 'b')).toEqual(['a', 'b']);
    expect(
      differingFields(
        { name: '王桂兰', phone: '13905561234', drugAllergy: ['1', '2'], workUnit: '' },
        { name: '王桂兰', drugAllergy: ['2', '1'], workUnit: null },
        ['name', 'phone', 'drugAllergy', 'workUnit'],
      ),
    ).toEqual(['phone']);
  });
});
