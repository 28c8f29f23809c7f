import { useEffect } from 'react';

import { MOBILE_BREAKPOINT } from '@/shared/constants';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { type Device, deviceChanged, selectDevice } from './appSlice';

export const deviceForWidth = (width: number): Device =>
  width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';

/**
 * Mobile under 992 px, re-checked on resize while the page is visible (spec 4). A DOM concern, so
 * it stays a hook; it only dispatches the event when the device really changes.
 */
export const useDeviceWatcher = (): void => {
  const dispatch = useAppDispatch();
  const device = useAppSelector(selectDevice);

  useEffect(() => {
    const check = () => {
      if (document.hidden) return;
      const next = deviceForWidth(document.body.getBoundingClientRect().width || window.innerWidth);
      if (next !== device) dispatch(deviceChanged({ device: next }));
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [dispatch, device]);
};
