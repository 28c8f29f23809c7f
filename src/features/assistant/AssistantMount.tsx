import { lazy, Suspense, useState } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { selectAssistantOpen } from './assistantSelectors';
import { loadAssistantDrawer } from './loadAssistantDrawer';
import { useTestHook } from './useTestHook';

const AssistantDrawer = lazy(loadAssistantDrawer);

/**
 * Always mounted by the shell, and tiny: renders nothing until the assistant first opens, then
 * the lazily loaded drawer, which stays mounted so its close animation can play.
 */
export function AssistantMount() {
  const open = useAppSelector(selectAssistantOpen);
  const [wanted, setWanted] = useState(open);
  useTestHook();
  // Derived during render (not in an effect): once opened, the drawer stays mounted.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AssistantDrawer />
    </Suspense>
  );
}
