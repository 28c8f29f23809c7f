import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Result, Segmented, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';

import { DUPLICATE_RULE_CODES, DUPLICATE_RULES, type DuplicateRuleCode } from '@/domain/archives';
import { useExcelExport } from '@/features/exports';
import { type PageProps, useAccess } from '@/features/permission';
import { DUPLICATE_EXPORT_CODE } from '@/services/contract';
import { FittedTable } from '@/shared/ui/fittedTable';
import { ListToolbar } from '@/shared/ui/ListToolbar';
import { pageControls } from '@/shared/ui/pageControls';

import '../archives.css';
import {
  type DuplicatePair,
  duplicateExportPath,
  nonStandardParams,
  useDuplicatePairsQuery,
} from '../archivesApi';
import { ArchiveCell } from './ArchiveCell';
import { DuplicateCompareDialog } from './DuplicateCompareDialog';
import { MergeHistoryPanel } from './MergeHistoryPanel';

interface FilterValues {
  rule?: DuplicateRuleCode;
}

const errorText = (error: unknown): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '重复档案加载失败';
};

/**
 * 居民健康档案 → 重复档案 (档案质控): the suspected pairs of the user's scope (kernel rules:
 * the same ID number; the same name, birth date and village), each opened side by side to merge
 * (choosing the archive kept) or to dismiss as 非重复. Both need the page's 合并 button.
 * 合并记录 lists the merges, each of which may be undone (撤销合并) with the same button.
 */
export default function DuplicateArchivesPage({ title }: PageProps) {
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<FilterValues>({});
  const [page, setPage] = useState({ PageNumber: 1, PageSize: 20 });
  const [opened, setOpened] = useState<DuplicatePair | undefined>();
  const [view, setView] = useState<'pairs' | 'merges'>('pairs');
  const { data, error, isFetching, refetch } = useDuplicatePairsQuery({ ...filter, ...page });
  const { startExport, exporting } = useExcelExport('duplicateArchives');
  const canExport = useAccess().hasAnyPermission([DUPLICATE_EXPORT_CODE]);

  const columns = [
    {
      title: '疑似原因',
      key: 'rules',
      width: 210,
      render: (_: unknown, pair: DuplicatePair) => (
        <Space size={[4, 4]} wrap>
          {pair.rules.map((rule) => (
            <Tooltip key={rule} title={DUPLICATE_RULES[rule].reason}>
              <Tag color={rule === 'sameIdCard' ? 'red' : 'orange'} data-rule={rule}>
                {DUPLICATE_RULES[rule].label}
              </Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    {
      title: '档案一',
      key: 'first',
      width: 300,
      render: (_: unknown, pair: DuplicatePair) => <ArchiveCell archive={pair.archives[0]} />,
    },
    {
      title: '档案二',
      key: 'second',
      width: 300,
      render: (_: unknown, pair: DuplicatePair) => <ArchiveCell archive={pair.archives[1]} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right' as const,
      render: (_: unknown, pair: DuplicatePair) => (
        <Button type="link" size="small" onClick={() => setOpened(pair)}>
          对比处理
        </Button>
      ),
    },
  ];

  const views = (
    <Segmented<'pairs' | 'merges'>
      aria-label="重复档案视图"
      options={[
        { value: 'pairs', label: '疑似重复档案' },
        { value: 'merges', label: '合并记录' },
      ]}
      value={view}
      onChange={setView}
    />
  );

  if (view === 'merges') {
    return (
      <div className="gw-quality" data-page="duplicateArchives">
        <div className="gw-duplicate-views">{views}</div>
        <MergeHistoryPanel title="合并记录" />
      </div>
    );
  }

  return (
    <div className="gw-quality" data-page="duplicateArchives">
      <div className="gw-duplicate-views">{views}</div>
      <Card className="gw-card gw-quality-search" variant="borderless">
        <Form<FilterValues>
          form={form}
          layout="inline"
          name="duplicateArchives"
          onFinish={(values) => {
            setFilter({ rule: values.rule });
            setPage((current) => ({ ...current, PageNumber: 1 }));
          }}
        >
          <Form.Item name="rule" label="疑似原因">
            <Select
              placeholder="全部"
              allowClear
              style={{ width: 240 }}
              options={DUPLICATE_RULE_CODES.map((code) => ({
                value: code,
                label: DUPLICATE_RULES[code].label,
              }))}
            />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setFilter({});
                  setPage((current) => ({ ...current, PageNumber: 1 }));
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card className="gw-card" variant="borderless">
        <ListToolbar title={title} total={data?.total}>
          <Space>
            {canExport && (
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                onClick={() =>
                  startExport({
                    path: duplicateExportPath(),
                    title: '重复档案',
                    params: nonStandardParams(filter),
                  })
                }
              >
                导出
              </Button>
            )}
            <Button
              aria-label="刷新"
              icon={<ReloadOutlined spin={isFetching} />}
              onClick={() => void refetch()}
            />
          </Space>
        </ListToolbar>
        {error ? (
          <Result status="warning" title="无法加载重复档案" subTitle={errorText(error)} />
        ) : (
          <FittedTable<DuplicatePair>
            rowKey="pairKey"
            size="middle"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            scroll={{ x: 920 }}
            locale={{ emptyText: <Empty description="没有疑似重复档案" /> }}
            onRow={(pair) => ({ onDoubleClick: () => setOpened(pair) })}
            pagination={{
              ...pageControls(page.PageNumber, page.PageSize, data?.total ?? 0, '条'),
              onChange: (PageNumber, PageSize) => setPage({ PageNumber, PageSize }),
            }}
          />
        )}
      </Card>
      {opened && <DuplicateCompareDialog pair={opened} onClose={() => setOpened(undefined)} />}
    </div>
  );
}
