import { useEffect } from 'react';

import { selectSessionUser } from '@/features/auth';
import { readShellFlags } from '@/services/config/shellFlags';
import { useAppSelector } from '@/shared/hooks/storeHooks';

import { keyboardLockApplies, startKeyboardLock } from './keyboardLock';

/** Runs the keyboard lock while the shell is shown, when it applies (off by default). */
export function KeyboardLock() {
  const account = useAppSelector(selectSessionUser)?.UserAcc;
  const { keyboardLock, serviceAccount } = readShellFlags();
  const applies = keyboardLockApplies(keyboardLock, account, serviceAccount);
  useEffect(() => (applies ? startKeyboardLock() : undefined), [applies]);
  return null;
}
