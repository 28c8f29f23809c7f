import fc from 'fast-check';

import { addDays } from '@/domain/calendar';
import {
  type ContractTerms,
  crowdFactsOf,
  inForceOn,
  lastDayInForce,
  TERMINATED,
} from '@/domain/contract';
import {
  type AgreementOfResident,
  CONTRACT_GROUP_INDICATORS,
  CONTRACT_INDICATORS,
  contractFacts,
  inForceDuring,
  indicatorValue,
  renewalDueIn,
  signedOn,
} from '@/domain/indicators';

const YEAR = { from: '2026-01-01', to: '2026-12-31' };

const agreement = (overrides: Partial<AgreementOfResident> = {}): AgreementOfResident => ({
  id: 'c1',
  startDate: '2026-01-10',
  endDate: '2027-01-09',
  items: [],
  ...overrides,
});

const factOf = (overrides: Partial<AgreementOfResident> = {}) =>
  contractFacts([agreement(overrides)], [])[0]!;

describe('lastDayInForce: the days an agreement binds as one range', () => {
  const day = fc.integer({ min: 0, max: 800 }).map((offset) => addDays('2025-06-01', offset));
  const terms = fc.record({
    startDate: day,
    length: fc.integer({ min: 0, max: 365 }),
    terminated: fc.boolean(),
    termination: fc.option(day, { nil: undefined }),
  });

  it('agrees with inForceOn on every day', () => {
    fc.assert(
      fc.property(terms, day, ({ startDate, length, terminated, termination }, asked) => {
        const contract: ContractTerms = {
          startDate,
          endDate: addDays(startDate, length),
          ...(terminated ? { signStatus: TERMINATED, terminationDate: termination } : {}),
        };
        const last = lastDayInForce(contract);
        expect(startDate <= asked && asked <= last).toBe(inForceOn(contract, asked));
      }),
    );
  });

  it.each<[string, ContractTerms, string]>([
    ['runs to its end date', { startDate: '2026-01-10', endDate: '2027-01-09' }, '2027-01-09'],
    [
      'ends the day before 解约',
      {
        startDate: '2026-01-10',
        endDate: '2027-01-09',
        signStatus: TERMINATED,
        terminationDate: '2026-03-01',
      },
      '2026-02-28',
    ],
    [
      'a 解约 after the end keeps the end',
      {
        startDate: '2026-01-10',
        endDate: '2027-01-09',
        signStatus: TERMINATED,
        terminationDate: '2027-02-01',
      },
      '2027-01-09',
    ],
    [
      'terminated without a date never bound',
      { startDate: '2026-01-10', endDate: '2027-01-09', signStatus: TERMINATED },
      '2026-01-09',
    ],
  ])('%s', (_name, contract, last) => {
    expect(lastDayInForce(contract)).toBe(last);
  });
});

describe('签约率: signed on the period’s last day', () => {
  it.each([
    ['the day before the start', '2026-01-09', false],
    ['the start', '2026-01-10', true],
    ['the end date', '2027-01-09', true],
    ['the day after the end', '2027-01-10', false],
  ])('%s', (_name, day, signed) => {
    expect(signedOn(factOf(), day)).toBe(signed);
  });

  it('a 解约 takes effect on its day', () => {
    const fact = factOf({ signStatus: TERMINATED, terminationDate: '2026-05-01' });
    expect(signedOn(fact, '2026-04-30')).toBe(true);
    expect(signedOn(fact, '2026-05-01')).toBe(false);
  });
});

describe('续约率: agreements that ran their term to an end date in the period', () => {
  it.each([
    ['ends on the period’s first day', '2025-01-01', '2026-01-01', true],
    ['ends the day before the period', '2025-01-01', '2025-12-31', false],
    ['ends on the period’s last day', '2026-01-01', '2026-12-31', true],
    ['ends after the period', '2026-01-02', '2027-01-01', false],
  ])('%s', (_name, startDate, endDate, due) => {
    expect(renewalDueIn(factOf({ startDate, endDate }), YEAR)).toBe(due);
  });

  it('an agreement ended early by 解约 is not due for renewal', () => {
    const fact = factOf({
      startDate: '2025-07-01',
      endDate: '2026-06-30',
      signStatus: TERMINATED,
      terminationDate: '2026-03-01',
    });
    expect(renewalDueIn(fact, YEAR)).toBe(false);
  });

  it('is renewed when a later agreement names it as the previous one', () => {
    const facts = contractFacts(
      [
        agreement({ id: 'old', startDate: '2025-03-01', endDate: '2026-02-28' }),
        agreement({ id: 'new', startDate: '2026-03-01', endDate: '2027-02-28', previousId: 'old' }),
      ],
      [],
    );
    expect(facts.map((fact) => [fact.contractId, fact.renewed])).toEqual([
      ['old', true],
      ['new', false],
    ]);
  });
});

