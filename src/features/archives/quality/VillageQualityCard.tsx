import { Card, Table } from 'antd';
import { Link } from 'react-router-dom';

import { ARCHIVE_QUALITY_INDICATORS } from '@/domain/indicators';

import { type QualitySummaryRow, useArchiveQualitySummaryQuery } from '../archivesApi';

interface VillageQualityCardProps {
  /** The 不规范档案 page's path in the user's menu. */
  listPath: string;
}

const [QUALIFIED] = ARCHIVE_QUALITY_INDICATORS;

const nonStandard = (row: QualitySummaryRow): number =>
  (row.counts.archives ?? 0) - (row.counts.qualified ?? 0);

/**
 * The township's home page: 不规范档案 per village (the institutions right below the user's
 * own, from persons/nostandSummary), each count opening the 不规范档案 list at that village.
 * Shown only to a user with villages below (a township centre or the region).
 */
export default function VillageQualityCard({ listPath }: VillageQualityCardProps) {
  const { data, isFetching } = useArchiveQualitySummaryQuery(undefined);
  const villages = (data ?? []).filter((row) => row.depth === 1);
  if (!isFetching && villages.length === 0) return null;
  const href = (hospitalId: string) => `${listPath}?hospitalId=${encodeURIComponent(hospitalId)}`;
  return (
    <Card
      className="gw-card"
      variant="borderless"
      title="各村不规范档案"
      extra={<Link to={listPath}>查看全部</Link>}
      data-testid="village-quality"
    >
      <Table<QualitySummaryRow>
        rowKey="hospitalId"
        size="small"
        loading={isFetching}
        pagination={false}
        scroll={{ y: 280 }}
        dataSource={villages}
        locale={{ emptyText: '暂无统计' }}
        columns={[
          {
            title: '机构',
            key: 'hospital',
            ellipsis: true,
            render: (_: unknown, row) => row.hospitalName,
          },
          {
            title: '在档档案',
            key: 'archives',
            width: 100,
            align: 'right' as const,
            render: (_: unknown, row) => row.counts.archives ?? 0,
          },
          {
            title: '不规范档案',
            key: 'nonStandard',
            width: 110,
            align: 'right' as const,
            render: (_: unknown, row) => (
              // The count is what shows; the village is said too, after it (WCAG 2.5.3: the
              // name a voice-control user says begins with what they see).
              <Link to={href(row.hospitalId)}>
                {nonStandard(row)}
                <span className="gw-visually-hidden">（{row.hospitalName}不规范档案）</span>
              </Link>
            ),
          },
          {
            title: QUALIFIED?.label ?? '档案合格率',
            key: 'qualified',
            width: 120,
            align: 'right' as const,
            render: (_: unknown, row) => {
              const rate = row.figures[QUALIFIED?.id ?? '']?.rate;
              return rate === null || rate === undefined ? '—' : `${rate.toFixed(1)}%`;
            },
          },
        ]}
      />
    </Card>
  );
}
