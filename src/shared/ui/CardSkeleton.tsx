import { Card, Skeleton } from 'antd';

/**
 * A card on its way (its code or its data): the placeholder in the shape of the card it becomes,
 * so the page does not jump when it comes.
 */
export function CardSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Card className="gw-card" variant="borderless" aria-busy>
      <Skeleton active title={false} paragraph={{ rows }} />
    </Card>
  );
}
