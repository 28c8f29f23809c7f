/** Trailing-edge debounce (spec section 9: "a debounce helper takes a delay"). */

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call; used on unmount so a late call cannot touch a gone component. */
  cancel(): void;
}

/**
 * Calls `fn` once, `delay` ms after the last of a burst of calls, with that last call's
 * arguments.
 */
export const debounce = <A extends unknown[]>(
  fn: (...args: A) => void,
  delay: number,
): Debounced<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: A): void => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delay);
  };
  return Object.assign(debounced, { cancel });
};
