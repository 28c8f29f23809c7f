import {
  CARD_LABEL_FAMILIES,
  defaultCoverPhone,
  dueServices,
  exclusiveNone,
  followCoverPhone,
  formHeaderNumber,
  parseArchiveNumber,
  profileLabels,
  type ProfileFacts,
  violatesExclusiveNone,
} from '@/domain/archives';
import { type DueStatus, followUpDueStatus, type LastVisit } from '@/domain/followUp';
import { getFamily } from '@/services/contract';

describe('exclusiveNone: 无 excludes the other choices', () => {
  it.each([
    { previous: [], next: ['1'], expected: ['1'] },
    { previous: ['2', '3'], next: ['2', '3', '1'], expected: ['1'] },
    { previous: ['1'], next: ['1', '4'], expected: ['4'] },
    { previous: ['2'], next: ['2', '5'], expected: ['2', '5'] },
    { previous: ['2', '5'], next: ['5'], expected: ['5'] },
    { previous: ['1'], next: [], expected: [] },
  ])('$previous then $next gives $expected', ({ previous, next, expected }) => {
    expect(exclusiveNone(next, previous)).toEqual(expected);
  });

  it.each([
    [['1'], false],
    [['1', '2'], true],
    [['2', '3'], false],
  ])('%j breaks the rule: %s', (value, broken) => {
    expect(violatesExclusiveNone(value)).toBe(broken);
  });
});

describe('the 17-digit archive number', () => {
  it.each([
    ['34088110020100012', true, ''],
    ['3408811002010001', false, '档案编号应为17位数字'],
    ['3408811002010001X', false, '档案编号应为17位数字'],
    ['34000010020100012', false, '档案编号前6位应为县（区）行政区划代码'],
    ['34088110020100000', false, '档案编号最后5位流水号不能为00000'],
  ])('%s valid: %s', (value, valid, reason) => {
    const parsed = parseArchiveNumber(value);
    expect(parsed.ok).toBe(valid);
    if (!parsed.ok) expect(parsed.reason).toBe(reason);
  });

  it('splits into county, township, village and serial, and heads forms with the last 8', () => {
    expect(parseArchiveNumber('34088110020100012')).toEqual({
      ok: true,
      parts: { county: '340881', township: '100', village: '201', serial: '00012' },
    });
    expect(formHeaderNumber('34088110020100012')).toBe('201-00012');
    expect(formHeaderNumber('123')).toBe('');
  });
});

const facts = (overrides: Partial<ProfileFacts>): ProfileFacts => ({
  today: '2026-06-15',
  age: 50,
  activeFamilies: [],
  followUpStatus: {},
  lastHealthCheck: null,
  ...overrides,
});

/** The work list's judgement of a patient on the profile's day (followUpDueStatus). */
const judged = (lastVisit: LastVisit | undefined, cardDate = '2025-01-01'): DueStatus =>
  followUpDueStatus({
    today: '2026-06-15',
    cardDate,
    terminated: false,
    faceToFaceThisYear: 2,
    lastVisit,
  });

describe('profile labels', () => {
  it.each([
    [facts({}), []],
    [facts({ age: 70 }), ['65岁以上', '重点人群']],
    [facts({ age: 3 }), ['0-6岁儿童', '重点人群']],
    [
      facts({ activeFamilies: ['hypertensionCard', 'diabetesManager', 'mentalcard'] }),
      ['高血压', '糖尿病', '严重精神障碍', '重点人群'],
    ],
  ])('%#', (input, expected) => {
    expect(profileLabels(input)).toEqual(expected);
  });
});

