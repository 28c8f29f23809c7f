import { type RefObject, useEffect, useEffectEvent } from 'react';

import { ASSISTANT_KEEP_OPEN_ATTR } from './keepOpen';

/** antd's modal roots and message toasts: boxes, not "outside" (spec 2.6: a confirm box). */
const BOXES = '.ant-modal-root, .ant-message, .ant-notification';

/**
 * Spec 2.6: a click outside the drawer closes it, except on the assistant menu, the assistant
 * button or a confirm box, which carry ASSISTANT_KEEP_OPEN_ATTR. Pointer-down, not click, so a
 * drag that starts inside and ends outside (selecting answer text) does not close it.
 */
export const useOutsideClose = (
  open: boolean,
  inside: RefObject<HTMLElement | null>,
  onClose: () => void,
) => {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.isConnected) return;
      if (inside.current?.contains(target)) return;
      if (target.closest(`[${ASSISTANT_KEEP_OPEN_ATTR}], ${BOXES}`)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, inside]);
};
