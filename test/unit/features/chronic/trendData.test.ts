import { bloodPressureOption, glucoseOption, trendPoints } from '@/features/chronic';

describe('trendPoints', () => {
  it.each<{ case: string; reply: unknown; expected: unknown }>([
    { case: 'no reply', reply: undefined, expected: [] },
    { case: 'no items', reply: { personNum: 'P1' }, expected: [] },
    {
      case: 'numbers and numeric text',
      reply: { items: [{ visitDate: '2026-01-02', sbp: 150, dbp: '95' }] },
      expected: [{ visitDate: '2026-01-02', values: { sbp: 150, dbp: 95 } }],
    },
    {
      case: 'a blank value is a gap, not zero',
      reply: { items: [{ visitDate: '2026-01-02 00:00:00', sbp: 150, dbp: null }] },
      expected: [{ visitDate: '2026-01-02', values: { sbp: 150, dbp: null } }],
    },
    {
      case: 'a visit without any measure or date is left out',
      reply: {
        items: [
          { visitDate: '2026-01-02', sbp: '' },
          { sbp: 120, dbp: 80 },
        ],
      },
      expected: [],
    },
  ])('$case', ({ reply, expected }) => {
    expect(trendPoints(reply, ['sbp', 'dbp'])).toEqual(expected);
  });
});

describe('trend options', () => {
  const points = [{ visitDate: '2026-01-02', values: { sbp: 150, dbp: 95 } }];

  it('draws SBP and DBP with the 140 and 90 target lines', () => {
    const option = bloodPressureOption(points) as { series: Record<string, unknown>[] };
    expect(option.series.map((s) => s.name)).toEqual(['收缩压', '舒张压']);
    expect(option.series.map((s) => (s.markLine as { data: unknown[] }).data)).toEqual([
      [{ yAxis: 140 }],
      [{ yAxis: 90 }],
    ]);
    expect(option.series[0]?.data).toEqual([['2026-01-02', 150]]);
  });

  it('draws fasting glucose with the 7.0 target line', () => {
    const option = glucoseOption([
      { visitDate: '2026-01-02', values: { fastingBloodGlucose: 8.1 } },
    ]) as { series: Record<string, unknown>[] };
    expect(option.series[0]?.data).toEqual([['2026-01-02', 8.1]]);
    expect((option.series[0]?.markLine as { data: unknown[] }).data).toEqual([{ yAxis: 7 }]);
  });
});
