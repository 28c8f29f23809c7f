import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Segmented, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';

import { useAccess } from '@/features/permission';
import { PERSON_MERGE_CODE } from '@/services/contract';
import { FittedTable } from '@/shared/ui/fittedTable';
import { ListToolbar } from '@/shared/ui/ListToolbar';
import { pageControls } from '@/shared/ui/pageControls';

import { type MergeEntry, type MergeState, useMergeHistoryQuery } from '../archivesApi';
import { ArchiveCell } from './ArchiveCell';
import { UndoMergeDialog } from './UndoMergeDialog';

type StateFilter = MergeState | 'all';

const STATE_OPTIONS: { value: StateFilter; label: string }[] = [
  { value: 'merged', label: '已合并' },
  { value: 'undone', label: '已撤销' },
  { value: 'all', label: '全部' },
];

const errorText = (error: unknown): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '合并记录加载失败';
};

/**
 * 重复档案 → 合并记录 (persons/mergeHistory): the merges of the user's scope, the latest first,
 * each with the archive kept, the archive merged away, the records moved, who merged and why;
 * a holder of the 合并 button may 撤销合并 one not yet undone.
 */
export function MergeHistoryPanel({ title }: { title: string }) {
  const [state, setState] = useState<StateFilter>('merged');
  const [page, setPage] = useState({ PageNumber: 1, PageSize: 20 });
  const [undoing, setUndoing] = useState<MergeEntry | undefined>();
  const mayUndo = useAccess().hasAnyPermission([PERSON_MERGE_CODE]);
  const { data, error, isFetching, refetch } = useMergeHistoryQuery({
    ...(state === 'all' ? {} : { state }),
    ...page,
  });

  const columns = [
    {
      title: '合并时间',
      key: 'mergedAt',
      width: 170,
      render: (_: unknown, entry: MergeEntry) => (
        <div>
          <div>{entry.mergedAt}</div>
          <div className="gw-duplicate-muted">操作人 {entry.mergedBy}</div>
        </div>
      ),
    },
    {
      title: '保留档案',
      key: 'kept',
      width: 280,
      render: (_: unknown, entry: MergeEntry) => <ArchiveCell archive={entry.archives[0]} />,
    },
    {
      title: '合并注销档案',
      key: 'merged',
      width: 280,
      render: (_: unknown, entry: MergeEntry) => <ArchiveCell archive={entry.archives[1]} />,
    },
    {
      title: '移入记录',
      key: 'movedCount',
      width: 90,
      render: (_: unknown, entry: MergeEntry) => `${entry.movedCount} 条`,
    },
    {
      title: '原因',
      key: 'reason',
      width: 200,
      render: (_: unknown, entry: MergeEntry) => entry.reason,
    },
    {
      title: '状态',
      key: 'state',
      width: 120,
      render: (_: unknown, entry: MergeEntry) =>
        entry.undoneAt ? (
          <Tooltip
            title={`${entry.undoneAt} 由 ${entry.undoneBy ?? ''} 撤销：${entry.undoReason ?? ''}`}
          >
            <Tag data-merge-state="undone">已撤销</Tag>
          </Tooltip>
        ) : (
          <Tag color="blue" data-merge-state="merged">
            已合并
          </Tag>
        ),
    },
    ...(mayUndo
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 100,
            fixed: 'right' as const,
            render: (_: unknown, entry: MergeEntry) =>
              entry.undoneAt ? null : (
                <Button type="link" size="small" danger onClick={() => setUndoing(entry)}>
                  撤销合并
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card className="gw-card" variant="borderless" data-testid="merge-history">
      <ListToolbar title={title} total={data?.total}>
        <Space>
          <Segmented<StateFilter>
            aria-label="合并状态"
            options={STATE_OPTIONS}
            value={state}
            onChange={(value) => {
              setState(value);
              setPage((current) => ({ ...current, PageNumber: 1 }));
            }}
          />
          <Button
            aria-label="刷新"
            icon={<ReloadOutlined spin={isFetching} />}
            onClick={() => void refetch()}
          />
        </Space>
      </ListToolbar>
      {error ? (
        <Result status="warning" title="无法加载合并记录" subTitle={errorText(error)} />
      ) : (
        <FittedTable<MergeEntry>
          rowKey="mergeId"
          size="middle"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          scroll={{ x: 1240 }}
          locale={{ emptyText: <Empty description="没有合并记录" /> }}
          pagination={{
            ...pageControls(page.PageNumber, page.PageSize, data?.total ?? 0, '条'),
            onChange: (PageNumber, PageSize) => setPage({ PageNumber, PageSize }),
          }}
        />
      )}
      {undoing && <UndoMergeDialog entry={undoing} onClose={() => setUndoing(undefined)} />}
    </Card>
  );
}
