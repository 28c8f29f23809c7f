import { INDICATORS } from '@/domain/indicators';
import {
  denominatorColumn,
  lastMeasure,
  rateText,
  reportDetailsPath,
  sortOrderOf,
  toIndicatorTree,
} from '@/features/chronic';
import { type IndicatorRowReply, type WorklistRow } from '@/services/contract/chronicPaths';

const row = (hospitalId: string, parentId: string | null, depth: number) =>
  ({ hospitalId, parentId, depth, hospitalName: hospitalId }) as IndicatorRowReply;

describe('indicator report model', () => {
  it('nests institutions under their parents, the scope root at the top', () => {
    const tree = toIndicatorTree([
      row('bureau', 'province', 0),
      row('town', 'bureau', 1),
      row('village', 'town', 2),
      row('town2', 'bureau', 1),
    ]);
    expect(tree.map((node) => node.key)).toEqual(['bureau']);
    expect(tree[0]?.children?.map((node) => node.key)).toEqual(['town', 'town2']);
    expect(tree[0]?.children?.[0]?.children?.map((node) => node.key)).toEqual(['village']);
  });

  it.each([
    [
      '340881100001',
      'htnControlled',
      2026,
      false,
      '/dialog/report-details/340881100001/htnControlled?year=2026',
    ],
    ['340881100001', 'filed', 2025, true, '/dialog/report-details-td/340881100001/filed?year=2025'],
  ])('links %s %s %i (own %s)', (hospital, column, year, own, path) => {
    expect(reportDetailsPath(hospital, column, year, own)).toBe(path);
  });

  it.each([
    [85.7, 7, '85.7%'],
    [null, null, '未配置'],
    [null, 0, '—'],
  ])('shows rate %p over %p as %s', (rate, denominator, text) => {
    expect(rateText(rate, denominator)).toBe(text);
  });
});

describe('work list model', () => {
  const visit = { sbp: 186, dbp: 112, glucose: 7.4 } as WorklistRow;
  it.each([
    ['hypertension', visit, '186/112 mmHg'],
    ['diabetes', visit, '7.4 mmol/L'],
    ['diabetes', { ...visit, glucose: null }, '186/112 mmHg'],
    ['hypertension', { ...visit, sbp: null }, '—'],
  ] as const)('%s measure', (disease, values, text) => {
    expect(lastMeasure(values, disease)).toBe(text);
  });

  it.each([
    ['ascend', 'asc'],
    ['descend', 'desc'],
    [null, undefined],
  ])('sorter %p', (order, param) => {
    expect(sortOrderOf(order)).toBe(param);
  });
});

describe('denominator drill-down', () => {
  const byId = (id: string) => INDICATORS.find((indicator) => indicator.id === id)!;
  it.each([
    ['fileRate', {}, 'residents'],
    ['fileRate', { population: 5000 }, undefined],
    ['elderlyRate', {}, 'elderly'],
    ['elderlyRate', { elderlyPopulation: 800 }, undefined],
    ['fileUseRate', { population: 5000 }, 'filed'],
    ['htnStandardRate', {}, 'htnManaged'],
    ['htnControlRate', {}, 'htnManaged'],
    ['dmControlRate', {}, 'dmManaged'],
    ['htnManageRate', {}, undefined],
    ['htnManageRate', { htnExpected: 900 }, undefined],
  ])('%s with %j configured → %s', (id, configured, expected) => {
    expect(denominatorColumn(byId(id), configured)).toBe(expected);
  });
});
