import { useMemo } from 'react';

import { getResourceEndpoints } from '@/services/resources';

import { TrendCard } from './TrendCard';
import { trendPoints } from './trendData';
import { bloodPressureOption } from './trendOptions';

const MEASURES = ['sbp', 'dbp', 'heartRate'] as const;

export interface TrendProps {
  /** The resident (个人编号); nothing is requested without one. */
  personNum: string | undefined;
  height?: number;
}

/** A resident's blood pressure by hypertension follow-up, from `bloodpressurechart`. */
export function BloodPressureTrend({ personNum, height }: TrendProps) {
  const endpoint = getResourceEndpoints('hypertensionFollowUp').queries.bloodpressurechart;
  const query = endpoint?.useQuery(personNum ? { params: { personNum } } : undefined, {
    skip: !personNum,
  });
  const points = useMemo(() => trendPoints(query?.data, MEASURES), [query?.data]);
  return (
    <TrendCard
      title="血压趋势"
      points={points}
      toOption={bloodPressureOption}
      loading={Boolean(query?.isLoading)}
      failed={Boolean(query?.isError)}
      emptyText={personNum ? '暂无血压随访记录' : '选择居民后显示血压趋势'}
      height={height}
    />
  );
}
