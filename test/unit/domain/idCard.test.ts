import fc from 'fast-check';

import { dateText, daysInMonth } from '@/domain/calendar';
import {
  ageFromBirthDate,
  birthDateFromIdCard,
  idCardCheckDigit,
  isValidIdCard,
  sexFromIdCard,
} from '@/domain/identity';

// A fixed "today" (a day in the deployment zone, as the code reads it) keeps the future-date
// cases stable.
const NOW = '2025-06-15';

const withCheck = (first17: string): string => first17 + idCardCheckDigit(first17);

describe('idCardCheckDigit', () => {
  // Check characters computed independently of the implementation (weights 7 9 10 5 8 4 2 1 6 3
  // 7 9 10 5 8 4 2, sum mod 11 indexing '10X98765432').
  it.each<[string, string]>([
    ['11010519491231002', 'X'],
    ['34080220000229123', '7'],
    ['34080220240229456', '7'],
    ['32010619900307001', '2'],
    ['32010619900307002', '0'],
    ['34080219850615100', '0'],
    ['34080219850615101', '9'],
    ['34080219850615102', '7'],
    ['34080219850615103', '5'],
    ['34080219850615104', '3'],
    ['34080219850615105', '1'],
    ['34080219850615106', 'X'],
    ['34080219850615107', '8'],
    ['34080219850615108', '6'],
    ['34080219850615109', '4'],
    ['34080219850615110', '7'],
  ])('%s → %s', (first17, expected) => {
    expect(idCardCheckDigit(first17)).toBe(expected);
  });

  it.each(['', '1234', '3408022000022912', '340802200002291237', '3408022000022912a'])(
    'throws for %p',
    (value) => {
      expect(() => idCardCheckDigit(value)).toThrow(RangeError);
    },
  );
});

describe('isValidIdCard', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['X check character', '11010519491231002X', true],
    ['lower-case x check character', '11010519491231002x', true],
    ['29 Feb 2000 (leap century)', '340802200002291237', true],
    ['29 Feb 2024', '340802202402294567', true],
    ['1 Jan 1900, the earliest date', '340802190001010011', true],
    ['ordinary ID', '320106199003070012', true],
    ['born today', withCheck('34080220250615001'), true],
    ['29 Feb 1900 (not a leap year)', '340802190002291230', false],
    ['29 Feb 2023', '340802202302291238', false],
    ['born 1899', '340802189912310017', false],
    ['born 1880', '440524188001010014', false],
    ['born tomorrow (future)', withCheck('34080220250616001'), false],
    ['born next year (future)', withCheck('34080220260101001'), false],
    ['month 13', withCheck('34080219901301001'), false],
    ['month 00', withCheck('34080219900001001'), false],
    ['day 00', withCheck('34080219900100001'), false],
    ['31 April', withCheck('34080219900431001'), false],
    ['wrong check digit', '340802200002291238', false],
    ['X where a digit is due', '34080220000229123X', false],
    ['length 16', '3408022000022912', false],
    ['length 17', '34080220000229123', false],
    ['length 19', '3408022000022912370', false],
    ['15-digit ID', '340802850615101', false],
    ['letter in the body', 'A40802200002291237', false],
    ['X in the body', '3408022000022912X7', false],
    ['surrounding spaces', ' 340802200002291237 ', false],
    ['empty', '', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s: %p → %s', (_label, value, expected) => {
    expect(isValidIdCard(value, NOW)).toBe(expected);
  });

  it('uses the real date when no `now` is given', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    const nextYear = String(Number(dateText().slice(0, 4)) + 1);
    expect(isValidIdCard(withCheck(`340802${nextYear}0101001`))).toBe(false);
  });
});

describe('sexFromIdCard', () => {
  it.each<[string | null | undefined, '1' | '2' | undefined]>([
    ['11010519491231002X', '2'],
    ['11010519491231002x', '2'],
    ['340802198506151000', '2'],
    ['340802198506151019', '1'],
    ['340802198506151027', '2'],
    ['340802198506151035', '1'],
    ['340802198506151043', '2'],
    ['340802198506151051', '1'],
    ['34080219850615106X', '2'],
    ['340802198506151078', '1'],
    ['340802198506151086', '2'],
    ['340802198506151094', '1'],
    // The check character is not verified: only the shape matters.
    ['340802198506151099', '1'],
    ['340802850615101', '1'],
    ['340802850615102', '2'],
    ['340802850615100', '2'],
    ['3408021985061510', undefined],
    ['34080219850615101', undefined],
    ['3408021985061510190', undefined],
    ['34080285061510', undefined],
    ['34080219850615101a', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%p → %p', (value, expected) => {
    expect(sexFromIdCard(value)).toBe(expected);
  });
});

describe('birthDateFromIdCard', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['11010519491231002X', '1949-12-31'],
    ['340802200002291237', '2000-02-29'],
    ['340802190001010011', '1900-01-01'],
    ['340802850615101', '1985-06-15'],
    ['340802960229123', '1996-02-29'],
    ['340802000101123', '1900-01-01'],
    ['340802000229123', undefined],
    ['340802202302291238', undefined],
    [withCheck('34080219901301001'), undefined],
    ['3408022000022912', undefined],
    ['34080220000229123', undefined],
    ['', undefined],
    [null, undefined],
  ])('%p → %p', (value, expected) => {
    expect(birthDateFromIdCard(value)).toBe(expected);
  });
});

