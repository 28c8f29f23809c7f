import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { bloodPressureOption, glucoseOption, TrendCard } from '@/features/chronic';

import '../archives.css';
import { ArchiveLoadState } from '../ArchiveLoadState';
import { useArchiveProfileQuery } from '../archivesApi';
import { ProfileHeader } from './ProfileHeader';
import { DueServicesCard, ProblemsCard, ServicesSummaryCard } from './ProfilePanels';
import { ServiceTimeline } from './ServiceTimeline';
import { bloodPressurePoints, glucosePoints } from './trendPoints';

/** 健康画像: one page that answers "how is this person" (issue 14). */
export default function HealthProfilePage() {
  const { personNum = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useArchiveProfileQuery(personNum, {
    refetchOnMountOrArgChange: true,
  });
  // The trends come with the profile (one call); the chart is the chronic work's own.
  const pressure = useMemo(() => bloodPressurePoints(data?.bloodPressure ?? []), [data]);
  const glucose = useMemo(() => glucosePoints(data?.glucose ?? []), [data]);
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
                points={pressure}
                toOption={bloodPressureOption}
                loading={false}
                failed={false}
                emptyText="暂无血压记录"
              />
            </Col>
            <Col xs={24} lg={12}>
              <TrendCard
                title="血糖趋势"
                points={glucose}
                toOption={glucoseOption}
                loading={false}
                failed={false}
                emptyText="暂无血糖记录"
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
