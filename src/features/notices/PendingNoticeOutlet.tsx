import { lazy, Suspense } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';
import { useHasBeenTrue } from '@/shared/hooks/useHasBeenTrue';

import { selectPendingNotices } from './noticesSlice';

const NoticeOutletWithApp = lazy(() => import('./NoticeOutletWithApp'));

/**
 * The notice outlet for the hydrated sign-in page: antd's `App` (message, notification and
 * Modal with their rc components) is most of a form's worth of code, and that page shows its
 * own failures inline. It loads the first time a notice is queued and then stays, so a later
 * message opens at once and an open one closes with its animation.
 */
export function PendingNoticeOutlet() {
  const noticedOnce = useHasBeenTrue(useAppSelector(selectPendingNotices).length > 0);
  if (!noticedOnce) return null;
  return (
    <Suspense fallback={null}>
      <NoticeOutletWithApp />
    </Suspense>
  );
}
