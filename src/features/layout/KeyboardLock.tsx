import { useEffect } from 'react';

import { selectSessionUser } from '@/features/auth';
import { useAppSelector } from '@/shared/hooks/storeHooks';

import { keyboardLockApplies, startKeyboardLock } from './keyboardLock';
import { readShellFlags } from './shellFlags';

/** Runs the keyboard lock while the shell is shown, when it applies (off by default). */
export function KeyboardLock() {
  const account = useAppSelector(selectSessionUser)?.UserAcc;
  const { keyboardLock, serviceAccount } = readShellFlags();
  const applies = keyboardLockApplies(keyboardLock, account, serviceAccount);
  useEffect(() => (applies ? startKeyboardLock() : undefined), [applies]);
  return null;
}
