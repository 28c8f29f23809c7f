import { useState } from 'react';

/**
 * True from the first render in which `value` is true, and for good after. A lazily loaded part
 * (the assistant drawer, the new-version dialog) stays mounted once wanted, so it can play its
 * close animation. Derived during render, not in an effect, so it shows in the same commit.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
