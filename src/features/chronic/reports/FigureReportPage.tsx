import '../chronic.css';

import { DownloadOutlined, QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Result,
  Row,
  Segmented,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { type EChartsCoreOption } from 'echarts/core';
import { useMemo, useState } from 'react';

import { dateText } from '@/domain/calendar';
import { type Figure, figureById, figuresFor, type RateFigure } from '@/domain/indicators';
import { useExcelExport } from '@/features/exports';
import { type PageProps } from '@/features/permission';
import {
  type ReportArgs,
  useMonthlyWorkReportQuery,
  useServiceSummaryReportQuery,
} from '@/services/chronic/reportApi';
import { getFollowUpRules } from '@/services/config/runtimeConfig';
import { dictionaryLabel } from '@/services/contract';
import {
  type FigureReportReply,
  type FigureReportRow,
  type PeriodParams,
} from '@/services/contract/reportPaths';
import { EChart } from '@/shared/ui/charts';

import { rateText, toIndicatorTree, type TreeRow } from '../indicators/indicatorTree';
import { RateTrendCard } from '../trends/RateTrendCard';
import DoctorReportTable, { useDoctorReport } from './DoctorReportTable';
import PeriodPicker, { initialPeriod, periodParams } from './PeriodPicker';
import { RateDetailsLink } from './RateDetailsLink';
import WorkloadDetailsDialog, { type WorkloadDrill } from './WorkloadDetailsDialog';

/** Which live report a menu entry opens, with its default period and Excel path. */
export interface ReportKind {
  id: 'serviceSummary' | 'monthlyWork';
  fallbackTitle: string;
  defaultPeriod: PeriodParams['period'];
  excelPath: string;
  withTrend: boolean;
  /** Whether the report can be viewed per 责任医生 (a 按医生 switch; every number drills down). */
  byDoctor?: boolean;
}

type ReportTreeRow = TreeRow<FigureReportRow>;

const HOSPITAL_WIDTH = 220;
const FIGURE_WIDTH = 118;

/** The trend of the report's counts over the months of the year (one line per figure). */
const trendOption = (
  figures: readonly Figure[],
  trend: readonly { month: string; values: Record<string, number | null> }[],
): EChartsCoreOption => ({
  animation: false,
  grid: { left: 44, right: 16, top: 64, bottom: 28 },
  tooltip: { trigger: 'axis' },
  legend: { top: 0, type: 'scroll' },
  xAxis: { type: 'category', data: trend.map((point) => `${Number(point.month.slice(5))}月`) },
  yAxis: { type: 'value', name: '人次', minInterval: 1 },
  series: figures.map((figure) => ({
    name: figure.label,
    type: 'line',
    showSymbol: true,
    data: trend.map((point) => point.values[figure.id] ?? 0),
  })),
});

/** The trend of one count figure, a line per child institution of the scope (who is improving). */
const institutionTrendOption = (
  figure: Figure,
  trend: readonly { month: string }[],
  institutions: FigureReportReply['institutionTrend'],
): EChartsCoreOption => ({
  animation: false,
  grid: { left: 44, right: 16, top: 64, bottom: 28 },
  tooltip: { trigger: 'axis', order: 'valueDesc' },
  legend: { top: 0, type: 'scroll' },
  xAxis: { type: 'category', data: trend.map((point) => `${Number(point.month.slice(5))}月`) },
  yAxis: { type: 'value', name: figure.label, minInterval: 1 },
  series: institutions.map((institution) => ({
    name: institution.hospitalName,
    type: 'line',
    showSymbol: true,
    data: institution.values[figure.id] ?? [],
  })),
});

/** The trend chart's choice: every figure over the scope, or one figure per institution. */
const SCOPE_TREND = 'scope';

/**
 * A live report (公卫服务汇总表, 月度工作量统计): the figures of the kernel's one catalogue per
 * institution of the user's scope (region → township → village) for the chosen period. Each
 * header's ? is the figure's definition; each count opens the residents or records behind it;
 * 导出 writes the table with the period and the definitions.
 */
export function FigureReportPage({ title, kind }: PageProps & { kind: ReportKind }) {
  const today = dateText();
  const [period, setPeriod] = useState<PeriodParams>(() =>
    initialPeriod(today, kind.defaultPeriod),
  );
  const [drill, setDrill] = useState<WorkloadDrill | null>(null);
  const [view, setView] = useState<'institution' | 'doctor'>('institution');
  const args: ReportArgs = periodParams(period);
  const useReport =
    kind.id === 'serviceSummary' ? useServiceSummaryReportQuery : useMonthlyWorkReportQuery;
  const { data, isLoading, isFetching, error, refetch } = useReport(args);
  const doctors = useDoctorReport(kind.id, args, { skip: view !== 'doctor' });
  const refresh = () => {
    void refetch();
    if (view === 'doctor') void doctors.refetch();
  };
  const { startExport, exporting } = useExcelExport(kind.id);
  const pageTitle = title || kind.fallbackTitle;
  const rules = getFollowUpRules();
  const figures = useMemo(
    () => (data?.figures ?? []).map((id) => figureById(id, figuresFor(rules))),
    [data, rules],
  );
  const tree = useMemo(() => toIndicatorTree(data?.rows ?? []), [data]);
  const rates = useMemo(
    () => figures.filter((figure): figure is RateFigure => figure.kind === 'rate'),
    [figures],
  );
  const [trendFigure, setTrendFigure] = useState<string>(SCOPE_TREND);
  const option = useMemo(() => {
    const chosen = figures.find((figure) => figure.id === trendFigure);
    return chosen && data
      ? institutionTrendOption(chosen, data.trend, data.institutionTrend)
      : trendOption(figures, data?.trend ?? []);
  }, [figures, data, trendFigure]);

  const cell = (figure: Figure, row: ReportTreeRow) => {
    const value = row.values[figure.id];
    if (!value) return '—';
    if (figure.kind === 'count') {
      return (
        <Button
          type="link"
          size="small"
          className="gw-report-count"
          aria-label={`${row.hospitalName}${figure.label}明细`}
          onClick={() =>
            setDrill({ hospitalId: row.hospitalId, hospitalName: row.hospitalName, figure })
          }
        >
          {value.numerator}
        </Button>
      );
    }
    return (
      <div className="chronic-indicator-cell">
        <Typography.Text strong>{rateText(value.rate, value.denominator)}</Typography.Text>
        <div>
          <RateDetailsLink figure={figure} hospitalId={row.hospitalId} year={data?.year ?? 0}>
            {value.numerator}
          </RateDetailsLink>
          {value.denominator !== null && (
            <Typography.Text type="secondary"> / {value.denominator}</Typography.Text>
          )}
        </div>
      </div>
    );
  };

  const columns: ColumnsType<ReportTreeRow> = [
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      fixed: 'left',
      width: HOSPITAL_WIDTH,
    },
    ...figures.map((figure) => ({
      key: figure.id,
      width: FIGURE_WIDTH,
      align: 'center' as const,
      title: (
        <Tooltip title={figure.description}>
          <span>
            {figure.label} <QuestionCircleOutlined aria-label={`${figure.label}的定义`} />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: ReportTreeRow) => cell(figure, row),
    })),
  ];

  const institutionTable = error ? (
    <Result
      status="error"
      title={`${pageTitle}加载失败`}
      extra={<Button onClick={() => void refetch()}>重试</Button>}
    />
  ) : (
    <Table<ReportTreeRow>
      key={tree.length > 0 ? 'rows' : 'empty'}
      size="middle"
      bordered
      columns={columns}
      dataSource={tree}
      loading={isLoading}
      pagination={false}
      scroll={{ x: HOSPITAL_WIDTH + figures.length * FIGURE_WIDTH }}
      expandable={{ defaultExpandedRowKeys: tree.slice(0, 1).map((row) => row.key) }}
      locale={{ emptyText: '暂无数据' }}
    />
  );
  const table =
    view === 'doctor' ? (
      <DoctorReportTable report={kind.id} args={args} figures={figures} onCount={setDrill} />
    ) : (
      institutionTable
    );

  return (
    <Card
      className="gw-card"
      variant="borderless"
      title={pageTitle}
      extra={
        <Space wrap>
          {kind.byDoctor && (
            <Segmented
              aria-label="统计方式"
              value={view}
              onChange={setView}
              options={[
                { value: 'institution', label: '按机构' },
                { value: 'doctor', label: '按医生' },
              ]}
            />
          )}
          <PeriodPicker value={period} today={today} onChange={setPeriod} />
          <Button
            icon={<ReloadOutlined />}
            onClick={refresh}
            loading={isFetching || (view === 'doctor' && doctors.isFetching)}
          >
            刷新
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() =>
              startExport(
                view === 'doctor'
                  ? {
                      path: kind.excelPath,
                      title: `${pageTitle}（按医生）`,
                      params: { ...args, view: 'doctor' },
                    }
                  : { path: kind.excelPath, title: pageTitle, params: { ...args } },
              )
            }
          >
            导出
          </Button>
        </Space>
      }
    >
      {data && (
        <Typography.Paragraph type="secondary">
          统计期间 {data.period.label}（{data.period.from} 至 {data.period.to}）
          {kind.id === 'serviceSummary'
            ? `；比率按 ${data.year} 年度计算，与管理指标报表同一口径。`
            : '；保存记录后即计入。'}
          {view === 'doctor'
            ? kind.id === 'serviceSummary'
              ? '按医生统计时，居民按其档案的责任医生归属；点击数字查看明细。'
              : '按医生统计时，记录按居民档案的责任医生归属（本机构自身的记录）；点击数字查看明细。'
            : '点击数字查看明细。'}
        </Typography.Paragraph>
      )}
      {kind.withTrend ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xxl={15}>
            {table}
          </Col>
          <Col xs={24} xxl={9}>
            <Card
              size="small"
              title={`${data?.year ?? ''}年各月趋势`}
              extra={
                <Select
                  aria-label="趋势指标"
                  size="small"
                  style={{ width: 230 }}
                  value={trendFigure}
                  onChange={setTrendFigure}
                  options={[
                    { value: SCOPE_TREND, label: '各统计项（本辖区合计）' },
                    ...figures.map((figure) => ({
                      value: figure.id,
                      label: `${figure.label}（按机构）`,
                    })),
                  ]}
                />
              }
            >
              <EChart option={option} height={300} ariaLabel={`${pageTitle}各月趋势图`} />
            </Card>
          </Col>
        </Row>
      ) : (
        <>
          {data && rates.length > 0 && (
            <RateTrendCard page="serviceSummary" year={data.year} figures={rates} />
          )}
          {table}
        </>
      )}
      {drill && (
        <WorkloadDetailsDialog drill={drill} period={args} onClose={() => setDrill(null)} />
      )}
    </Card>
  );
}
