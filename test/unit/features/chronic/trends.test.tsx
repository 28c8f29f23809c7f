import { screen } from '@testing-library/react';

import { BloodPressureTrend, GlucoseTrend } from '@/features/chronic';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import { type FakeReply, installFakeApi } from '../resources/fakeApi';

// jsdom has no canvas: the lazily loaded ECharts host is replaced by one that lists its points.
jest.mock('@/shared/ui/charts/EChartCanvas', () => ({
  __esModule: true,
  default: ({
    option,
    ariaLabel,
  }: {
    option: { series: { data: unknown[] }[] };
    ariaLabel: string;
  }) => (
    <div role="img" aria-label={ariaLabel}>
      {JSON.stringify(option.series.map((s) => s.data))}
    </div>
  ),
}));

const serve = (path: string, reply: FakeReply) =>
  installFakeApi((call) => (call.path === path ? reply : undefined));

describe('trend charts', () => {
  it('draws a resident’s blood pressure from bloodpressurechart', async () => {
    const calls = serve('/api/hypertensionFollowUp/bloodpressurechart', {
      response: { personNum: 'P1', items: [{ visitDate: '2026-10-01', sbp: 186, dbp: 112 }] },
    });
    renderWithProviders(<BloodPressureTrend personNum="P1" />);
    const chart = await screen.findByRole('img', { name: '血压趋势' });
    expect(chart).toHaveTextContent('[[["2026-10-01",186]],[["2026-10-01",112]]]');
    expect(calls.find((c) => c.path.endsWith('bloodpressurechart'))?.query.get('personNum')).toBe(
      'P1',
    );
  });

  it('says so when the resident has no visit yet', async () => {
    serve('/api/diabetesFollowUP/bloodsugarchart', { response: { personNum: 'P2', items: [] } });
    renderWithProviders(<GlucoseTrend personNum="P2" />);
    expect(await screen.findByText('暂无血糖随访记录')).toBeInTheDocument();
  });

  it('shows an error when the chart cannot be loaded', async () => {
    serve('/api/diabetesFollowUP/bloodsugarchart', { status: 500, message: '服务器错误' });
    renderWithProviders(<GlucoseTrend personNum="P3" />);
    expect(await screen.findByText('趋势数据加载失败，请稍后重试')).toBeInTheDocument();
  });

  it('asks for a resident before requesting anything', async () => {
    const calls = serve('/api/hypertensionFollowUp/bloodpressurechart', { response: null });
    renderWithProviders(<BloodPressureTrend personNum={undefined} />);
    expect(await screen.findByText('选择居民后显示血压趋势')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('chart'))).toEqual([]);
  });
});
