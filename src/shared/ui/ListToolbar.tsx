import './ListToolbar.css';

import { Typography } from 'antd';
import { type ReactNode } from 'react';

interface ListToolbarProps {
  title: string;
  /** 共 N 条, once the list has loaded. */
  total: number | undefined;
  /** The list's buttons, on the right. */
  children: ReactNode;
}

/** The heading row of every list page (resource lists, 操作日志), so they all read the same way. */
export function ListToolbar({ title, total, children }: ListToolbarProps) {
  return (
    <div className="gw-list-toolbar">
      <div className="gw-list-heading">
        <Typography.Title level={5} className="gw-list-title">
          {title}
        </Typography.Title>
        {total !== undefined && <Typography.Text type="secondary">共 {total} 条</Typography.Text>}
      </div>
      {children}
    </div>
  );
}
