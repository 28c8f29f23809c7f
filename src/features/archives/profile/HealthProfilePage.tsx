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

/** 健康画像: one page that answers "how is this person" (spec §2.2 health-profile). */
export default function HealthProfilePage() {
  const { personNum = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useArchiveProfileQuery(personNum, {
    refetchOnMountOrArgChange: true,
  });
  // The trends come with the profile (one call); the chart is the chronic work's own.
  const trends = useMemo(
    () => [
      {
        title: '血压趋势',
        points: bloodPressurePoints(data?.bloodPressure ?? []),
        toOption: bloodPressureOption,
        emptyText: '暂无血压记录',
      },
      {
        title: '血糖趋势',
        points: glucosePoints(data?.glucose ?? []),
        toOption: glucoseOption,
        emptyText: '暂无血糖记录',
      },
    ],
    [data],
  );
  if (!data) {
    return <ArchiveLoadState loading={isLoading} error={error} onRetry={() => void refetch()} />;
  }
  return (
    <div className="gw-archive" data-testid="health-profile">
      <ProfileHeader profile={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16} className="gw-archive-column">
          <Row gutter={[16, 16]}>
            {trends.map((trend) => (
              <Col key={trend.title} xs={24} lg={12}>
                <TrendCard {...trend} loading={false} failed={false} />
              </Col>
            ))}
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
