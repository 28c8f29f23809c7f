import { Table } from 'antd';

import { type AuditChange, auditValueText } from '@/services/contract';

const COLUMNS = [
  { title: '字段', dataIndex: 'label', width: 200 },
  {
    title: '修改前',
    key: 'before',
    render: (_: unknown, change: AuditChange) => auditValueText(change.before),
  },
  {
    title: '修改后',
    key: 'after',
    render: (_: unknown, change: AuditChange) => auditValueText(change.after),
  },
];

/** A write's changed fields, before and after, under its row of 操作日志. */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  return (
    <Table<AuditChange>
      className="gw-audit-changes"
      size="small"
      rowKey={(change) => `${change.field}:${change.label}`}
      columns={COLUMNS}
      dataSource={[...changes]}
      pagination={false}
      aria-label="变更内容"
    />
  );
}
