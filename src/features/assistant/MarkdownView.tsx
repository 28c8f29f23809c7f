import { memo, useMemo, useState } from 'react';
import Markdown, { type Components } from 'react-markdown';

import { splitMarkdownBlocks } from './markdownBlocks';
import { type MarkdownTree, replayTree, SKIP_PARSE } from './markdownTree';
import { prepareMarkdownTree, useMarkdownTree, useMarkdownTreesReady } from './markdownTrees';

const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  table: ({ children }) => (
    <div className="gw-md-table">
      <table>{children}</table>
    </div>
  ),
};

const REPLAY_REMARK_PLUGINS = [SKIP_PARSE];

/** A little of every construct an answer uses, for warmUpMarkdown. */
const WARM_UP_SAMPLE =
  '## 标题\n\n**要点**：正文，[链接](https://example.org)。\n\n- 甲\n- 乙\n\n1. 一\n\n| 列 | 值 |\n| --- | --- |\n| a | b |\n\n```\ncode\n```';

/**
 * Has the markdown pipeline run once on a sample, unrendered: in the worker, which starts then,
 * or on the page without one. The first parse of a session compiled the parser, GFM and the tree
 * transforms and took several times an ordinary one, in the task that showed an answer's first
 * text; done when the page is idle after the drawer opens, that first update costs what the
 * others do.
 */
export const warmUpMarkdown = (): void => {
  prepareMarkdownTree(WARM_UP_SAMPLE);
  // The page's own part, rendering a finished tree, compiles its (much smaller) pipeline too.
  Markdown({
    remarkPlugins: REPLAY_REMARK_PLUGINS,
    rehypePlugins: [replayTree({ type: 'root', children: [] })],
    components: COMPONENTS,
  });
};

/** React elements of a finished tree, through react-markdown's own renderer and components. */
const renderTree = (tree: MarkdownTree) => (
  <Markdown
    remarkPlugins={REPLAY_REMARK_PLUGINS}
    rehypePlugins={[replayTree(tree)]}
    components={COMPONENTS}
  />
);

const BlockContent = memo(function BlockContent({ text }: { text: string }) {
  const tree = useMarkdownTree(text);
  return useMemo(() => (tree ? renderTree(tree) : null), [tree]);
});

/**
 * A wrapper per block contains its layout and paint (the stylesheet), so the browser redoes the
 * growing block and reuses what it recorded for the others. The growing block carries the caret:
 * marking it here rather than the whole answer means the end of a stream restyles one block, not
 * every element of a long answer (a descendant rule under a class on the answer did).
 */
const Block = memo(function Block({ text, growing }: { text: string; growing: boolean }) {
  return (
    <div className={growing ? 'gw-md-block is-growing' : 'gw-md-block'}>
      <BlockContent text={text} />
    </div>
  );
});

/**
 * Sanitised markdown (GFM tables and lists). Rendered block by block: while an answer streams,
 * only its last block is parsed again, so a long answer stays cheap to update. `growing` shows
 * the caret after the last block's text.
 */
export const MarkdownView = memo(function MarkdownView({
  text,
  growing = false,
}: {
  text: string;
  growing?: boolean;
}) {
  const blocks = useMemo(() => splitMarkdownBlocks(text), [text]);
  // The blocks on screen stay until the new and grown ones have their trees (the worker's).
  const [shown, setShown] = useState(blocks);
  const changed = useMemo(
    () => blocks.filter((block, index) => block !== shown[index]),
    [blocks, shown],
  );
  const ready = useMarkdownTreesReady(changed);
  if (ready && shown !== blocks) setShown(blocks);
  const visible = ready ? blocks : shown;
  return (
    <div className="gw-markdown">
      {visible.map((block, index) => (
        // Blocks only ever grow at the end, so the index is a stable key.
        <Block key={index} text={block} growing={growing && index === visible.length - 1} />
      ))}
    </div>
  );
});
