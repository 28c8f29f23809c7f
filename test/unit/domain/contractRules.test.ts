import fc from 'fast-check';

import { addDays, ageOn } from '@/domain/calendar';
import {
  ageCrowdBirthBounds,
  contractDue,
  contractEndFor,
  contractPeriodProblem,
  contractStateOf,
  crowdPeriods,
  crowdsOn,
  currentContract,
  deliversItem,
  fulfilmentRate,
  fulfilmentWindow,
  inForceOn,
  itemPace,
  itemProgress,
  packageMismatch,
  type PackageTarget,
  progressTotals,
  renewalProblem,
  renewalStartDate,
  type ServiceRecord,
} from '@/domain/contract';

const noFacts = { cards: [], pregnancies: [], disability: [], paymentMethods: [] };

describe('crowdsOn: the 人群分类 an archive gives on a day', () => {
  it.each([
    ['0～6岁 up to the day before the 7th birthday', '2019-12-05', '2026-12-04', ['2']],
    ['not on the 7th birthday', '2019-12-05', '2026-12-05', ['1']],
    ['65岁 from the 65th birthday', '1961-12-05', '2026-12-05', ['4']],
    ['not the day before', '1961-12-05', '2026-12-04', ['1']],
    ['a 38-year-old: 一般人群', '1988-03-01', '2026-12-05', ['1']],
    ['unknown birth date: 一般人群', undefined, '2026-12-05', ['1']],
  ])('%s', (_, birthDate, day, expected) => {
    expect(crowdsOn(birthDate, [], day)).toEqual(expected);
  });

  it('places a resident by active cards, a pregnancy, disability and poverty', () => {
    const periods = crowdPeriods({
      cards: [
        { family: 'hypertensionCard', from: '2020-01-01', until: null },
        { family: 'diabetesManager', from: '2020-01-01', until: '2025-06-30' },
        { family: 'copdcards', from: '2020-01-01', until: null },
      ],
      pregnancies: [{ checkDate: '2026-03-01', dueDate: '2026-10-01' }],
      disability: ['5'],
      paymentMethods: ['3', '4'],
    });
    expect(crowdsOn('1960-01-01', periods, '2026-11-12')).toEqual(['3', '4', '5', '9', '11']);
    // 产后42天: the mother is 孕产妇 to the due date + 42 days, not a day longer.
    expect(crowdsOn('1990-01-01', periods, '2026-11-13')).toEqual(['5', '9', '11']);
    expect(crowdsOn('1990-01-01', periods, '2025-06-30')).toEqual(['5', '6', '9', '11']);
  });

  it('keeps only the declared crowds no record can show', () => {
    expect(crowdsOn('1990-01-01', [], '2026-12-05', ['10', '5', '12'])).toEqual(['10', '12']);
    expect(crowdPeriods({ ...noFacts, disability: ['1'] })).toEqual([]);
  });

  it('gives birth-date bounds that agree with ageOn', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        (birthOffset, dayOffset) => {
          const birth = addDays('1930-01-01', birthOffset);
          const day = addDays('1950-01-01', dayOffset);
          const age = ageOn(birth, day) ?? -1;
          const elderly = ageCrowdBirthBounds('4', day);
          expect(birth <= elderly.bornBy).toBe(age >= 65);
          const child = ageCrowdBirthBounds('2', day);
          expect(birth > (child.bornAfter ?? '') && birth <= child.bornBy).toBe(
            age >= 0 && age <= 6,
          );
        },
      ),
    );
  });
});

