import { lazy, Suspense } from 'react';

import { useAppSelector } from '@/shared/hooks/storeHooks';
import { useHasBeenTrue } from '@/shared/hooks/useHasBeenTrue';

import { selectPromptVersion } from './versionSlice';

const VersionPromptDialog = lazy(() => import('./VersionPromptDialog'));

/**
 * The 发现新版本 prompt. Its dialog (antd's Modal) loads the first time there is a version to
 * announce and then stays, so it closes with its animation: a closed Modal still registers its
 * styles, and on the sign-in page the build puts every registered style into index.html.
 */
export function VersionPrompt() {
  const announcedOnce = useHasBeenTrue(useAppSelector(selectPromptVersion) !== null);
  if (!announcedOnce) return null;
  return (
    <Suspense fallback={null}>
      <VersionPromptDialog />
    </Suspense>
  );
}
