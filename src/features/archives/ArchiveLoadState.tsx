import { Button, Card, Result, Skeleton } from 'antd';

import { isApiError } from '@/services/http/apiError';

/** The loading and failure states the three archive pages share. */
export function ArchiveLoadState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <Card className="gw-card" variant="borderless">
        <Skeleton active avatar paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return (
    <Card className="gw-card" variant="borderless">
      <Result
        status="error"
        title="档案加载失败"
        subTitle={isApiError(error) ? error.message : '请稍后重试'}
        extra={
          <Button type="primary" onClick={onRetry}>
            重试
          </Button>
        }
      />
    </Card>
  );
}
