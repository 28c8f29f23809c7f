let pending = 0;
let waiters: (() => void)[] = [];

/** A batch of markdown blocks went to the worker; their trees are not on screen yet. */
export const markdownBatchPosted = (): void => {
  pending += 1;
};

/** A batch came back (or the worker failed and the page parses itself): `count` batches done. */
export const markdownBatchesDone = (count = 1): void => {
  pending = Math.max(0, pending - count);
  if (pending > 0) return;
  const settled = waiters;
  waiters = [];
  for (const resolve of settled) resolve();
};

/**
 * Null when no markdown block waits for its tree from the worker, else a promise of the moment
 * none does. The stream's flush pacer measures an update until the trees it asked for are shown
 * too: their render is part of the update's cost on the main thread (issue 18).
 */
export const whenMarkdownSettled = (): Promise<void> | null =>
  pending === 0 ? null : new Promise((resolve) => waiters.push(resolve));
