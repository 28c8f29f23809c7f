import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';

import { useLayoutVersionTimelineQuery } from './layoutApi';

/** The update timeline (spec 2.2, site wh): the releases the server lists, newest first. */
export default function TimelinePage() {
  const { data, isLoading, isError, isFetching, refetch } = useLayoutVersionTimelineQuery();
  return (
    <Card
      className="gw-card"
      title="更新时间轴"
      variant="borderless"
      extra={
        <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
          刷新
        </Button>
      }
    >
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {isError && <Alert type="error" showIcon title="版本记录加载失败，请稍后重试。" />}
      {!isLoading && !isError && (data?.length ?? 0) === 0 && (
        <Empty description="暂无版本更新记录" />
      )}
      {data && data.length > 0 && (
        <Timeline
          className="gw-timeline"
          items={data.map((entry, index) => ({
            key: entry.id,
            color: index === 0 ? 'blue' : 'gray',
            content: (
              <div className="gw-timeline-entry">
                <div className="gw-timeline-head">
                  <Tag color={index === 0 ? 'processing' : 'default'}>V{entry.version || '—'}</Tag>
                  <Typography.Text strong>{entry.title}</Typography.Text>
                  <Typography.Text type="secondary">{entry.date}</Typography.Text>
                </div>
                <ul className="gw-timeline-notes">
                  {entry.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
