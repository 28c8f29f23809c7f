import fs from 'node:fs';
import path from 'node:path';

import { CARD_LABEL_FAMILIES } from '@/domain/archives';
import {
  CHRONIC_FOLLOW_UP_FAMILIES,
  DUE_PROGRAMMES,
  MENTAL_TB_VISIT_FAMILIES,
} from '@/domain/followUp';
import { isConcreteFamilyId } from '@/services/contract';

/**
 * One rule, one place: the calendar, the ID number, masking, the phone pattern, the field checks
 * and the visit classification table exist once, in src/domain. This walks every source file outside the kernel
 * (src, server, scripts, bench) and fails on a second implementation: a definition under one of
 * the kernel's names, or the constants such an implementation cannot do without.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['src', 'server', 'scripts', 'bench'];
const KERNEL = path.join(ROOT, 'src', 'domain');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|cts|js|cjs|mjs)$/.test(entry.name) ? [full] : [];
  });

const KERNEL_NAMES = [
  'addDays',
  'addMonths',
  'daysBetween',
  'monthsBetween',
  'ageOn',
  'ageFromBirthDate',
  'isLeapYear',
  'daysInMonth',
  'isCalendarDate',
  'isDateText',
  'dateText',
  'dateTimeText',
  'idCardCheckDigit',
  'idCardCheckCharacter',
  'isValidIdCard',
  'idCardProblem',
  'sexFromIdCard',
  'birthDateFromIdCard',
  'normalizeIdCard',
  'maskName',
  'maskIdCard',
  'maskPhone',
  'isMobile',
  'isPhoneOrLandline',
  'checkFieldValue',
  'fieldProblem',
  'requiredMessage',
  'pairProblem',
  'pairIssues',
  'medicationPartProblem',
  'unsafeTextProblem',
  'hasEmoji',
  'VISIT_CLASS',
  'VISIT_CLASS_LABELS',
];

/** What a second implementation cannot do without, whatever it is called. */
const KERNEL_CONSTANTS: readonly [string, RegExp][] = [
  ['milliseconds in a day', /\b86_?400_?000\b|24 \* 60 \* 60 \* 1000/],
  ['the China offset', /8 \* 3_?600_?000|8 \* 60 \* 60 \* 1000|28_?800_?000/],
  ['the ID check characters', /10X98765432/],
  ['the ID weights', /7,\s*9,\s*10,\s*5,\s*8,\s*4,\s*2/],
  ['the mobile pattern', /1\[3-9\]\\d\{9\}/],
  [
    'the visit classification table',
    /['"]?1['"]?\s*:\s*['"]控制满意['"]|codes\(\s*['"]控制满意['"]/,
  ],
];

const definition = (name: string): RegExp =>
  new RegExp(`(?:const|let|var|function)\\s+${name}\\b\\s*[=(:<]`);

describe('the domain kernel is the one implementation', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(
    (file) =>
      !file.startsWith(KERNEL + path.sep) && !file.includes(`${path.sep}generated${path.sep}`),
  );

  it('scans the code base', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('no file outside src/domain defines a kernel name', () => {
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return KERNEL_NAMES.filter((name) => definition(name).test(text)).map(
        (name) => `${path.relative(ROOT, file)} defines ${name}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('no file outside src/domain holds the constants of a second implementation', () => {
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return KERNEL_CONSTANTS.filter(([, pattern]) => pattern.test(text)).map(
        ([what]) => `${path.relative(ROOT, file)} holds ${what}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('catches a second implementation (the check itself can fail)', () => {
    expect(definition('addMonths').test('export const addMonths = (day: string) => day;')).toBe(
      true,
    );
    expect(definition('maskName').test('function maskName(value) {}')).toBe(true);
    expect(KERNEL_CONSTANTS[0]![1].test('const DAY = 86_400_000;')).toBe(true);
    expect(KERNEL_CONSTANTS[5]![1].test("{ '1': '控制满意', '2': '控制不满意' }")).toBe(true);
    expect(definition('addMonths').test("import { addMonths } from '@/domain/calendar';")).toBe(
      false,
    );
  });
});

describe('the kernel names catalogue families that exist', () => {
  const named = [
    ...Object.keys(CHRONIC_FOLLOW_UP_FAMILIES),
    ...Object.values(CHRONIC_FOLLOW_UP_FAMILIES).map((family) => family.cardFamilyId),
    ...Object.keys(MENTAL_TB_VISIT_FAMILIES),
    ...Object.values(MENTAL_TB_VISIT_FAMILIES).map((family) => family.cardFamilyId),
    ...Object.values(DUE_PROGRAMMES).flatMap((programme) => [
      programme.cardFamily,
      programme.visitFamily,
    ]),
    ...CARD_LABEL_FAMILIES,
  ];

  it.each([...new Set(named)])('%s', (family) => {
    expect(isConcreteFamilyId(family)).toBe(true);
  });
});
