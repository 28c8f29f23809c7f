import {
  FIGURES,
  figureById,
  INDICATORS,
  monthsOf,
  statPeriod,
  WORKLOAD_FIGURES,
} from '@/domain/indicators';
import {
  DEFAULT_FIGURE_ITEMS,
  DEFAULT_HAND_ITEMS,
  scoreFigureItem,
  WORK_SCORE_PARTS,
} from '@/domain/workScore';

describe('the figure catalogue', () => {
  it('holds each figure once, each management indicator with its definition (indicatorsFor)', () => {
    const ids = FIGURES.map((figure) => figure.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const indicator of INDICATORS) {
      const figure = figureById(indicator.id);
      expect(figure.kind === 'rate' && figure.definition).toEqual(indicator);
      expect(figure.description.startsWith(indicator.definition)).toBe(true);
    }
    expect(WORKLOAD_FIGURES.every((figure) => figure.families.length > 0)).toBe(true);
    expect(() => figureById('noSuchFigure')).toThrow('不在指标目录中');
  });
});

describe('report periods', () => {
  const today = '2026-12-05';
  it('turns a month, a quarter code, a year and a range into days cut at today', () => {
    expect(statPeriod({ kind: 'month', month: '2026-02' }, today)).toEqual({
      period: { from: '2026-02-01', to: '2026-02-28', label: '2026年2月' },
    });
    expect(statPeriod({ kind: 'quarter', year: 2026, quarter: 8 }, today)).toEqual({
      period: { from: '2026-07-01', to: '2026-09-30', label: '2026年第三季度' },
    });
    expect(statPeriod({ kind: 'quarter', year: 2026, quarter: 16 }, today)).toEqual({
      period: { from: '2026-10-01', to: today, label: '2026年第四季度' },
    });
    expect(statPeriod({ kind: 'year', year: 2025 }, today)).toEqual({
      period: { from: '2025-01-01', to: '2025-12-31', label: '2025年' },
    });
    expect(statPeriod({ kind: 'range', from: '2026-03-01', to: '2026-03-10' }, today)).toEqual({
      period: { from: '2026-03-01', to: '2026-03-10', label: '2026-03-01至2026-03-10' },
    });
  });

  it('refuses what cannot be counted, in Chinese', () => {
    expect(statPeriod({ kind: 'month', month: '2026-13' }, today)).toEqual({
      error: '统计月份应为YYYY-MM',
    });
    expect(statPeriod({ kind: 'quarter', year: 2026, quarter: 3 as 2 }, today)).toEqual({
      error: '季度代码应为2、4、8或16',
    });
    expect(statPeriod({ kind: 'range', from: '2026-03-10', to: '2026-03-01' }, today)).toEqual({
      error: '开始日期不能晚于结束日期',
    });
    expect(statPeriod({ kind: 'year', year: 2027 }, today)).toEqual({ error: '统计期间尚未开始' });
  });

  it('lists the months a period touches', () => {
    expect(monthsOf({ from: '2026-11-15', to: '2027-01-02' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });
});

describe('computed work score items', () => {
  const htn = DEFAULT_FIGURE_ITEMS.find((item) => item.id === 'htnStandardRate')!;
  const fileRate = DEFAULT_FIGURE_ITEMS.find((item) => item.id === 'fileRate')!;

  it('scores a band by the highest threshold the rate reaches', () => {
    expect(scoreFigureItem(htn, { numerator: 39, denominator: 100, rate: 39 }).score).toBe(0);
    expect(scoreFigureItem(htn, { numerator: 40, denominator: 100, rate: 40 }).score).toBe(3);
    expect(scoreFigureItem(htn, { numerator: 59, denominator: 100, rate: 59 }).score).toBe(5);
    expect(scoreFigureItem(htn, { numerator: 60, denominator: 100, rate: 60 })).toEqual({
      score: 7,
      explanation: '60%（60/100） 达到 ≥60% 档，得 7 分',
    });
  });

  it('scores linearly between two rates, capped at the item’s points', () => {
    expect(scoreFigureItem(fileRate, { numerator: 75, denominator: 100, rate: 75 }).score).toBe(3);
    expect(scoreFigureItem(fileRate, { numerator: 99, denominator: 100, rate: 99 }).score).toBe(6);
    expect(scoreFigureItem(fileRate, { numerator: 50, denominator: 100, rate: 50 }).score).toBe(0);
  });

  it('gives nothing for a rate that cannot be computed, and says why', () => {
    expect(scoreFigureItem(htn, { numerator: 3, denominator: null, rate: null })).toEqual({
      score: 0,
      explanation: '分母未配置，计0分',
    });
  });

  it('makes a template whose items fill each part to its full marks', () => {
    for (const part of WORK_SCORE_PARTS) {
      const points = [...DEFAULT_FIGURE_ITEMS, ...DEFAULT_HAND_ITEMS]
        .filter((item) => item.part === part.field)
        .reduce((sum, item) => sum + item.points, 0);
      expect({ part: part.field, points }).toEqual({ part: part.field, points: part.max });
    }
    for (const item of DEFAULT_FIGURE_ITEMS) expect(() => figureById(item.figure)).not.toThrow();
  });
});
