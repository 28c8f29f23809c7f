import { useMemo } from 'react';

import { getResourceEndpoints } from '@/services/resources';

import { type TrendProps } from './BloodPressureTrend';
import { TrendCard } from './TrendCard';
import { trendPoints } from './trendData';
import { glucoseOption } from './trendOptions';

const MEASURES = ['fastingBloodGlucose', 'hba1c'] as const;

/** A resident's fasting glucose by diabetes follow-up, from `bloodsugarchart`. */
export function GlucoseTrend({ personNum, height }: TrendProps) {
  const endpoint = getResourceEndpoints('diabetesFollowUP').queries.bloodsugarchart;
  const query = endpoint?.useQuery(personNum ? { params: { personNum } } : undefined, {
    skip: !personNum,
  });
  const points = useMemo(() => trendPoints(query?.data, MEASURES), [query?.data]);
  return (
    <TrendCard
      title="空腹血糖趋势"
      points={points}
      toOption={glucoseOption}
      loading={Boolean(query?.isLoading)}
      failed={Boolean(query?.isError)}
      emptyText={personNum ? '暂无血糖随访记录' : '选择居民后显示血糖趋势'}
      height={height}
    />
  );
}
