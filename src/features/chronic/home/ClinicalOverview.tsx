import '../chronic.css';

import { Alert, Card, Col, Progress, Row, Skeleton, Statistic, Table, Tooltip } from 'antd';
import { type ColumnType } from 'antd/es/table';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { dateText } from '@/domain/calendar';
import { indicatorsFor } from '@/domain/indicators';
import { useChronicIndicatorsQuery, useFollowUpSummaryQuery } from '@/services/chronic/chronicApi';
import { getFollowUpRules } from '@/services/config/runtimeConfig';
import { dictionaryLabel } from '@/services/contract';
import {
  type IndicatorRowReply,
  type WorklistCountsReply,
  type WorklistSummaryReply,
} from '@/services/contract/chronicPaths';
import { CardSkeleton } from '@/shared/ui/CardSkeleton';

import { rateText, reportDetailsPath } from '../indicators/indicatorTree';
import { WORKLIST_PATH, INDICATORS_PATH } from '../menuPaths';

type DiseaseSummary = WorklistSummaryReply['diseases'][number];

/** Worded from the deployment's thresholds (FOLLOW_UP_RULES), as the server counts them. */
const indicatorDefinitions = () => indicatorsFor(getFollowUpRules());

const worklistLink = (disease: string, view: string) =>
  `${WORKLIST_PATH}?disease=${disease}&view=${view}`;

/** The counts of one disease, each a link to its list. */
function DiseaseCard({ summary }: { summary: DiseaseSummary }) {
  const { counts, disease, label } = summary;
  const percent =
    counts.quotaTarget > 0 ? Math.round((counts.faceToFaceThisYear / counts.quotaTarget) * 100) : 0;
  return (
    <Card className="gw-card chronic-home-disease" title={`${label}随访`} variant="borderless">
      <Row gutter={[12, 12]}>
        {(
          [
            ['今日到期', 'dueToday', counts.dueToday, undefined],
            ['逾期未随访', 'overdue', counts.overdue, '#cf1322'],
            ['本周到期', 'dueThisWeek', counts.dueThisWeek, undefined],
            ['季度随访不足', 'quotaRisk', counts.quotaRisk, '#d48806'],
          ] as const
        ).map(([title, view, value, color]) => (
          <Col span={12} key={view}>
            <Link
              to={worklistLink(disease, view)}
              className="chronic-home-stat"
              data-testid={`home-${disease}-${view}`}
            >
              <Statistic
                title={title}
                value={value}
                suffix="人"
                styles={color ? { content: { color } } : undefined}
              />
            </Link>
          </Col>
        ))}
      </Row>
      <div className="chronic-home-quota">
        <Tooltip title="今年面对面随访人次 / 在管患者每人每年4次">
          <span>
            今年面对面随访 {counts.faceToFaceThisYear} / {counts.quotaTarget} 人次
          </span>
        </Tooltip>
        <Progress percent={percent} size="small" aria-label={`${label}今年面对面随访完成率`} />
      </div>
    </Card>
  );
}

const hospitalLink = (disease: string, view: string, hospitalId: string) =>
  `${worklistLink(disease, view)}&hospitalId=${encodeURIComponent(hospitalId)}`;

type InstitutionRow = {
  key: string;
  hospitalName: string;
  counts: Record<string, WorklistCountsReply | undefined>;
  indicators?: IndicatorRowReply;
};

/**
 * A manager's view: per institution below them, each disease's managed, due-today and overdue
 * patients and this year's face-to-face visits against the quota (each a link to the work list
 * for that institution), then the institution's indicators (each a link to its residents).
 */
