import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';

import { type TrendPoint } from '@/services/contract';

import '../archives.css';
import { ArchiveLoadState } from '../ArchiveLoadState';
import { useArchiveProfileQuery } from '../archivesApi';
import { ProfileHeader } from './ProfileHeader';
import { DueServicesCard, ProblemsCard, ServicesSummaryCard } from './ProfilePanels';
import { ServiceTimeline } from './ServiceTimeline';
import { type TrendSeries } from './TrendChart';

// ECharts loads only when a profile shows a trend.
const TrendChart = lazy(() => import('./TrendChart'));

const BP_SERIES: readonly TrendSeries[] = [
  { name: '收缩压', key: 'sbp', color: '#e8684a' },
  { name: '舒张压', key: 'dbp', color: '#1e6ceb' },
];
const GLUCOSE_SERIES: readonly TrendSeries[] = [
  { name: '空腹血糖', key: 'glucose', color: '#5ad8a6' },
];
// The targets of the follow-up rules: 140/90 mmHg, fasting glucose 7.0 mmol/L.
const BP_MARKS = [140, 90];
const GLUCOSE_MARKS = [7];

function TrendCard(props: {
  title: string;
  points: readonly TrendPoint[];
  series: readonly TrendSeries[];
  unit: string;
  marks: readonly number[];
  empty: string;
}) {
  const { title, points, empty, ...chart } = props;
  return (
    <Card className="gw-card" variant="borderless" title={title}>
      {points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <Suspense fallback={<Skeleton.Node active className="gw-archive-chart" />}>
          <TrendChart points={points} label={title} {...chart} />
        </Suspense>
      )}
    </Card>
  );
}

/** 健康画像: one page that answers "how is this person" (issue 14). */
export default function HealthProfilePage() {
  const { personNum = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useArchiveProfileQuery(personNum, {
    refetchOnMountOrArgChange: true,
  });
  if (!data) {
    return <ArchiveLoadState loading={isLoading} error={error} onRetry={() => void refetch()} />;
  }
  return (
    <div className="gw-archive" data-testid="health-profile">
      <ProfileHeader profile={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16} className="gw-archive-column">
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <TrendCard
                title="血压趋势"
                points={data.bloodPressure}
                series={BP_SERIES}
                unit="mmHg"
                marks={BP_MARKS}
                empty="暂无血压记录"
              />
            </Col>
            <Col xs={24} lg={12}>
              <TrendCard
                title="血糖趋势"
                points={data.glucose}
                series={GLUCOSE_SERIES}
                unit="mmol/L"
                marks={GLUCOSE_MARKS}
                empty="暂无血糖记录"
              />
            </Col>
          </Row>
          <ServiceTimeline entries={data.timeline} />
        </Col>
        <Col xs={24} xl={8} className="gw-archive-column">
          <DueServicesCard due={data.due} />
          <ProblemsCard profile={data} />
          <ServicesSummaryCard services={data.services} />
          <Button
            block
            icon={<ReloadOutlined />}
            loading={isFetching}
            onClick={() => void refetch()}
          >
            刷新健康画像
          </Button>
        </Col>
      </Row>
    </div>
  );
}
