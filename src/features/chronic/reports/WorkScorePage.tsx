import { QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Tag, Tooltip, Typography } from 'antd';
import { type ColumnsType } from 'antd/es/table';
import { type ReactNode } from 'react';
import { useMemo, useState } from 'react';

import { dateText } from '@/domain/calendar';
import { DEFAULT_FIGURE_ITEMS, DEFAULT_HAND_ITEMS, WORK_SCORE_PARTS } from '@/domain/workScore';
import { type PageProps } from '@/features/permission';
import { useWorkScoreComputedQuery } from '@/services/chronic/reportApi';
import { dictionaryLabel } from '@/services/contract';
import {
  type PeriodParams,
  WORK_SCORE_ASSESS_BUTTON,
  type WorkScoreEntryReply,
  type WorkScoreReply,
} from '@/services/contract/reportPaths';
import { FittedTable } from '@/shared/ui/fittedTable';

import { toIndicatorTree, type TreeRow } from '../indicators/indicatorTree';
import PeriodPicker, { initialPeriod, periodParams } from './PeriodPicker';
import WorkScoreEntryDialog, { type WorkScoreTarget } from './WorkScoreEntryDialog';

type ScoreRow = TreeRow<WorkScoreReply['rows'][number]>;

const partLabel = (field: string) =>
  WORK_SCORE_PARTS.find((part) => part.field === field)?.label ?? field;

/** Points the computed items can give (the rest are the template's hand-scored items). */
const COMPUTED_POINTS = DEFAULT_FIGURE_ITEMS.reduce((sum, item) => sum + item.points, 0);
const ALL_POINTS = COMPUTED_POINTS + DEFAULT_HAND_ITEMS.reduce((sum, item) => sum + item.points, 0);
const ITEM_WIDTH = 120;

const entryLine = (entry: WorkScoreEntryReply) =>
  `${entry.enteredBy}于${entry.enteredAt}${entry.kind === 'hand' ? '评分' : '调整'}：${entry.reason}`;

/** A score cell: the score over the item's points, a link to the dialog when the user may assess. */
const ScoreCell = ({
  tooltip,
  label,
  points,
  onOpen,
  children,
}: {
  tooltip: ReactNode;
  label: string;
  points: number;
  onOpen?: () => void;
  children: ReactNode;
}) => {
  const body = (
    <>
      {children}
      <Typography.Text type="secondary"> / {points}</Typography.Text>
    </>
  );
  return (
    <Tooltip title={tooltip}>
      {onOpen ? (
        <Button type="link" size="small" aria-label={label} onClick={onOpen}>
          {body}
        </Button>
      ) : (
        <Typography.Text>{body}</Typography.Text>
      )}
    </Tooltip>
  );
};

/**
 * 考核汇总 (computed): each institution's template items scored from the figure catalogue for a year or a
 * quarter (spec §9 quarter code), each score with how it was reached in its tooltip; the items the
 * template leaves to the assessor are listed with what to check.
 */