describe('ageFromBirthDate', () => {
  it.each<[string | null | undefined, string, number]>([
    ['1990-06-15', NOW, 35],
    ['1990-06-16', NOW, 34],
    ['1990-06-14', NOW, 35],
    ['1990-07-01', NOW, 34],
    ['1990-05-31', NOW, 35],
    ['1990-6-5', NOW, 35],
    ['1990/06/16', NOW, 34],
    ['1990-06-15 08:00:00', NOW, 35],
    ['2025-01-01', NOW, 0],
    ['2025-12-31', NOW, 0],
    ['2026-01-01', NOW, -1],
    ['2000-02-29', '2023-02-28', 22],
    ['2000-02-29', '2023-03-01', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['2023-02-29', NOW, -1],
    ['abc', NOW, -1],
    ['', NOW, -1],
    [null, NOW, -1],
  ])('%p on %p → %i', (birth, now, expected) => {
    expect(ageFromBirthDate(birth, now)).toBe(expected);
  });

  it('uses the real date when no `now` is given', () => {
    expect(ageFromBirthDate(`${Number(dateText().slice(0, 4)) - 10}-01-01`)).toBe(10);
  });
});

describe('properties', () => {
  const digit = fc.constantFrom(...'0123456789');
  const digits = (length: number): fc.Arbitrary<string> =>
    fc.array(digit, { minLength: length, maxLength: length }).map((list) => list.join(''));

  const DAY_MS = 86_400_000;
  const firstDay = Date.UTC(1900, 0, 1) / DAY_MS;
  const lastDay = Date.parse(`${NOW}T00:00:00Z`) / DAY_MS;
  // Day numbers read back in UTC give every calendar date from 1900-01-01 to NOW's day.
  const birthDate = fc.integer({ min: firstDay, max: lastDay }).map((day) => {
    const date = new Date(day * DAY_MS);
    const pad = (value: number, width: number): string => String(value).padStart(width, '0');
    return {
      compact: `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`,
      iso: `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`,
    };
  });
  const validId = fc.tuple(digits(6), birthDate, digits(3)).map(([region, birth, sequence]) => ({
    id: withCheck(region + birth.compact + sequence),
    iso: birth.iso,
  }));

  it('every generated ID with a computed check character is valid', () => {
    fc.assert(
      fc.property(validId, ({ id }) => isValidIdCard(id, NOW)),
      { numRuns: 1000 },
    );
  });

  it('the birth date and sex read back from a generated ID', () => {
    fc.assert(
      fc.property(validId, ({ id, iso }) => {
        expect(birthDateFromIdCard(id)).toBe(iso);
        expect(sexFromIdCard(id)).toBe(Number(id[16]) % 2 === 1 ? '1' : '2');
      }),
      { numRuns: 1000 },
    );
  });

  it('changing any one character of a valid ID makes it invalid', () => {
    const mutation = fc
      .tuple(validId, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 10 }))
      .map(([{ id }, position, shift]) => {
        const alphabet = position === 17 ? '0123456789X' : '0123456789';
        const current = alphabet.indexOf(id.charAt(position));
        // A shift of 1..length-1 around the alphabet always lands on a different character.
        const step = 1 + ((shift - 1) % (alphabet.length - 1));
        const replacement = alphabet.charAt((current + step) % alphabet.length);
        return id.slice(0, position) + replacement + id.slice(position + 1);
      });
    fc.assert(
      fc.property(mutation, (changed) => !isValidIdCard(changed, NOW)),
      { numRuns: 1000 },
    );
  });

  it('daysInMonth agrees with the generated dates', () => {
    fc.assert(
      fc.property(birthDate, ({ iso }) => {
        const [year, month, day] = iso.split('-').map(Number);
        return day! <= daysInMonth(year!, month!);
      }),
      { numRuns: 1000 },
    );
  });
});
