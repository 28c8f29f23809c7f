import { QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';

import { dateText } from '@/domain/calendar';
import { DEFAULT_FIGURE_ITEMS, WORK_SCORE_PARTS } from '@/domain/workScore';
import { type PageProps } from '@/features/permission';
import { useWorkScoreComputedQuery } from '@/services/chronic/reportApi';
import { dictionaryLabel } from '@/services/contract';
import { type PeriodParams, type WorkScoreReply } from '@/services/contract/reportPaths';

import { toIndicatorTree, type TreeRow } from '../indicators/indicatorTree';
import PeriodPicker, { initialPeriod, periodParams } from './PeriodPicker';

type ScoreRow = TreeRow<WorkScoreReply['rows'][number]>;

const partLabel = (field: string) =>
  WORK_SCORE_PARTS.find((part) => part.field === field)?.label ?? field;

/** Points the computed items can give (the rest are the template's hand-scored items). */
const COMPUTED_POINTS = DEFAULT_FIGURE_ITEMS.reduce((sum, item) => sum + item.points, 0);

/**
 * 考核得分计算: each institution's template items scored from the figure catalogue for a year or a
 * quarter (spec §9 quarter code), each score with how it was reached in its tooltip; the items the
 * template leaves to the assessor are listed with what to check.
 */
export default function WorkScorePage({ title }: PageProps) {
  const today = dateText();
  const [period, setPeriod] = useState<PeriodParams>(() => initialPeriod(today, 'year'));
  const { data, isLoading, isFetching, error, refetch } = useWorkScoreComputedQuery(
    periodParams(period),
  );
  const tree = useMemo(
    () => toIndicatorTree<WorkScoreReply['rows'][number]>(data?.rows ?? []),
    [data],
  );
  const handItems = data?.rows[0]?.handItems ?? [];

  const columns: ColumnsType<ScoreRow> = [
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      fixed: 'left',
      width: 220,
    },
    ...DEFAULT_FIGURE_ITEMS.map((item) => ({
      key: item.id,
      width: 112,
      align: 'center' as const,
      title: (
        <Tooltip title={`${partLabel(item.part)}，满分 ${item.points} 分`}>
          <span>
            {item.label} <QuestionCircleOutlined aria-label={`${item.label}的评分规则`} />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: ScoreRow) => {
        const scored = row.items.find((candidate) => candidate.id === item.id);
        if (!scored) return '—';
        return (
          <Tooltip title={scored.explanation}>
            <Typography.Text strong={scored.score === item.points}>
              {scored.score}
              <Typography.Text type="secondary"> / {item.points}</Typography.Text>
            </Typography.Text>
          </Tooltip>
        );
      },
    })),
    {
      key: 'total',
      title: '计算得分',
      fixed: 'right',
      width: 110,
      align: 'center',
      render: (_value: unknown, row: ScoreRow) => (
        <Typography.Text strong>
          {row.computedTotal}
          <Typography.Text type="secondary"> / {COMPUTED_POINTS}</Typography.Text>
        </Typography.Text>
      ),
    },
  ];

  return (
    <Card
      className="gw-card"
      variant="borderless"
      title={title || '考核得分计算'}
      extra={
        <Space wrap>
          <PeriodPicker
            value={period}
            today={today}
            kinds={['quarter', 'year']}
            onChange={setPeriod}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
            刷新
          </Button>
        </Space>
      }
    >
      {data && (
        <Typography.Paragraph type="secondary">
          统计期间 {data.period.label}（{data.period.from} 至 {data.period.to}
          ）；各项按考核模板由指标目录的数值计算，与各报表同一口径，鼠标移到得分上可查看计算过程。
        </Typography.Paragraph>
      )}
      {error ? (
        <Result
          status="error"
          title="考核得分加载失败"
          extra={<Button onClick={() => void refetch()}>重试</Button>}
        />
      ) : (
        <Table<ScoreRow>
          key={tree.length > 0 ? 'rows' : 'empty'}
          size="middle"
          bordered
          columns={columns}
          dataSource={tree}
          loading={isLoading}
          pagination={false}
          scroll={{ x: 220 + DEFAULT_FIGURE_ITEMS.length * 112 + 110 }}
          expandable={{ defaultExpandedRowKeys: tree.slice(0, 1).map((row) => row.key) }}
          locale={{ emptyText: '暂无数据' }}
        />
      )}
      {handItems.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          现场考核项目（在“考核汇总”中由考核人员评分并注明理由）：
          {handItems.map((item) => (
            <Tag key={item.id} style={{ marginTop: 4 }}>
              {item.label} {item.points}分 · {item.method}
            </Tag>
          ))}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
