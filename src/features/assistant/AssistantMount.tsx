import { lazy, Suspense } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';
import { useHasBeenTrue } from '@/shared/hooks/useHasBeenTrue';

import { selectAssistantOpen } from './assistantSelectors';
import { loadAssistantDrawer } from './loadAssistantDrawer';
import { useTestHook } from './useTestHook';

const AssistantDrawer = lazy(loadAssistantDrawer);

/**
 * Always mounted by the shell, and tiny: renders nothing until the assistant first opens, then
 * the lazily loaded drawer, which stays mounted so its close animation can play.
 */
export function AssistantMount() {
  const openedOnce = useHasBeenTrue(useAppSelector(selectAssistantOpen));
  useTestHook();
  if (!openedOnce) return null;
  return (
    <Suspense fallback={null}>
      <AssistantDrawer />
    </Suspense>
  );
}