function ByInstitution({
  summaries,
  indicatorRows,
  year,
}: {
  summaries: readonly DiseaseSummary[];
  indicatorRows: readonly IndicatorRowReply[] | undefined;
  year: number;
}) {
  const [first] = summaries;
  if (!first || first.byHospital.length === 0) return null;
  const rows: InstitutionRow[] = first.byHospital.map((hospital) => ({
    key: hospital.hospitalId,
    hospitalName: hospital.hospitalName,
    counts: Object.fromEntries(
      summaries.map((summary) => [
        summary.disease,
        summary.byHospital.find((entry) => entry.hospitalId === hospital.hospitalId)?.counts,
      ]),
    ),
    indicators: indicatorRows?.find((row) => row.hospitalId === hospital.hospitalId),
  }));
  const countColumn = (
    disease: string,
    title: string,
    view: string,
    value: (counts: WorklistCountsReply) => ReactNode,
    width: number,
  ): ColumnType<InstitutionRow> => ({
    key: `${disease}-${view}`,
    title,
    width,
    render: (_: unknown, row) => {
      const counts = row.counts[disease];
      return counts ? (
        <Link
          to={hospitalLink(disease, view, row.key)}
          data-testid={`institution-${row.key}-${disease}-${view}`}
        >
          {value(counts)}
        </Link>
      ) : (
        '—'
      );
    },
  });
  const indicatorColumns: ColumnType<InstitutionRow>[] = indicatorRows
    ? indicatorDefinitions().map((indicator) => ({
        key: indicator.id,
        width: 96,
        title: <Tooltip title={indicator.definition}>{indicator.label}</Tooltip>,
        render: (_: unknown, row: InstitutionRow) => {
          const value = row.indicators?.values[indicator.id];
          if (!value) return '—';
          return (
            <Link
              to={reportDetailsPath(row.key, indicator.numerator, year)}
              data-testid={`institution-${row.key}-${indicator.id}`}
            >
              {rateText(value.rate, value.denominator)}
            </Link>
          );
        },
      }))
    : [];
  return (
    <Card className="gw-card" title="各机构随访与管理指标" variant="borderless">
      <Table<InstitutionRow>
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 960 + indicatorColumns.length * 96 }}
        columns={[
          {
            title: dictionaryLabel('hospitalName'),
            dataIndex: 'hospitalName',
            fixed: 'left',
            width: 180,
          },
          ...summaries.map((summary) => ({
            title: summary.label,
            children: [
              countColumn(summary.disease, '在管', 'all', (counts) => counts.managed, 64),
              countColumn(summary.disease, '今日到期', 'dueToday', (counts) => counts.dueToday, 80),
              countColumn(summary.disease, '逾期', 'overdue', (counts) => counts.overdue, 64),
              countColumn(
                summary.disease,
                '今年面对面/任务',
                'quotaRisk',
                (counts) => `${counts.faceToFaceThisYear}/${counts.quotaTarget}`,
                120,
              ),
            ],
          })),
          ...(indicatorColumns.length
            ? [{ title: `${year}年管理指标`, children: indicatorColumns }]
            : []),
        ]}
      />
    </Card>
  );
}

/**
 * The user's own scope's indicators this year. Each opens the residents behind its numerator
 * (the same drill-down as the report's figures); 查看报表 opens the report per institution.
 */
function IndicatorStrip() {
  const year = Number(dateText().slice(0, 4));
  const { data, isLoading, isError } = useChronicIndicatorsQuery({ year });
  const root = data?.rows[0];
  return (
    <Card
      className="gw-card"
      title={`${year}年管理指标`}
      variant="borderless"
      extra={<Link to={INDICATORS_PATH}>查看报表</Link>}
    >
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {isError && <Alert type="warning" showIcon title="管理指标暂时无法加载" />}
      {root && (
        <Row gutter={[16, 16]}>
          {indicatorDefinitions().map((indicator) => {
            const value = root.values[indicator.id];
            return (
              <Col xs={12} md={8} key={indicator.id}>
                <Tooltip title={indicator.definition}>
                  <Link
                    to={reportDetailsPath(root.hospitalId, indicator.numerator, year)}
                    className="chronic-home-stat"
                    data-testid={`home-indicator-${indicator.id}`}
                  >
                    <Statistic
                      title={indicator.label}
                      value={value?.rate ?? '未配置'}
                      suffix={value?.rate === null || value?.rate === undefined ? undefined : '%'}
                    />
                  </Link>
                </Tooltip>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}

/**
 * The clinical part of the home page: today's due and overdue patients per disease, the year's
 * face-to-face visits against the quota, and the scope's indicators; a manager also sees them
 * per institution. Rendered by the layout's home page for users whose menu has the work list.
 */
export default function ClinicalOverview({ showIndicators }: { showIndicators: boolean }) {
  const { data, isLoading, isError, refetch } = useFollowUpSummaryQuery();
  const year = Number(dateText().slice(0, 4));
  // The same request as the indicator strip's (RTK Query shares it): one row per institution.
  const indicators = useChronicIndicatorsQuery({ year }, { skip: !showIndicators });
  if (isLoading) return <CardSkeleton rows={4} />;
  if (isError || !data) {
    return (
      <Alert
        type="warning"
        showIcon
        title="随访统计暂时无法加载"
        action={<a onClick={() => void refetch()}>重试</a>}
      />
    );
  }
  return (
    <div className="chronic-home">
      <Row gutter={[16, 16]}>
        {data.diseases.map((summary) => (
          <Col xs={24} lg={12} key={summary.disease}>
            <DiseaseCard summary={summary} />
          </Col>
        ))}
      </Row>
      {showIndicators && <IndicatorStrip />}
      <ByInstitution
        summaries={data.diseases}
        indicatorRows={indicators.data?.rows.filter((row) => row.depth === 1)}
        year={year}
      />
    </div>
  );
}
