import { Card, Empty, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';

/**
 * `/flowResponse` (spec 2.2): shows a streamed response. The stream comes from the assistant's
 * channel once it exists; until then the page names what it would read and shows an empty state.
 */
export default function FlowResponsePage() {
  const [search] = useSearchParams();
  const url = search.get('url');
  return (
    <Card className="gw-card" title="流式响应">
      <Empty
        description={
          <>
            <div>暂无流式响应内容</div>
            {url && (
              <Typography.Text type="secondary">
                数据来源：<Typography.Text code>{url}</Typography.Text>
              </Typography.Text>
            )}
          </>
        }
      />
    </Card>
  );
}
