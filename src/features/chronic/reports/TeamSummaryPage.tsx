import '../chronic.css';

import { DownloadOutlined, QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Table, Tooltip, Typography } from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';

import { dateText } from '@/domain/calendar';
import {
  CONTRACT_COUNT_LABELS,
  type ContractCount,
  figureById,
  type RateFigure,
  teamFigureDescription,
} from '@/domain/indicators';
import { useExcelExport } from '@/features/exports';
import { type PageProps } from '@/features/permission';
import { useTeamSummaryReportQuery } from '@/services/chronic/reportApi';
import { dictionaryLabel } from '@/services/contract';
import {
  type PeriodParams,
  REPORT_PATHS,
  type TeamSummaryRow,
} from '@/services/contract/reportPaths';

import { rateText } from '../indicators/indicatorTree';
import PeriodPicker, { initialPeriod, periodParams } from './PeriodPicker';
import TeamDetailsDialog, { type TeamDrill } from './TeamDetailsDialog';

const TEAM_WIDTH = 180;
const FIGURE_WIDTH = 150;

/** The counts a rate's cell opens besides its numerator (履约率: the agreements behind it). */
const EXTRA_DRILLS: Readonly<Record<string, readonly ContractCount[]>> = {
  fulfilmentRate: ['inForce', 'incomplete'],
  renewalRate: ['renewalDue'],
};

const DRILLABLE: readonly ContractCount[] = [
  'signed',
  'keySigned',
  'renewalDue',
  'renewed',
  'inForce',
  'incomplete',
];

/**
 * 签约团队统计: per 家庭医生团队 of the user's scope, the catalogue's signing figures for the
 * chosen period (rates for its year, as 管理指标报表), each count opening the residents behind it;
 * 导出 writes the table with the period and the definitions.
 */
export default function TeamSummaryPage({ title }: PageProps) {
  const today = dateText();
  const [period, setPeriod] = useState<PeriodParams>(() => initialPeriod(today, 'year'));
  const [drill, setDrill] = useState<TeamDrill | null>(null);
  const args = periodParams(period);
  const { data, isLoading, isFetching, error, refetch } = useTeamSummaryReportQuery(args);
  const { startExport, exporting } = useExcelExport('teamSummary');
  const pageTitle = title || '签约团队统计';
  const figures = useMemo(
    () => (data?.figures ?? []).map((id) => figureById(id) as RateFigure),
    [data],
  );

  const drillLink = (row: TeamSummaryRow, count: ContractCount, text: string) =>
    DRILLABLE.includes(count) ? (
      <Button
        type="link"
        size="small"
        className="gw-report-count"
        aria-label={`${row.teamName}${CONTRACT_COUNT_LABELS[count]}明细`}
        onClick={() =>
          setDrill({
            teamId: row.teamId,
            teamName: row.teamName,
            column: count,
            label: CONTRACT_COUNT_LABELS[count],
          })
        }
      >
        {text}
      </Button>
    ) : (
      <span>{text}</span>
    );

  const cell = (figure: RateFigure, row: TeamSummaryRow) => {
    const value = row.values[figure.id];
    if (!value) return '—';
    const numerator = figure.definition.numerator as ContractCount;
    return (
      <div className="chronic-indicator-cell">
        <Typography.Text strong>{rateText(value.rate, value.denominator)}</Typography.Text>
        <div>
          {drillLink(row, numerator, String(value.numerator))}
          {value.denominator !== null && (
            <Typography.Text type="secondary"> / {value.denominator}</Typography.Text>
          )}
        </div>
        {(EXTRA_DRILLS[figure.id] ?? []).map((count) => (
          <div key={count}>
            <Typography.Text type="secondary">{CONTRACT_COUNT_LABELS[count]}</Typography.Text>
            {drillLink(row, count, String(row.counts[count] ?? 0))}
          </div>
        ))}
      </div>
    );
  };

  const columns: ColumnsType<TeamSummaryRow> = [
    { title: dictionaryLabel('teamName'), dataIndex: 'teamName', fixed: 'left', width: TEAM_WIDTH },
    { title: dictionaryLabel('hospitalName'), dataIndex: 'hospitalName', width: 150 },
    { title: '团队长', dataIndex: 'leaderName', width: 90 },
    ...figures.map((figure) => ({
      key: figure.id,
      width: FIGURE_WIDTH,
      align: 'center' as const,
      title: (
        <Tooltip title={teamFigureDescription(figure)}>
          <span>
            {figure.label} <QuestionCircleOutlined aria-label={`${figure.label}的定义`} />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: TeamSummaryRow) => cell(figure, row),
    })),
  ];

  return (
    <Card
      className="gw-card"
      variant="borderless"
      title={pageTitle}
      extra={
        <Space wrap>
          <PeriodPicker value={period} today={today} onChange={setPeriod} />
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
            刷新
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() =>
              startExport({
                path: REPORT_PATHS.teamSummaryExcel,
                title: pageTitle,
                params: { ...args },
              })
            }
          >
            导出
          </Button>
        </Space>
      }
    >
      {data && (
        <Typography.Paragraph type="secondary">
          统计期间 {data.period.label}（{data.period.from} 至 {data.period.to}）；比率按 {data.year}{' '}
          年度计算，与管理指标报表同一口径；保存签约或服务记录后即计入。点击数字查看居民明细。
        </Typography.Paragraph>
      )}
      {error ? (
        <Result
          status="error"
          title={`${pageTitle}加载失败`}
          extra={<Button onClick={() => void refetch()}>重试</Button>}
        />
      ) : (
        <Table<TeamSummaryRow>
          size="middle"
          bordered
          rowKey="teamId"
          columns={columns}
          dataSource={data?.rows ?? []}
          loading={isLoading}
          pagination={false}
          scroll={{ x: TEAM_WIDTH + 240 + figures.length * FIGURE_WIDTH }}
          locale={{ emptyText: '本机构范围内暂无家庭医生团队' }}
        />
      )}
      {drill && <TeamDetailsDialog drill={drill} period={args} onClose={() => setDrill(null)} />}
    </Card>
  );
}
