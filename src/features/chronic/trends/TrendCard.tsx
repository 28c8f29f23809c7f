import { Alert, Card, Empty, Skeleton } from 'antd';
import { type EChartsCoreOption } from 'echarts/core';
import { type ReactNode, useMemo } from 'react';

import { EChart } from '@/shared/ui/charts';

import { type TrendPoint } from './trendData';

export interface TrendCardProps {
  title: string;
  points: readonly TrendPoint[];
  toOption: (points: readonly TrendPoint[]) => EChartsCoreOption;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  height?: number;
  extra?: ReactNode;
}

/** The frame every trend shares: a card with loading, error and empty states around the chart. */
export function TrendCard({
  title,
  points,
  toOption,
  loading,
  failed,
  emptyText,
  height = 240,
  extra,
}: TrendCardProps) {
  const option = useMemo(() => toOption(points), [toOption, points]);
  let body: ReactNode;
  if (loading) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (failed) body = <Alert type="error" showIcon title="趋势数据加载失败，请稍后重试" />;
  else if (points.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  } else body = <EChart option={option} height={height} ariaLabel={title} />;
  return (
    <Card size="small" title={title} extra={extra} className="chronic-trend">
      {body}
    </Card>
  );
}
