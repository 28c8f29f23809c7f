import './signing.css';

import { App, Button, Empty, Popconfirm, Progress, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';

import { type ContractState } from '@/domain/contract';
import { type DialogTarget, RecordDialog } from '@/features/resources';
import { getFamily, isConcreteFamilyId } from '@/services/contract';
import { getResourceEndpoints, type RecordId } from '@/services/resources';

interface DeliveredRecord {
  family: string;
  id: string;
  date: string;
  title: string;
  /** In the user's hospitals: it opens; a record of another hospital is listed only. */
  openable: boolean;
}

interface ItemReply {
  name: string;
  condition: string;
  done: number;
  required: number;
  delivered: boolean;
  records: DeliveredRecord[];
}

export interface FulfilmentReply {
  window: { from: string; to: string };
  state: ContractState;
  stateLabel: string;
  renewable: boolean;
  renewalProblem: string | null;
  totals: { due: number; done: number };
  items: ItemReply[];
}

const STATE_COLOURS: Readonly<Record<ContractState, string>> = {
  active: 'green',
  expiring: 'orange',
  expired: 'red',
  pending: 'blue',
  terminated: 'default',
};

const noop = () => undefined;

/** A delivering record opened read-only over the agreement. */
function DeliveredRecordDialog({
  record,
  onClose,
}: {
  record: DeliveredRecord;
  onClose: () => void;
}) {
  const family = isConcreteFamilyId(record.family) ? getFamily(record.family) : undefined;
  if (!family || family.wildcard || !isConcreteFamilyId(record.family)) return null;
  const target: DialogTarget = {
    mode: 'view',
    row: { ID: record.id, [family.idField ?? 'ID']: record.id },
  };
  return (
    <RecordDialog
      family={family}
      endpoints={getResourceEndpoints(record.family)}
      target={target}
      open
      onClose={onClose}
      afterClose={noop}
      onOpenRecord={noop}
    />
  );
}

/**
 * 履约情况 of one agreement: each item of its package, done / required in the contract year,
 * with the saved records that delivered it (opening them); the agreement's state; and 续约 when
 * the rules allow it (kernel renewalProblem), which makes a linked agreement on the server.
 */
export function FulfilmentPanel({ id }: { id: RecordId }) {
  const { message } = App.useApp();
  const endpoints = getResourceEndpoints('signRegistes');
  // Records saved elsewhere since (a follow-up) count the next time the agreement opens.
  const query = endpoints.queries.fulfilment.useQuery({ id }, { refetchOnMountOrArgChange: true });
  const [renew, renewing] = endpoints.mutations.renew.useMutation();
  const [opened, setOpened] = useState<DeliveredRecord | null>(null);
  const reply = query.data as FulfilmentReply | undefined;

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError || !reply) {
    return (
      <Empty description="履约情况加载失败">
        <Button onClick={() => void query.refetch()}>重试</Button>
      </Empty>
    );
  }
  const percent =
    reply.totals.due === 0 ? 0 : Math.round((reply.totals.done / reply.totals.due) * 100);

  const onRenew = async () => {
    try {
      const created = (await renew({ id, body: {} }).unwrap()) as { startDate?: string };
      message.success(`续约成功，新签约自${created.startDate ?? ''}起生效`);
      void query.refetch();
    } catch (error) {
      const text = (error as { message?: string }).message;
      message.error(text ? `续约失败：${text}` : '续约失败，请稍后重试');
    }
  };

  return (
    <section className="gw-fulfilment" aria-label="履约情况">
      <div className="gw-fulfilment-head">
        <Typography.Title level={5}>履约情况</Typography.Title>
        <Tag color={STATE_COLOURS[reply.state]}>{reply.stateLabel}</Tag>
      </div>
      <div className="gw-fulfilment-window">
        签约年度 {reply.window.from} 至 {reply.window.to}
      </div>
      <Progress
        percent={percent}
        size="small"
        format={() => `${reply.totals.done}/${reply.totals.due}次`}
        aria-label={`已履约${reply.totals.done}次，应履约${reply.totals.due}次`}
      />
      {reply.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该签约没有服务项目" />
      ) : (
        <ul className="gw-fulfilment-items">
          {reply.items.map((item) => (
            <li key={`${item.name}-${item.condition}`} className="gw-fulfilment-item">
              <div className="gw-fulfilment-item-head">
                <span>{item.name}</span>
                <Tag color={item.done >= item.required ? 'green' : 'gold'}>
                  已完成 {item.done}/{item.required} 次
                </Tag>
              </div>
              <div className="gw-fulfilment-condition">{item.condition}</div>
              {item.records.length > 0 && (
                <div className="gw-fulfilment-records">
                  {item.records.map((record) =>
                    record.openable ? (
                      <Button
                        key={`${record.family}-${record.id}`}
                        type="link"
                        size="small"
                        onClick={() => setOpened(record)}
                        aria-label={`查看${record.date}的${record.title}`}
                      >
                        {record.date} {record.title}
                      </Button>
                    ) : (
                      <span
                        key={`${record.family}-${record.id}`}
                        className="gw-fulfilment-elsewhere"
                        title="他机构记录，无查看权限"
                      >
                        {record.date} {record.title}（他机构）
                      </span>
                    ),
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {reply.renewable ? (
        <Popconfirm
          title="为该居民续约？"
          description="新签约沿用原签约团队、医生和服务包，自原签约到期次日（或今天）起一年。"
          okText="续约"
          cancelText="取消"
          onConfirm={() => void onRenew()}
        >
          <Button type="primary" loading={renewing.isLoading}>
            续约
          </Button>
        </Popconfirm>
      ) : (
        reply.renewalProblem && <div className="gw-fulfilment-renewal">{reply.renewalProblem}</div>
      )}
      {opened && <DeliveredRecordDialog record={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
