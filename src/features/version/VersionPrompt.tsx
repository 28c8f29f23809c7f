import { lazy, Suspense, useState } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';

import { selectPromptVersion } from './versionSlice';

const VersionPromptDialog = lazy(() => import('./VersionPromptDialog'));

/**
 * The 发现新版本 prompt. Its dialog (antd's Modal) loads the first time there is a version to
 * announce and then stays, so it closes with its animation: a closed Modal still registers its
 * styles, and on the sign-in page the build puts every registered style into index.html.
 */
export function VersionPrompt() {
  const announced = useAppSelector(selectPromptVersion) !== null;
  const [needed, setNeeded] = useState(false);
  if (announced && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <VersionPromptDialog />
    </Suspense>
  );
}