describe('履约率: items delivered of those due, over agreements in force in the period', () => {
  it.each([
    ['ended the day before the period', '2025-01-01', '2025-12-31', false],
    ['ends on the period’s first day', '2025-01-02', '2026-01-01', true],
    ['starts on the period’s last day', '2026-12-31', '2027-12-30', true],
    ['starts after the period', '2027-01-01', '2027-12-31', false],
  ])('%s', (_name, startDate, endDate, inForce) => {
    expect(inForceDuring(factOf({ startDate, endDate }), YEAR)).toBe(inForce);
  });

  it('an agreement terminated before it began is in force in no period', () => {
    const fact = factOf({ signStatus: TERMINATED, terminationDate: '2026-01-10' });
    expect(inForceDuring(fact, YEAR)).toBe(false);
  });

  it('counts each item up to its times, only records in the agreement’s window', () => {
    const [fact] = contractFacts(
      [
        agreement({
          items: [
            { name: '高血压面对面随访', rule: 'htnFollowUp', times: 2 },
            { name: '健康体检', rule: 'healthCheck', times: 1 },
          ],
        }),
      ],
      [
        // Before the start, phoned, and three in the window (two count).
        {
          family: 'hypertensionFollowUp',
          id: 'v0',
          date: '2026-01-09',
          data: { visitMethod: '1' },
        },
        {
          family: 'hypertensionFollowUp',
          id: 'v1',
          date: '2026-01-10',
          data: { visitMethod: '3' },
        },
        {
          family: 'hypertensionFollowUp',
          id: 'v2',
          date: '2026-01-10',
          data: { visitMethod: '1' },
        },
        {
          family: 'hypertensionFollowUp',
          id: 'v3',
          date: '2026-04-01',
          data: { visitMethod: '2' },
        },
        {
          family: 'hypertensionFollowUp',
          id: 'v4',
          date: '2027-01-09',
          data: { visitMethod: '1' },
        },
        { family: 'healthCheckTables', id: 'h1', date: '2027-01-10', data: {} },
      ],
    );
    expect(fact).toMatchObject({ itemsDue: 3, itemsDone: 2 });
  });
});

describe('the indicators’ rates', () => {
  const counts = { signed: 3, residents: 6, renewed: 1, renewalDue: 2, itemsDone: 5, itemsDue: 11 };
  const value = (id: string) =>
    indicatorValue(
      CONTRACT_INDICATORS.find((indicator) => indicator.id === id)!,
      counts as never,
      {},
    );

  it('签约率 over residents unless a population is configured, 续约率, 履约率', () => {
    expect(value('signRate')).toEqual({ numerator: 3, denominator: 6, rate: 50 });
    expect(value('renewalRate')).toEqual({ numerator: 1, denominator: 2, rate: 50 });
    expect(value('fulfilmentRate')).toEqual({ numerator: 5, denominator: 11, rate: 45.5 });
    expect(indicatorValue(CONTRACT_INDICATORS[0]!, counts as never, { population: 12 }).rate).toBe(
      25,
    );
  });

  it('every 重点人群 has a 签约率 with a Chinese definition', () => {
    expect(CONTRACT_GROUP_INDICATORS.map((indicator) => indicator.label)).toEqual(
      expect.arrayContaining(['65岁及以上老年人签约率', '高血压患者签约率', '0～6岁儿童签约率']),
    );
    for (const indicator of [...CONTRACT_INDICATORS, ...CONTRACT_GROUP_INDICATORS]) {
      expect(indicator.definition).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

describe('crowdFactsOf: the archive and records that place a resident', () => {
  it('reads cards to their 终止管理, pregnancies, disability and 贫困救助', () => {
    const facts = crowdFactsOf({ disability: ['2'], paymentMethods: ['1', '4'] }, [
      {
        family: 'hypertensionCard',
        date: '2020-01-01',
        createdAt: '2020-01-01 08:00:00',
        updatedAt: '2024-05-06 08:00:00',
        data: { manageStatus: '2' },
      },
      {
        family: 'prenatalFirstChecks',
        date: '2026-02-01',
        createdAt: '2026-02-01 08:00:00',
        updatedAt: '2026-02-01 08:00:00',
        data: { dueDate: '2026-09-01' },
      },
      {
        family: 'healthCheckTables',
        date: '2026-02-01',
        createdAt: '2026-02-01 08:00:00',
        updatedAt: '2026-02-01 08:00:00',
        data: {},
      },
    ]);
    expect(facts).toEqual({
      cards: [{ family: 'hypertensionCard', from: '2020-01-01', until: '2024-05-06' }],
      pregnancies: [{ checkDate: '2026-02-01', dueDate: '2026-09-01' }],
      disability: ['2'],
      paymentMethods: ['1', '4'],
    });
  });
});
