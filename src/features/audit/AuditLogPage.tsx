import { DownloadOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { useExcelExport } from '@/features/exports';
import { type PageProps } from '@/features/permission';
import {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_CODE,
  AUDIT_RESULTS,
  auditActionLabel,
  type AuditEventFilter,
  type AuditEventItem,
  auditResultLabel,
  dictionaryLabel,
} from '@/services/contract';
import { ListToolbar } from '@/shared/ui/ListToolbar';
import { pageControls } from '@/shared/ui/pageControls';

import { useAuditEventsQuery } from './auditApi';
import { AuditChanges } from './AuditChanges';
import { auditExportRequest } from './auditExport';
import { auditResourceTitle } from './auditResource';
import './auditLog.css';

interface FilterValues {
  user?: string;
  personNum?: string;
  recordId?: string;
  action?: AuditEventFilter['action'];
  result?: AuditEventFilter['result'];
  range?: [Dayjs | null, Dayjs | null] | null;
}

const ACTION_COLORS: Record<string, string> = {
  view: 'blue',
  read: 'geekblue',
  create: 'cyan',
  update: 'gold',
  delete: 'red',
  lifecycle: 'purple',
  print: 'green',
  export: 'orange',
  permission: 'magenta',
  denied: 'volcano',
};

const RESULT_COLORS: Record<string, string> = { ok: 'success', fail: 'error', denied: 'warning' };

const toFilter = (values: FilterValues): AuditEventFilter => ({
  user: values.user?.trim() ?? '',
  personNum: values.personNum?.trim() ?? '',
  recordId: values.recordId?.trim() ?? '',
  action: values.action ?? '',
  result: values.result ?? '',
  from: values.range?.[0]?.format('YYYY-MM-DD') ?? '',
  to: values.range?.[1]?.format('YYYY-MM-DD') ?? '',
});

const errorText = (error: unknown): string => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '操作日志加载失败';
};

/**
 * 系统管理 → 操作日志: who read, changed, printed or exported whose data, who signed in, changed a
 * password or a permission, and what was refused; filtered by user, resident, record, action,
 * result and date range, a write's changed fields under its row, and exported as Excel by whoever
 * holds the export button.
 */
export default function AuditLogPage({ title, buttons }: PageProps) {
  const [form] = Form.useForm<FilterValues>();
  const [filter, setFilter] = useState<AuditEventFilter>({});
  const [page, setPage] = useState({ PageNumber: 1, PageSize: 20 });
  const { startExport, exporting } = useExcelExport('auditEvents');
  const { data, error, isFetching, refetch } = useAuditEventsQuery({ ...filter, ...page });

  // The resident the list is filtered by, named (masked) beside the number typed.
  const filteredName = filter.personNum
    ? data?.items.find((item) => item.personNum === filter.personNum)?.personName
    : undefined;

  const search = (values: FilterValues) => {
    setFilter(toFilter(values));
    setPage((current) => ({ ...current, PageNumber: 1 }));
  };

  const exportExcel = () => startExport(auditExportRequest(filter));

  const columns = [
    { title: '时间', dataIndex: 'occurredAt', width: 170 },
    {
      title: '操作人',
      key: 'user',
      width: 160,
      render: (_: unknown, item: AuditEventItem) => `${item.userName}（${item.userAccount}）`,
    },
    {
      title: '机构',
      key: 'hospital',
      width: 200,
      render: (_: unknown, item: AuditEventItem) => item.hospitalName ?? item.hospitalId,
    },
    {
      title: '操作',
      dataIndex: 'action',
      width: 100,
      render: (action: string) => (
        <Tag color={ACTION_COLORS[action]}>{auditActionLabel(action)}</Tag>
      ),
    },
    {
      title: dictionaryLabel('result'),
      dataIndex: 'result',
      width: 80,
      render: (result: string) => (
        <Tag color={RESULT_COLORS[result]}>{auditResultLabel(result)}</Tag>
      ),
    },
    {
      title: '对象',
      key: 'resource',
      width: 260,
      render: (_: unknown, item: AuditEventItem) => (
        <Space direction="vertical" size={0}>
          <span>{auditResourceTitle(item.resource)}</span>
          {item.detail && (
            <Typography.Text
              type="secondary"
              className="gw-audit-detail"
              ellipsis={{ tooltip: item.detail }}
            >
              {item.detail}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: '条数', dataIndex: 'itemCount', width: 70, align: 'right' as const },
    {
      title: '居民',
      key: 'person',
      width: 220,
      render: (_: unknown, item: AuditEventItem) =>
        item.personNum && (
          <Space size={6} className="gw-audit-person">
            <span>{item.personNum}</span>
            {item.personName && (
              <Typography.Text type="secondary">{item.personName}</Typography.Text>
            )}
          </Space>
        ),
    },
    { title: '记录编号', dataIndex: 'recordIds', width: 140, ellipsis: true },
    { title: '客户端地址', dataIndex: 'clientAddress', width: 130 },
  ];

  return (
    <div className="gw-audit" data-page="auditEvents">
      <Card className="gw-card gw-audit-search" variant="borderless">
        <Form<FilterValues> form={form} layout="inline" onFinish={search} name="auditEvents">
          <Form.Item name="user" label="操作人">
            <Input placeholder="账号或姓名" allowClear autoComplete="off" />
          </Form.Item>
          <Form.Item name="personNum" label="居民编号">
            <Input
              placeholder="请输入居民编号"
              allowClear
              autoComplete="off"
              suffix={
                filteredName && (
                  <Typography.Text type="secondary" data-testid="audit-person-name">
                    {filteredName}
                  </Typography.Text>
                )
              }
            />
          </Form.Item>
          <Form.Item name="recordId" label="记录编号">
            <Input placeholder="请输入记录编号" allowClear autoComplete="off" />
          </Form.Item>
          <Form.Item name="action" label="操作">
            <Select
              placeholder="全部"
              allowClear
              style={{ width: 140 }}
              options={AUDIT_ACTIONS.map((action) => ({ ...action }))}
            />
          </Form.Item>
          <Form.Item name="result" label={dictionaryLabel('result')}>
            <Select
              placeholder="全部"
              allowClear
              style={{ width: 100 }}
              options={AUDIT_RESULTS.map((result) => ({ ...result }))}
            />
          </Form.Item>
          <Form.Item name="range" label="日期">
            <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
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
            {buttons.includes(AUDIT_EXPORT_CODE) && (
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportExcel}>
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
          <Result status="warning" title="无法加载操作日志" subTitle={errorText(error)} />
        ) : (
          <Table<AuditEventItem>
            rowKey="eventId"
            size="middle"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={isFetching}
            scroll={{ x: 1470 }}
            expandable={{
              rowExpandable: (item) => item.changes.length > 0,
              expandedRowRender: (item) => <AuditChanges changes={item.changes} />,
            }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作日志" />,
            }}
            pagination={{
              ...pageControls(page.PageNumber, page.PageSize, data?.total ?? 0, '条'),
              onChange: (PageNumber, PageSize) => setPage({ PageNumber, PageSize }),
            }}
          />
        )}
      </Card>
    </div>
  );
}
