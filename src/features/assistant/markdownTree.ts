import Markdown, { type Options } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * A block's markdown as react-markdown's finished HTML tree (hast: sanitised, links made safe),
 * in plain objects without source positions, so it can be posted from the markdown worker.
 */
export type MarkdownTree = { readonly type: 'root' } & Record<string, unknown>;

type TreePlugin = NonNullable<Options['rehypePlugins']>[number];

const REMARK_PLUGINS = [remarkGfm];
// react-markdown never renders raw HTML (no rehype-raw); sanitising the tree as well keeps any
// future plugin from letting a model's <script> or javascript: link through.
const REHYPE_PLUGINS = [rehypeSanitize];

const withoutPositions = (node: Record<string, unknown>): void => {
  delete node.position;
  if (Array.isArray(node.children))
    for (const child of node.children as Record<string, unknown>[]) withoutPositions(child);
};

/**
 * Runs react-markdown's whole pipeline on `text` (micromark with GFM, mdast, hast, sanitising,
 * then its own pass that turns raw HTML into text and makes URLs safe) and keeps the tree it
 * renders from. This is the costly part of showing markdown; the markdown worker runs it off the
 * page's main thread. The pass after the plugins edits the tree in place, so the tree captured by
 * the last plugin is the finished one.
 */
export const markdownTree = (text: string): MarkdownTree => {
  let captured: MarkdownTree | undefined;
  const capture: TreePlugin = () => (tree: unknown) => {
    captured = tree as MarkdownTree;
  };
  Markdown({
    remarkPlugins: REMARK_PLUGINS,
    rehypePlugins: [...REHYPE_PLUGINS, capture],
    children: text,
  });
  if (!captured) throw new Error('react-markdown ran no rehype plugin');
  withoutPositions(captured);
  return captured;
};

/**
 * The page renders a finished tree through react-markdown, so with its usual components and
 * passes (which leave a finished tree as it is), without parsing again: this remark plugin makes
 * its parser return an empty document, and `replayTree`, a rehype plugin, hands over the tree.
 */
export const SKIP_PARSE: NonNullable<Options['remarkPlugins']>[number] = function skipParse(this: {
  parser?: unknown;
}) {
  this.parser = () => ({ type: 'root', children: [] });
};

export const replayTree =
  (tree: MarkdownTree): TreePlugin =>
  () =>
  () =>
    tree as never;