describe('packageMismatch: the population check', () => {
  const child: PackageTarget = { crowds: ['2'], match: 'any', maxAge: 6 };
  const elderlyHtn: PackageTarget = { crowds: ['4', '5'], match: 'all', minAge: 65 };

  it('explains why a child package does not fit a 38-year-old woman', () => {
    expect(packageMismatch(child, { age: 38, sex: '2', crowds: ['1'] })).toEqual([
      '该服务包面向0～6岁儿童，该居民不属于其中任何一类（该居民：一般人群）',
      '该服务包适用于6岁及以下居民，该居民38岁',
    ]);
  });

  it.each([
    ['6 fits a package up to 6', child, 6, ['2'], 0],
    ['7 does not', child, 7, ['1'], 2],
    ['65 and hypertensive fit the combined package', elderlyHtn, 65, ['4', '5'], 0],
    ['64 and hypertensive do not', elderlyHtn, 64, ['5'], 2],
    ['70 without hypertension does not', elderlyHtn, 70, ['4'], 1],
  ] as const)('%s', (_, target, age, crowds, reasons) => {
    expect(packageMismatch(target, { age, sex: '1', crowds: [...crowds] })).toHaveLength(reasons);
  });

  it('fits any-of targets with one crowd, and checks sex and unknown ages', () => {
    const chronic: PackageTarget = { crowds: ['5', '6'], match: 'any' };
    expect(packageMismatch(chronic, { age: 50, sex: '1', crowds: ['6'] })).toEqual([]);
    const maternal: PackageTarget = { crowds: ['3'], match: 'any', sex: '2' };
    expect(packageMismatch(maternal, { age: 30, sex: '1', crowds: ['3'] })).toEqual([
      '该服务包仅限女性，该居民为男性',
    ]);
    expect(packageMismatch(child, { age: undefined, sex: '1', crowds: ['2'] })).toEqual([
      '该居民出生日期不详，无法确认是否符合服务包的年龄要求',
    ]);
    expect(
      packageMismatch({ crowds: [], match: 'any' }, { age: 40, sex: '1', crowds: ['1'] }),
    ).toEqual([]);
  });
});

