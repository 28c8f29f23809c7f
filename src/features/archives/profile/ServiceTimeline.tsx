import { Card, Empty, Select, Tag, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';

import { type TimelineEntry } from '@/services/contract';

const ALL = '';

/**
 * Every service record of the resident, newest first, filterable by kind. A record that closed a
 * scheduled service (the schedule engine's service_due) carries it as a 已完成 tag, so the
 * timeline reads against the schedule.
 */
export function ServiceTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const [kind, setKind] = useState(ALL);
  const kinds = useMemo(() => {
    const seen = new Map<string, { title: string; count: number }>();
    for (const entry of entries) {
      const current = seen.get(entry.family);
      if (current) current.count += 1;
      else seen.set(entry.family, { title: entry.title, count: 1 });
    }
    return [...seen].map(([value, { title, count }]) => ({
      value,
      label: `${title}（${count}）`,
    }));
  }, [entries]);
  const shown = kind === ALL ? entries : entries.filter((entry) => entry.family === kind);
  return (
    <Card
      className="gw-card gw-archive-timeline"
      variant="borderless"
      title="服务时间轴"
      extra={
        <Select
          aria-label="按服务类型筛选"
          size="small"
          value={kind}
          onChange={setKind}
          popupMatchSelectWidth={false}
          style={{ minWidth: 180 }}
          options={[{ value: ALL, label: `全部服务（${entries.length}）` }, ...kinds]}
        />
      }
    >
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无服务记录" />
      ) : (
        <div className="gw-archive-timeline-scroll">
          <Timeline
            items={shown.map((entry) => ({
              key: `${entry.family}:${entry.id}`,
              color:
                entry.closes && entry.closes.length > 0
                  ? 'green'
                  : entry.family.toLowerCase().includes('followup')
                    ? 'blue'
                    : 'gray',
              content: (
                <div className="gw-archive-timeline-entry" data-family={entry.family}>
                  <div className="gw-archive-timeline-head">
                    <Typography.Text strong>{entry.title}</Typography.Text>
                    <Typography.Text type="secondary">{entry.date ?? '日期不详'}</Typography.Text>
                  </div>
                  {entry.summary && <div>{entry.summary}</div>}
                  {entry.closes && entry.closes.length > 0 && (
                    <div className="gw-archive-timeline-closes" aria-label="完成的计划服务">
                      {entry.closes.map((service) => (
                        <Tag key={service} color="success">
                          已完成 {service}
                        </Tag>
                      ))}
                    </div>
                  )}
                  <Typography.Text type="secondary" className="gw-archive-timeline-meta">
                    {[entry.hospitalName, entry.createdBy].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </div>
              ),
            }))}
          />
        </div>
      )}
    </Card>
  );
}
