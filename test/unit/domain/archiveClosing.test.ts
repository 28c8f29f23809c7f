import { closedOn, closingProblems, isClosedStatus } from '../../../src/domain/archives/closing';

const TODAY = '2026-12-05';
const fields = (closing: Parameters<typeof closingProblems>[0], birth?: string) =>
  closingProblems(closing, TODAY, birth).map((problem) => problem.field);

describe('档案注销 (kernel archives/closing)', () => {
  it('accepts a death with day and cause, a migration with its destination', () => {
    expect(fields({ closeKind: '3', closeDate: '2026-12-01', closeCause: '脑出血' })).toEqual([]);
    expect(fields({ closeKind: '2', closeDate: TODAY, migrateTo: '合肥市蜀山区' })).toEqual([]);
    expect(fields({ closeKind: '4', closeDate: TODAY, closeCause: '失联' })).toEqual([]);
  });

  it('asks a death for its cause, a migration for its destination, each on its field', () => {
    expect(closingProblems({ closeKind: '3', closeDate: TODAY }, TODAY)).toEqual([
      { field: 'closeCause', message: '死亡注销须填写死亡原因' },
    ]);
    expect(fields({ closeKind: '2', closeDate: TODAY, migrateTo: ' ' })).toEqual(['migrateTo']);
    expect(fields({ closeDate: TODAY })).toEqual(['closeKind']);
  });

  it('refuses a day after today, before birth, or not a date', () => {
    const death = { closeKind: '3', closeCause: '心力衰竭' };
    expect(closingProblems({ ...death, closeDate: '2026-12-06' }, TODAY)[0]?.message).toBe(
      '死亡日期不能晚于今天',
    );
    expect(fields({ ...death, closeDate: '1949-01-01' }, '1950-02-03')).toEqual(['closeDate']);
    expect(fields({ ...death, closeDate: '2026/12/01' })).toEqual(['closeDate']);
  });

  it('knows a closed archive and the day it left the file', () => {
    expect([undefined, '', '1', '2', '3', '4'].map(isClosedStatus)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(closedOn('3', { closeDate: '2026-11-02' })).toBe('2026-11-02');
    expect(closedOn('1', { closeDate: '2026-11-02' })).toBeNull();
    expect(closedOn('4', {})).toBeNull();
  });
});