export default function WorkScorePage({ title, buttons }: PageProps) {
  const today = dateText();
  const [period, setPeriod] = useState<PeriodParams>(() => initialPeriod(today, 'year'));
  const { data, isLoading, isFetching, error, refetch } = useWorkScoreComputedQuery(
    periodParams(period),
  );
  const tree = useMemo(
    () => toIndicatorTree<WorkScoreReply['rows'][number]>(data?.rows ?? []),
    [data],
  );
  const [target, setTarget] = useState<WorkScoreTarget | null>(null);
  const mayAssess = buttons.includes(WORK_SCORE_ASSESS_BUTTON);
  const open = (next: WorkScoreTarget) => (mayAssess ? () => setTarget(next) : undefined);

  const columns: ColumnsType<ScoreRow> = [
    {
      title: dictionaryLabel('hospitalName'),
      dataIndex: 'hospitalName',
      fixed: 'left',
      width: 220,
    },
    ...DEFAULT_FIGURE_ITEMS.map((item) => ({
      key: item.id,
      width: ITEM_WIDTH,
      align: 'center' as const,
      title: (
        <Tooltip title={`${partLabel(item.part)}，满分 ${item.points} 分，按指标计算`}>
          <span>
            {item.label} <QuestionCircleOutlined aria-label={`${item.label}的评分规则`} />
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: ScoreRow) => {
        const scored = row.items.find((candidate) => candidate.id === item.id);
        if (!scored) return '—';
        const adjusted = scored.adjustment;
        return (
          <ScoreCell
            label={`${row.hospitalName}的${item.label}：${scored.finalScore}分${adjusted ? '（已调整）' : ''}`}
            points={item.points}
            tooltip={
              <>
                <div>计算：{scored.explanation}</div>
                {adjusted && (
                  <div>
                    调整为 {adjusted.score} 分，{entryLine(adjusted)}
                  </div>
                )}
              </>
            }
            onOpen={open({
              hospitalId: row.hospitalId,
              hospitalName: row.hospitalName,
              itemId: item.id,
              label: item.label,
              points: item.points,
              kind: 'adjust',
              computed: { score: scored.score, explanation: scored.explanation },
              current: scored.finalScore,
              history: row.history.filter((entry) => entry.itemId === item.id),
            })}
          >
            {adjusted ? (
              <>
                <Typography.Text delete type="secondary">
                  {scored.score}
                </Typography.Text>{' '}
                <Typography.Text strong type="warning">
                  {scored.finalScore}
                </Typography.Text>
              </>
            ) : (
              <Typography.Text strong={scored.score === item.points}>
                {scored.score}
              </Typography.Text>
            )}
          </ScoreCell>
        );
      },
    })),
    ...DEFAULT_HAND_ITEMS.map((item) => ({
      key: item.id,
      width: ITEM_WIDTH,
      align: 'center' as const,
      title: (
        <Tooltip
          title={`${partLabel(item.part)}，满分 ${item.points} 分，现场考核：${item.method}`}
        >
          <span>
            {item.label} <Tag color="blue">现场</Tag>
          </span>
        </Tooltip>
      ),
      render: (_value: unknown, row: ScoreRow) => {
        const hand = row.handItems.find((candidate) => candidate.id === item.id);
        if (!hand) return '—';
        return (
          <ScoreCell
            label={`${row.hospitalName}的${item.label}：${hand.score === null ? '待评分' : `${hand.score}分`}`}
            points={item.points}
            tooltip={hand.entry ? entryLine(hand.entry) : `待评分：${item.method}`}
            onOpen={open({
              hospitalId: row.hospitalId,
              hospitalName: row.hospitalName,
              itemId: item.id,
              label: item.label,
              points: item.points,
              kind: 'hand',
              method: item.method,
              current: hand.score,
              history: row.history.filter((entry) => entry.itemId === item.id),
            })}
          >
            {hand.score === null ? (
              <Typography.Text type="secondary">待评</Typography.Text>
            ) : (
              <Typography.Text>{hand.score}</Typography.Text>
            )}
          </ScoreCell>
        );
      },
    })),
    {
      key: 'total',
      title: (
        <Tooltip title="各项现行得分之和：调整过的项目按调整后得分，现场考核项目未评分的计0分">
          <span>
            考核总分 <QuestionCircleOutlined aria-label="考核总分的算法" />
          </span>
        </Tooltip>
      ),
      fixed: 'right',
      width: 150,
      align: 'center',
      render: (_value: unknown, row: ScoreRow) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            {row.total}
            <Typography.Text type="secondary"> / {ALL_POINTS}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            计算 {row.computedTotal}/{COMPUTED_POINTS}
            {row.handPending > 0 ? `，${row.handPending}项待评` : ''}
          </Typography.Text>
        </Space>
      ),
    },
  ];

  return (
    <Card
      className="gw-card"
      variant="borderless"
      title={title || '考核汇总'}
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
          ）；计算项目按考核模板由指标目录的数值计算，与各报表同一口径；现场项目由考核人员评分。鼠标移到得分上可查看计算过程
          {mayAssess ? '，点击得分可评分或调整（须写明理由，历次记录均保留）' : ''}。
        </Typography.Paragraph>
      )}
      {error ? (
        <Result
          status="error"
          title="考核得分加载失败"
          extra={<Button onClick={() => void refetch()}>重试</Button>}
        />
      ) : (
        <FittedTable<ScoreRow>
          key={tree.length > 0 ? 'rows' : 'empty'}
          size="middle"
          bordered
          columns={columns}
          dataSource={tree}
          loading={isLoading}
          pagination={false}
          scroll={{
            x: 220 + (DEFAULT_FIGURE_ITEMS.length + DEFAULT_HAND_ITEMS.length) * ITEM_WIDTH + 150,
          }}
          expandable={{ defaultExpandedRowKeys: tree.slice(0, 1).map((row) => row.key) }}
          locale={{ emptyText: '暂无数据' }}
        />
      )}
      {target && data && (
        <WorkScoreEntryDialog
          target={target}
          period={{
            period: period.period === 'quarter' ? 'quarter' : 'year',
            year: period.year ?? Number(today.slice(0, 4)),
            quarter: period.quarter,
            label: data.period.label,
          }}
          onClose={() => setTarget(null)}
        />
      )}
    </Card>
  );
}
