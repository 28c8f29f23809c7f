import { Button, Table, Tooltip } from 'antd';

import { ARCHIVE_QUALITY_INDICATORS } from '@/domain/indicators';

import { type QualityFigure, type QualitySummaryRow } from '../archivesApi';

const percent = (figure: QualityFigure | undefined): string =>
  figure?.rate === null || figure?.rate === undefined ? '—' : `${figure.rate.toFixed(1)}%`;

const [QUALIFIED, DYNAMIC] = ARCHIVE_QUALITY_INDICATORS;

interface QualitySummaryProps {
  rows: readonly QualitySummaryRow[];
  loading: boolean;
  selected?: string;
  /** Drill-down: lists the archives of one institution (and below). */
  onSelect: (hospitalId: string) => void;
}

/** Per institution of the scope (the root, then its villages): archives, 不规范, the two rates. */
export function QualitySummary({ rows, loading, selected, onSelect }: QualitySummaryProps) {
  const columns = [
    {
      title: '机构',
      key: 'hospital',
      render: (_: unknown, row: QualitySummaryRow) => (
        <Button
          type="link"
          size="small"
          className="gw-quality-hospital"
          style={{ paddingInlineStart: row.depth * 16 }}
          onClick={() => onSelect(row.hospitalId)}
          aria-pressed={selected === row.hospitalId}
        >
          {row.hospitalName}
        </Button>
      ),
    },
    {
      title: '在档档案',
      key: 'archives',
      width: 100,
      align: 'right' as const,
      render: (_: unknown, row: QualitySummaryRow) => row.counts.archives ?? 0,
    },
    {
      title: '不规范档案',
      key: 'nonStandard',
      width: 110,
      align: 'right' as const,
      render: (_: unknown, row: QualitySummaryRow) =>
        (row.counts.archives ?? 0) - (row.counts.qualified ?? 0),
    },
    {
      title: <Tooltip title={QUALIFIED?.definition}>{QUALIFIED?.label}</Tooltip>,
      key: 'qualified',
      width: 120,
      align: 'right' as const,
      render: (_: unknown, row: QualitySummaryRow) => percent(row.figures[QUALIFIED?.id ?? '']),
    },
    {
      title: <Tooltip title={DYNAMIC?.definition}>{DYNAMIC?.label}</Tooltip>,
      key: 'dynamic',
      width: 140,
      align: 'right' as const,
      render: (_: unknown, row: QualitySummaryRow) => percent(row.figures[DYNAMIC?.id ?? '']),
    },
  ];
  return (
    <Table<QualitySummaryRow>
      rowKey="hospitalId"
      size="small"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      rowClassName={(row) => (row.hospitalId === selected ? 'gw-quality-selected' : '')}
      locale={{ emptyText: '暂无统计' }}
    />
  );
}
