import { type EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';

import { type ConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints } from '@/services/resources';

import { TrendCard } from './TrendCard';
import { type TrendPoint, trendPoints } from './trendData';
import { bloodPressureOption, glucoseOption } from './trendOptions';

/** One measure's trend: where the catalogue serves its chart, and how the card speaks of it. */
export interface TrendSeries {
  family: ConcreteFamilyId;
  /** The family's chart extra (`bloodpressurechart`…). */
  chart: string;
  measures: readonly string[];
  title: string;
  toOption: (points: readonly TrendPoint[]) => EChartsCoreOption;
  /** What the card says with no resident chosen, and with a resident who has no visits yet. */
  noResidentText: string;
  noVisitText: string;
}

export interface TrendProps {
  /** The resident (个人编号); nothing is requested without one. */
  personNum: string | undefined;
  height?: number;
}

/** A resident's trend of one series, from the chart extra of the series' follow-up family. */
export function ResidentTrend({ series, personNum, height }: TrendProps & { series: TrendSeries }) {
  const endpoint = getResourceEndpoints(series.family).queries[series.chart];
  const query = endpoint?.useQuery(personNum ? { params: { personNum } } : undefined, {
    skip: !personNum,
  });
  const points = useMemo(
    () => trendPoints(query?.data, series.measures),
    [query?.data, series.measures],
  );
  return (
    <TrendCard
      title={series.title}
      points={points}
      toOption={series.toOption}
      loading={Boolean(query?.isLoading)}
      failed={Boolean(query?.isError)}
      emptyText={personNum ? series.noVisitText : series.noResidentText}
      height={height}
    />
  );
}

const BLOOD_PRESSURE: TrendSeries = {
  family: 'hypertensionFollowUp',
  chart: 'bloodpressurechart',
  measures: ['sbp', 'dbp', 'heartRate'],
  title: '血压趋势',
  toOption: bloodPressureOption,
  noResidentText: '选择居民后显示血压趋势',
  noVisitText: '暂无血压随访记录',
};

const GLUCOSE: TrendSeries = {
  family: 'diabetesFollowUP',
  chart: 'bloodsugarchart',
  measures: ['fastingBloodGlucose', 'hba1c'],
  title: '空腹血糖趋势',
  toOption: glucoseOption,
  noResidentText: '选择居民后显示血糖趋势',
  noVisitText: '暂无血糖随访记录',
};

/** A resident's blood pressure by hypertension follow-up. */
export const BloodPressureTrend = (props: TrendProps) => (
  <ResidentTrend series={BLOOD_PRESSURE} {...props} />
);

/** A resident's fasting glucose by diabetes follow-up. */
export const GlucoseTrend = (props: TrendProps) => <ResidentTrend series={GLUCOSE} {...props} />;
