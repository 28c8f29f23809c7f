import { Alert, Card, Empty, Select, Skeleton } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';

import { type RateFigure } from '@/domain/indicators';
import { type RateTrendArgs, useRateTrendQuery } from '@/services/chronic/reportApi';
import { EChart } from '@/shared/ui/charts';

import { rateTrendOption } from './rateTrendOption';

export interface RateTrendCardProps {
  page: RateTrendArgs['page'];
  year: number;
  /** The rate figures the page's table shows (the choice of the chart). */
  figures: readonly RateFigure[];
}

/**
 * Above a report's table: the chosen rate at each month's end of the year, per institution under
 * the scope and for the scope, read from the server's month tallies (the last point is the
 * table's value).
 */
export function RateTrendCard({ page, year, figures }: RateTrendCardProps) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const figure = figures.find((candidate) => candidate.id === chosen) ?? figures[0];
  const { data, isFetching, isError } = useRateTrendQuery(
    { page, year, figure: figure?.id ?? '' },
    { skip: !figure },
  );
  const current = data && data.figure === figure?.id && data.year === year ? data : undefined;
  const option = useMemo(
    () => (current && figure ? rateTrendOption(figure.label, current) : undefined),
    [current, figure],
  );
  const title = `${year}年各月${figure?.label ?? ''}趋势（各月末累计，按机构）`;
  let body: ReactNode;
  if (isError) body = <Alert type="error" showIcon title="趋势数据加载失败，请稍后重试" />;
  else if (!option || isFetching) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (current?.months.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该年度暂无数据" />;
  } else body = <EChart option={option} height={280} ariaLabel={title} />;
  return (
    <Card
      size="small"
      className="chronic-rate-trend"
      title={title}
      extra={
        <Select
          aria-label="趋势指标"
          size="small"
          style={{ width: 200 }}
          value={figure?.id}
          onChange={setChosen}
          options={figures.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
        />
      }
    >
      {body}
    </Card>
  );
}
