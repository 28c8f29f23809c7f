import { Badge, Card, Descriptions, Empty, List, Tag, Typography } from 'antd';
import { type ReactNode } from 'react';

import { type PersonProfile } from '@/services/contract';

/** What a list card shows of one item: its title, the line under it and a mark at its end. */
interface ItemView {
  title: string;
  description: string;
  mark: ReactNode;
}

/** A card listing a few items of the profile, or saying there are none. */
function ListCard<Item>({
  title,
  emptyText,
  items,
  view,
}: {
  title: string;
  emptyText: string;
  items: readonly Item[];
  view: (item: Item) => ItemView;
}) {
  const renderItem = (item: Item) => {
    const { title: itemTitle, description, mark } = view(item);
    return (
      <List.Item extra={mark}>
        <List.Item.Meta title={itemTitle} description={description} />
      </List.Item>
    );
  };
  return (
    <Card className="gw-card" variant="borderless" title={title}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <List size="small" dataSource={[...items]} renderItem={renderItem} />
      )}
    </Card>
  );
}

const dueView = (item: PersonProfile['due'][number]): ItemView => {
  const overdue = item.state === 'overdue';
  return {
    title: item.service,
    description: `计划日期 ${item.plannedDate}`,
    mark: <Tag color={overdue ? 'error' : 'warning'}>{overdue ? '已逾期' : '即将到期'}</Tag>,
  };
};

/** Due and overdue services of the resident (service-rules.md §6). */
export function DueServicesCard({ due }: { due: PersonProfile['due'] }) {
  return (
    <ListCard title="待办与逾期服务" emptyText="暂无到期或逾期的服务" items={due} view={dueView} />
  );
}

/** Current problems (the latest health check) and the medications of the latest visits. */
export function ProblemsCard({ profile }: { profile: PersonProfile }) {
  const check = profile.latestCheck;
  return (
    <Card className="gw-card" variant="borderless" title="当前健康问题与用药">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'check', label: '最近体检', children: check?.date ?? '无体检记录' },
          { key: 'evaluation', label: '健康评价', children: check?.evaluation || '—' },
          { key: 'abnormal', label: '异常情况', children: check?.abnormalities || '未见异常' },
        ]}
      />
      <Typography.Title level={5} className="gw-archive-subtitle">
        当前用药
      </Typography.Title>
      {profile.medications.length === 0 ? (
        <Typography.Text type="secondary">无用药记录</Typography.Text>
      ) : (
        profile.medications.map((group) => (
          <div key={group.source} className="gw-archive-medication">
            <Typography.Text type="secondary">
              {group.source}（{group.date ?? '日期不详'}）
            </Typography.Text>
            <ul>
              {group.items.map((item) => (
                <li key={item.drug}>
                  {item.drug}，每日{item.timesPerDay}次，每次{item.dose}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </Card>
  );
}

const serviceView = (item: PersonProfile['services'][number]): ItemView => ({
  title: item.title,
  description: `最近 ${item.latestDate ?? '—'}`,
  mark: <Badge count={item.count} color="#1e6ceb" showZero />,
});

/** How many records of each service the resident has, and the latest date. */
export function ServicesSummaryCard({ services }: { services: PersonProfile['services'] }) {
  return <ListCard title="服务概况" emptyText="暂无服务记录" items={services} view={serviceView} />;
}