describe('the agreement period and its state by date', () => {
  const terms = { signStatus: '1', startDate: '2025-12-01', endDate: '2026-11-30' };

  it('runs one year less a day', () => {
    expect(contractEndFor('2025-12-01')).toBe('2026-11-30');
    expect(contractEndFor('2024-02-29')).toBe('2025-02-28');
    expect(contractEndFor('2023-03-01')).toBe('2024-02-29');
  });

  it.each([
    ['2025-11-30', 'pending'],
    ['2025-12-01', 'active'],
    ['2026-10-30', 'active'],
    ['2026-10-31', 'expiring'],
    ['2026-11-30', 'expiring'],
    ['2026-12-01', 'expired'],
    ['2026-12-05', 'expired'],
  ])('on %s it is %s', (today, state) => {
    expect(contractStateOf(terms, today)).toBe(state);
  });

  it('is 已解约 whatever the dates once terminated', () => {
    expect(contractStateOf({ ...terms, signStatus: '2' }, '2026-01-01')).toBe('terminated');
  });

  it('binds until the day before 解约', () => {
    const ended = { ...terms, signStatus: '2', terminationDate: '2026-03-10' };
    expect(inForceOn(ended, '2026-03-09')).toBe(true);
    expect(inForceOn(ended, '2026-03-10')).toBe(false);
    expect(fulfilmentWindow(ended)).toEqual({ from: '2025-12-01', to: '2026-03-10' });
    expect(fulfilmentWindow(terms)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
  });

  it.each([
    ['2026-01-01', '2026-01-01', '2026-12-31', undefined],
    ['2026-01-01', '2026-01-01', '2027-01-01', 'endDate'],
    ['2026-01-02', '2026-01-01', '2026-06-30', 'startDate'],
    ['2026-01-01', '2026-03-01', '2026-02-28', 'endDate'],
  ])('sign %s, %s to %s: problem on %s', (sign, start, end, field) => {
    expect(contractPeriodProblem(sign, start, end)?.field).toBe(field);
  });

  it('offers renewal from 30 days before the end, not for a renewed or terminated one', () => {
    expect(renewalProblem(terms, '2026-10-30', false)).toMatch(/到期前30天内/);
    expect(renewalProblem(terms, '2026-10-31', false)).toBeUndefined();
    expect(renewalProblem(terms, '2027-03-01', false)).toBeUndefined();
    expect(renewalProblem(terms, '2026-11-01', true)).toBe('该签约已续约');
    expect(renewalProblem({ ...terms, signStatus: '2' }, '2026-11-01', false)).toMatch(/已解约/);
    expect(renewalStartDate('2026-11-30', '2026-11-10')).toBe('2026-12-01');
    expect(renewalStartDate('2026-11-30', '2026-12-05')).toBe('2026-12-05');
  });
});

describe('fulfilment from the saved records', () => {
  const window = { from: '2025-12-01', to: '2026-11-30' };
  const followUp = (id: string, date: string | null, visitMethod = '1'): ServiceRecord => ({
    family: 'hypertensionFollowUp',
    id,
    date,
    data: { visitMethod, sbp: 132 },
  });
  const items = [
    { name: '高血压面对面随访', rule: 'htnFollowUp', times: 4 },
    { name: '健康体检', rule: 'healthCheck', times: 1 },
    { name: '血压测量', rule: 'bloodPressure', times: 2 },
  ];

  it('counts records on both ends of the contract year, not the days outside', () => {
    const records = [
      followUp('a', '2025-11-30'),
      followUp('b', '2025-12-01'),
      followUp('c', '2026-11-30'),
      followUp('d', '2026-12-01'),
      followUp('e', null),
    ];
    const [htn] = itemProgress(items, records, window);
    expect(htn).toMatchObject({ done: 2, required: 4, delivered: false });
    expect(htn?.records.map((record) => record.id)).toEqual(['b', 'c']);
  });

  it('counts only records that meet the condition: a telephone follow-up is no visit', () => {
    const records = [followUp('a', '2026-01-10', '3'), followUp('b', '2026-04-10', '2')];
    const [htn, check, pressure] = itemProgress(items, records, window);
    expect(htn?.done).toBe(1);
    expect(check?.done).toBe(0);
    // A telephone visit that recorded a pressure still measured it.
    expect(pressure?.done).toBe(2);
    expect(deliversItem('unknownRule', records[0]!)).toBe(false);
  });

  it('is delivered at exactly the times agreed, and 履约率 caps each item at them', () => {
    const records = ['01', '03', '05', '07', '09'].map((month, index) =>
      followUp(`v${index}`, `2026-${month}-10`),
    );
    const progress = itemProgress(items, records, window);
    expect(progress[0]).toMatchObject({ done: 5, delivered: true });
    expect(progress[2]).toMatchObject({ done: 5, delivered: true });
    const totals = progressTotals(progress);
    expect(totals).toEqual({ due: 7, done: 6 });
    expect(fulfilmentRate(totals)).toBe(85.7);
    expect(fulfilmentRate({ due: 0, done: 0 })).toBeNull();
  });

  it('judges the agreement on the day: state, days left, renewal', () => {
    const contract = { id: '9', signStatus: '1', startDate: '2025-12-01', endDate: '2026-11-30' };
    const running = contractDue(contract, '2026-11-10', false);
    expect(running).toMatchObject({ state: 'expiring', daysLeft: 20, renewable: true });
    const ended = contractDue(contract, '2026-12-05', false);
    expect(ended).toMatchObject({ state: 'expired', daysLeft: -5, renewable: true });
    expect(contractDue(contract, '2026-12-05', true)).toMatchObject({ renewable: false });
  });

  it('picks the agreement in force, else the latest one not terminated', () => {
    const old = { id: '1', signStatus: '1', startDate: '2024-12-01', endDate: '2025-11-30' };
    const expired = { id: '2', signStatus: '1', startDate: '2025-12-01', endDate: '2026-11-30' };
    const cut = { id: '3', signStatus: '2', startDate: '2026-12-01', endDate: '2027-11-30' };
    expect(currentContract([old, expired, cut], '2026-12-05')?.id).toBe('2');
    expect(currentContract([old, expired], '2026-06-01')?.id).toBe('2');
    expect(currentContract([cut], '2026-12-05')).toBeUndefined();
  });
});

describe('itemPace: an item spread over the contract year', () => {
  const year = { startDate: '2025-12-01', endDate: '2026-11-30' };

  it.each([
    ['1st of 4 from the start, behind after the first quarter', 4, 0, '2025-12-01', '2026-02-28'],
    ['2nd of 4 from +3 months', 4, 1, '2026-03-01', '2026-05-31'],
    ['4th of 4 by the end date', 4, 3, '2026-09-01', '2026-11-30'],
    ['a yearly item: the whole year', 1, 0, '2025-12-01', '2026-11-30'],
    ['2 a year: the second half', 2, 1, '2026-06-01', '2026-11-30'],
  ])('%s', (_, times, done, dueDate, overdueAfter) => {
    expect(itemPace(year, times, done)).toEqual({ dueDate, overdueAfter });
  });

  it('is null once every delivery is done, and for an item asked no times', () => {
    expect(itemPace(year, 4, 4)).toBeNull();
    expect(itemPace(year, 4, 6)).toBeNull();
    expect(itemPace(year, 0, 0)).toBeNull();
  });

  it('keeps a weekly item inside the year, its window never before its due date', () => {
    for (let done = 0; done < 52; done += 1) {
      const pace = itemPace(year, 52, done);
      expect(pace).not.toBeNull();
      expect(pace!.dueDate <= pace!.overdueAfter).toBe(true);
      expect(pace!.overdueAfter <= year.endDate).toBe(true);
    }
  });
});
