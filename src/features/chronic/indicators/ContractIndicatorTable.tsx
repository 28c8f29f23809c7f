import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Result, Table, Tooltip, Typography } from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router-dom';

import {
  CONTRACT_COUNT_LABELS,
  CONTRACT_GROUP_INDICATORS,
  CONTRACT_INDICATORS,
  type ContractIndicator,
  isContractPersonCount,
} from '@/domain/indicators';
import { useContractIndicatorsQuery } from '@/services/chronic/chronicApi';
import { dictionaryLabel } from '@/services/contract';
import { type ContractIndicatorRowReply } from '@/services/contract/chronicPaths';

import {
  denominatorColumn,
  rateText,
  reportDetailsPath,
  toIndicatorTree,
  type TreeRow,
} from './indicatorTree';

type Row = TreeRow<ContractIndicatorRowReply>;

const TOWNSHIP_CLASS = 2;
const NAME_WIDTH = 220;
const RATE_WIDTH = 150;
const INDICATORS: readonly ContractIndicator[] = [
  ...CONTRACT_INDICATORS,
  ...CONTRACT_GROUP_INDICATORS,
];

/** A count that lists residents links to them; a sum of service items is shown as it is. */
const CountLink = ({
  row,
  column,
  year,
  own = false,
  title,
  children,
}: {
  row: Row;
  column: string;
  year: number;
  own?: boolean;
  title: string;
  children: ReactNode;
}) =>
  isContractPersonCount(column) ? (
    <Link to={reportDetailsPath(row.hospitalId, column, year, own, 'contract')} title={title}>
      {children}
    </Link>
  ) : (
    <span>{children}</span>
  );

/**
 * 家庭医生签约指标: 签约率 overall and per 重点人群, 续约率 and 履约率 per
 * institution of the user's scope, from the read models kept on write. Each header's ? gives
 * the kernel's definition; each count of residents opens them (masked, paged, exportable).
 */
export default function ContractIndicatorTable({ year }: { year: number }) {
  const { data, isLoading, error, refetch } = useContractIndicatorsQuery({ year });
  const tree = useMemo(() => toIndicatorTree(data?.rows ?? []), [data]);

  const columns: ColumnsType<Row> = [
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      fixed: 'left',
      width: NAME_WIDTH,
    },
    ...INDICATORS.map((indicator) => ({
      key: indicator.id,
      width: RATE_WIDTH,
      align: 'center' as const,
      title: (
        <Tooltip title={indicator.definition}>
          <span>
            {indicator.label} <QuestionCircleOutlined aria-label={`${indicator.label}的定义`} />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: Row) => {
        const value = row.values[indicator.id];
        if (!value) return '—';
        const denominator = denominatorColumn(indicator, row.configured);
        return (
          <div className="chronic-indicator-cell">
            <Typography.Text strong>{rateText(value.rate, value.denominator)}</Typography.Text>
            <div>
              <CountLink
                row={row}
                column={indicator.numerator}
                year={year}
                title={`查看${CONTRACT_COUNT_LABELS[indicator.numerator]}明细`}
              >
                {value.numerator}
              </CountLink>
              <Typography.Text type="secondary"> / </Typography.Text>
              {value.denominator !== null && denominator ? (
                <CountLink
                  row={row}
                  column={denominator}
                  year={year}
                  title={`查看${CONTRACT_COUNT_LABELS[denominator]}明细`}
                >
                  {value.denominator}
                </CountLink>
              ) : (
                <Typography.Text type="secondary">{value.denominator ?? '—'}</Typography.Text>
              )}
            </div>
            {indicator.drills?.map((drill) => (
              <div key={drill} className="chronic-own-link">
                <CountLink
                  row={row}
                  column={drill}
                  year={year}
                  title={`查看${CONTRACT_COUNT_LABELS[drill]}明细`}
                >
                  {CONTRACT_COUNT_LABELS[drill]} {row.counts[drill]}
                </CountLink>
              </div>
            ))}
            {row.hospClass === TOWNSHIP_CLASS && row.children && (
              <Tooltip title="只看本院（不含下属村卫生室）的居民">
                <span className="chronic-own-link">
                  <CountLink
                    row={row}
                    column={indicator.numerator}
                    year={year}
                    own
                    title="本院明细"
                  >
                    本院 {row.ownCounts[indicator.numerator]}
                  </CountLink>
                </span>
              </Tooltip>
            )}
          </div>
        );
      },
    })),
  ];

  if (error) {
    return (
      <Result
        status="error"
        title="签约指标加载失败"
        extra={<Button onClick={() => void refetch()}>重试</Button>}
      />
    );
  }
  return (
    <>
      {data && (
        <Typography.Paragraph type="secondary">
          统计期间 {data.period.from} 至 {data.period.to}
          。签约率按期末日（当年为今天）有效的签约计；点击人数查看居民明细，履约率下可查看期内有效签约和未完成履约的签约居民。
        </Typography.Paragraph>
      )}
      <Table<Row>
        key={tree.length > 0 ? 'rows' : 'empty'}
        size="middle"
        bordered
        columns={columns}
        dataSource={tree}
        loading={isLoading}
        pagination={false}
        scroll={{ x: NAME_WIDTH + INDICATORS.length * RATE_WIDTH }}
        expandable={{ defaultExpandedRowKeys: tree.map((row) => row.key) }}
        locale={{ emptyText: '暂无签约数据' }}
      />
    </>
  );
}
