import '../chronic.css';

import { Alert, Card, Col, Progress, Row, Skeleton, Statistic, Table, Tooltip } from 'antd';
import { Link } from 'react-router-dom';

import { useChronicIndicatorsQuery, useFollowUpSummaryQuery } from '@/services/chronic/chronicApi';
import { type WorklistSummaryReply } from '@/services/contract/chronicPaths';
import { INDICATORS } from '@/services/contract/rules/chronicIndicators';

import { reportDetailsPath } from '../indicators/indicatorTree';
import { WORKLIST_PATH, INDICATORS_PATH } from '../menuPaths';

type DiseaseSummary = WorklistSummaryReply['diseases'][number];

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
        <Progress percent={percent} size="small" />
      </div>
    </Card>
  );
}

/** A manager's view: the same counts per institution below them. */
function ByInstitution({ summaries }: { summaries: readonly DiseaseSummary[] }) {
  const [first] = summaries;
  if (!first || first.byHospital.length === 0) return null;
  const rows = first.byHospital.map((hospital) => ({
    key: hospital.hospitalId,
    hospitalName: hospital.hospitalName,
    ...Object.fromEntries(
      summaries.flatMap((summary) => {
        const counts = summary.byHospital.find(
          (entry) => entry.hospitalId === hospital.hospitalId,
        )?.counts;
        return [
          [`${summary.disease}Overdue`, counts?.overdue ?? 0],
          [`${summary.disease}DueToday`, counts?.dueToday ?? 0],
          [`${summary.disease}Managed`, counts?.managed ?? 0],
        ];
      }),
    ),
  }));
  return (
    <Card className="gw-card" title="各机构随访情况" variant="borderless">
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 640 }}
        columns={[
          { title: '机构', dataIndex: 'hospitalName', fixed: 'left', width: 180 },
          ...summaries.flatMap((summary) => [
            {
              title: summary.label,
              children: [
                { title: '在管', dataIndex: `${summary.disease}Managed`, width: 70 },
                { title: '今日到期', dataIndex: `${summary.disease}DueToday`, width: 84 },
                { title: '逾期', dataIndex: `${summary.disease}Overdue`, width: 70 },
              ],
            },
          ]),
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
  const year = new Date().getFullYear();
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
          {INDICATORS.map((indicator) => {
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
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
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
      <ByInstitution summaries={data.diseases} />
    </div>
  );
}
