import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

import { markdownBatchesDone, markdownBatchPosted } from './markdownSettled';
import { markdownTree, type MarkdownTree } from './markdownTree';

// Types only: the worker's module itself must not run on the page.
import type { MarkdownWorkerReply, MarkdownWorkerRequest } from './markdown.worker';

/** Trees kept by text; past this many the oldest go (a long session's earlier answers). */
const MAX_TREES = 1000;

const trees = new Map<string, MarkdownTree>();
const listeners = new Set<() => void>();
const requested = new Set<string>();
let queued: string[] = [];
let worker: Worker | null = null;
/** No worker (jsdom, an old browser) or a worker that failed: the page parses in its render. */
let parseInPage = typeof Worker !== 'function';

const keep = (text: string, tree: MarkdownTree) => {
  trees.set(text, tree);
  if (trees.size > MAX_TREES) trees.delete(trees.keys().next().value ?? '');
};

const notify = () => {
  for (const listener of listeners) listener();
};

const fallBackToPage = () => {
  parseInPage = true;
  worker?.terminate();
  worker = null;
  requested.clear();
  markdownBatchesDone(Number.POSITIVE_INFINITY);
  notify();
};

const startWorker = (): Worker => {
  const started = new Worker(new URL('./markdown.worker.ts', import.meta.url), {
    name: 'markdown',
  });
  started.onmessage = ({ data }: MessageEvent<MarkdownWorkerReply>) => {
    data.texts.forEach((text, index) => {
      requested.delete(text);
      const tree = data.trees[index];
      if (tree) keep(text, tree);
    });
    markdownBatchesDone();
    notify();
  };
  started.onerror = fallBackToPage;
  started.onmessageerror = fallBackToPage;
  return started;
};

/** The texts asked for during one render go to the worker together, answered in one reply. */
const postQueued = () => {
  const texts = queued;
  queued = [];
  if (parseInPage || texts.length === 0) return;
  try {
    worker ??= startWorker();
  } catch {
    fallBackToPage();
    return;
  }
  markdownBatchPosted();
  const request: MarkdownWorkerRequest = { texts };
  worker.postMessage(request);
};

/** Asks the worker for a block's tree, once, unless it is known or on its way. */
const requestMarkdownTree = (text: string): void => {
  if (parseInPage || trees.has(text) || requested.has(text)) return;
  requested.add(text);
  queued.push(text);
  if (queued.length === 1) queueMicrotask(postQueued);
};

const treeOf = (text: string): MarkdownTree | undefined => {
  const known = trees.get(text);
  if (known || !parseInPage) return known;
  const parsed = markdownTree(text);
  keep(text, parsed);
  return parsed;
};

/**
 * Has a text parsed ahead of need: by the worker, or at once on the page without one (the warm-up
 * of the parser when the page is idle).
 */
export const prepareMarkdownTree = (text: string): void => {
  if (parseInPage) treeOf(text);
  else requestMarkdownTree(text);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A markdown block's tree. The worker parses it (issue 18: the parse was most of a streaming
 * update's script on the main thread); until its tree comes, a block keeps showing the tree of its
 * previous text, so a growing block does not blink empty, and a new block shows nothing for the
 * few milliseconds it waits. Without a worker the block is parsed in its render, as before.
 */
export const useMarkdownTree = (text: string): MarkdownTree | undefined => {
  const tree = useSyncExternalStore(subscribe, () => treeOf(text));
  const [shown, setShown] = useState<{ text: string; tree: MarkdownTree } | undefined>(
    tree && { text, tree },
  );
  if (tree && shown?.tree !== tree) setShown({ text, tree });
  const missing = tree === undefined && shown?.text !== text;
  // In the commit, not in a passive effect: the request leaves in this task, so the flush pacer,
  // which looks after the next frame, sees that the update still waits for its trees.
  useLayoutEffect(() => {
    if (missing) requestMarkdownTree(text);
  }, [missing, text]);
  return tree ?? shown?.tree;
};

/**
 * Whether every one of `texts` has its tree; asks the worker for those that have none. An answer
 * shows its new text only once the new and grown blocks are all parsed, so an update reaches the
 * screen in one render and one frame, not as empty blocks first and their text a frame later.
 */
export const useMarkdownTreesReady = (texts: readonly string[]): boolean => {
  const ready = useSyncExternalStore(subscribe, () =>
    texts.every((text) => treeOf(text) !== undefined),
  );
  useLayoutEffect(() => {
    if (!ready) for (const text of texts) requestMarkdownTree(text);
  }, [ready, texts]);
  return ready;
};