describe('due and overdue services', () => {
  it.each([
    { name: 'nothing for a healthy adult', input: facts({}), expected: [] },
    {
      name: 'the recorded next visit date, overdue once past',
      input: facts({
        activeFamilies: ['hypertensionCard'],
        followUpStatus: {
          hypertensionCard: judged({
            visitDate: '2026-03-01',
            classification: '1',
            nextVisitDate: '2026-06-01',
          }),
        },
        lastHealthCheck: '2026-01-10',
      }),
      expected: [{ service: '高血压随访', plannedDate: '2026-06-01', state: 'overdue' }],
    },
    {
      name: 'three months after a satisfactory visit without a next date, due within the week',
      input: facts({
        activeFamilies: ['diabetesManager'],
        followUpStatus: {
          diabetesManager: judged({
            visitDate: '2026-03-20',
            classification: '1',
            nextVisitDate: null,
          }),
        },
        lastHealthCheck: '2026-01-10',
      }),
      expected: [{ service: '糖尿病随访', plannedDate: '2026-06-20', state: 'due' }],
    },
    {
      name: 'a yearly health check for 65+, a year after the last',
      input: facts({ age: 66, lastHealthCheck: '2025-06-01' }),
      expected: [{ service: '年度健康体检', plannedDate: '2026-06-01', state: 'overdue' }],
    },
    {
      name: 'two weeks after an uncontrolled visit, overdue as on the work list',
      input: facts({
        activeFamilies: ['hypertensionCard'],
        followUpStatus: {
          hypertensionCard: judged({ visitDate: '2026-05-20', classification: '2' }),
        },
        lastHealthCheck: '2026-01-10',
      }),
      expected: [{ service: '高血压随访', plannedDate: '2026-06-03', state: 'overdue' }],
    },
    {
      name: 'a card never visited is due two weeks after it was opened, as on the work list',
      input: facts({
        activeFamilies: ['hypertensionCard'],
        followUpStatus: { hypertensionCard: judged(undefined, '2026-06-01') },
        lastHealthCheck: '2026-05-01',
      }),
      expected: [{ service: '高血压随访', plannedDate: '2026-06-15', state: 'due' }],
    },
    {
      name: 'nothing for a card whose next visit is months away',
      input: facts({
        activeFamilies: ['hypertensionCard'],
        followUpStatus: {
          hypertensionCard: judged({
            visitDate: '2026-06-01',
            classification: '1',
            nextVisitDate: '2026-09-01',
          }),
        },
        lastHealthCheck: '2026-05-01',
      }),
      expected: [],
    },
  ])('$name', ({ input, expected }) => {
    expect(dueServices(input)).toEqual(expected);
  });
});

describe('profile labels stay honest', () => {
  it('takes labels only from families the catalogue has (no maternal family: no 孕产妇)', () => {
    expect(CARD_LABEL_FAMILIES.filter((family) => !getFamily(family))).toEqual([]);
    expect(
      profileLabels({
        today: '2026-11-15',
        age: 30,
        activeFamilies: ['pregnantcard', 'maternalcard'],
        followUpStatus: {},
        lastHealthCheck: null,
      }),
    ).toEqual([]);
  });
});

describe('封面的联系电话 (R): the own phone, else the contact phone', () => {
  it('takes 本人电话 first, then 联系人电话, else nothing', () => {
    expect(defaultCoverPhone({ phone: '13905561234', contactPhone: '13800000000' })).toBe(
      '13905561234',
    );
    expect(defaultCoverPhone({ phone: ' ', contactPhone: '13800000000' })).toBe('13800000000');
    expect(defaultCoverPhone({})).toBe('');
  });

  it('follows 本人电话 while it is empty or still the value it was given', () => {
    expect(followCoverPhone({}, { phone: '1' })).toBe('1');
    expect(
      followCoverPhone({ phone: '1', coverPhone: '1' }, { phone: '13', coverPhone: '1' }),
    ).toBe('13');
    // 联系人电话 fills it when the resident has no phone of their own.
    expect(followCoverPhone({}, { contactPhone: '138' })).toBe('138');
  });

  it('stays once staff typed a number of its own, and changes nothing when already equal', () => {
    expect(
      followCoverPhone(
        { phone: '139', coverPhone: '0556-1234567' },
        { phone: '1390', coverPhone: '0556-1234567' },
      ),
    ).toBeUndefined();
    expect(followCoverPhone({ phone: '139' }, { phone: '139', coverPhone: '139' })).toBeUndefined();
  });
});
