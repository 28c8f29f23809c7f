import { type MouseEvent, useEffect, useRef, useState } from 'react';

/**
 * A popup (Dropdown, Popconfirm) mounted at its button's first press, open, and kept after.
 * Mounting it puts a new button in the popup's hands: the focus a keyboard user had on the
 * first one moves to it.
 */
export function usePopupOnDemand() {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!mounted || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [mounted]);

  const firstPress = (event: MouseEvent<HTMLButtonElement>) => {
    refocus.current = document.activeElement === event.currentTarget;
    setMounted(true);
    setOpen(true);
  };

  return { mounted, open, setOpen, button, firstPress };
}
