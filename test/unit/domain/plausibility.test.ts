import {
  type CheckedField,
  DEFAULT_PLAUSIBLE_DATES,
  fieldProblem,
  NEXT_VISIT_MAX_MONTHS,
  recordIssues,
} from '@/domain/fields';
import { idCardCheckDigit } from '@/domain/identity';

/**
 * Plausibility in the kernel: what the form and the server both refuse. A date before 1900 or
 * years ahead, a next visit beyond its window, an event before the resident's birth, 性别 against
 * the ID number's sex (9 未说明 and 0 未知 included), a number as a name.
 */

const TODAY = '2026-12-05';
const context = { today: TODAY };
const of = (
  name: string,
  label: string,
  kind: CheckedField['kind'],
  extra: Partial<CheckedField> = {},
): CheckedField => ({ name, label, kind, ...extra });

const withCheck = (first17: string) => `${first17}${idCardCheckDigit(first17)}`;
/** Born 1985-03-12; digit 17 '1': a man. */
const MAN_ID = withCheck('34088119850312121');

describe('dates within the plausible range', () => {
  const visitDate = of('visitDate', '随访日期', 'date', { notAfterToday: true });
  const nextVisit = of('nextVisitDate', '下次随访日期', 'date');
  const stamp = of('fileDate', '建档时间', 'datetime');

  it.each([
    [visitDate, '1800-01-01', '随访日期应在1900-01-01到2031-12-05之间'],
    [nextVisit, '2200-01-01', '下次随访日期应在1900-01-01到2031-12-05之间'],
    [stamp, '2200-05-01 08:00:00', '建档时间应在1900-01-01到2031-12-05之间'],
    [visitDate, '2026-12-06', '随访日期不能晚于今天'],
    [visitDate, '2200-01-01', '随访日期不能晚于今天'],
  ])('refuses %#: %s', (field, value, message) => {
    expect(fieldProblem(field, value, context)).toBe(message);
  });

  it('accepts the range edges and takes a deployment range', () => {
    expect(fieldProblem(visitDate, DEFAULT_PLAUSIBLE_DATES.earliest, context)).toBeUndefined();
    expect(fieldProblem(nextVisit, '2031-12-05', context)).toBeUndefined();
    expect(
      fieldProblem(visitDate, '1940-01-01', {
        today: TODAY,
        dateRange: { earliest: '1950-01-01', futureYears: 1 },
      }),
    ).toBe('随访日期应在1950-01-01到2027-12-05之间');
  });
});

describe('names made of name characters', () => {
  const name = of('name', '姓名', 'name');

  it.each(['张三', '阿依古丽·买买提', '欧阳娜娜', 'Li Xiaoming', '𠮷田'])('accepts %s', (value) => {
    expect(fieldProblem(name, value, context)).toBeUndefined();
  });

  it.each(['12345', '张三1', '张*三', '@@', '张  三'])('refuses %s', (value) => {
    expect(fieldProblem(name, value, context)).toBe('姓名只能包含汉字、字母、间隔号（·）和空格');
  });
});

describe('the whole record', () => {
  const fields = [
    of('sex', '性别', 'select'),
    of('IDCardNo', '身份证号', 'idCard'),
    of('birthDate', '出生日期', 'date', { notAfterToday: true }),
    of('visitDate', '随访日期', 'date', { notAfterToday: true }),
    of('nextVisitDate', '下次随访日期', 'date'),
  ];
  const issues = (data: Record<string, unknown>, birthDate?: string) =>
    recordIssues(fields, data, { today: TODAY, birthDate });

  it('holds 性别 to the ID number, 9 未说明 and 0 未知 included', () => {
    for (const sex of ['2', '9', '0']) {
      expect(issues({ IDCardNo: MAN_ID, sex })).toEqual([
        { field: 'sex', message: '性别与身份证号不一致' },
      ]);
    }
    expect(issues({ IDCardNo: MAN_ID, sex: '1' })).toEqual([]);
    expect(issues({ sex: '9' })).toEqual([]);
  });

  it('holds 出生日期 to the ID number', () => {
    expect(issues({ IDCardNo: MAN_ID, birthDate: '1985-03-13' })).toEqual([
      { field: 'birthDate', message: '出生日期与身份证号不一致' },
    ]);
  });

  it('refuses an event before the birth, its own or the resident’s', () => {
    expect(issues({ birthDate: '1985-03-12', visitDate: '1985-03-11' })).toEqual([
      { field: 'visitDate', message: '随访日期不能早于出生日期' },
    ]);
    expect(issues({ visitDate: '2001-01-01' }, '2010-06-01')).toEqual([
      { field: 'visitDate', message: '随访日期不能早于出生日期' },
    ]);
    expect(issues({ visitDate: '2026-01-01' }, '2010-06-01')).toEqual([]);
  });

  it(`plans a next visit after the visit and within ${NEXT_VISIT_MAX_MONTHS} months of today`, () => {
    expect(issues({ visitDate: '2026-11-01', nextVisitDate: '2026-10-01' })).toEqual([
      { field: 'nextVisitDate', message: '下次随访日期不能早于随访日期' },
    ]);
    expect(issues({ visitDate: '2026-11-01', nextVisitDate: '2027-12-06' })).toEqual([
      { field: 'nextVisitDate', message: '下次随访日期应在今天后12个月内' },
    ]);
    expect(issues({ visitDate: '2026-11-01', nextVisitDate: '2027-12-05' })).toEqual([]);
    // A visit recorded late plans from today, as the rules propose.
    expect(issues({ visitDate: '2024-03-01', nextVisitDate: TODAY })).toEqual([]);
  });
});
