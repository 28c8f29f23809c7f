import { memo, useEffect, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

import { splitMarkdownBlocks } from './markdownBlocks';
import { PageLinkButton } from './PageLinkButton';

const REMARK_PLUGINS = [remarkGfm];
// react-markdown never renders raw HTML (no rehype-raw); sanitising the tree as well keeps any
// future plugin from letting a model's <script> or javascript: link through.
const REHYPE_PLUGINS = [rehypeSanitize];

/** A path of this platform ('/…', not '//host'): the server's own page links (answerSources). */
const isPagePath = (href: string | undefined): href is string =>
  href !== undefined && href.startsWith('/') && !href.startsWith('//');

const COMPONENTS: Components = {
  a: ({ href, children }) =>
    isPagePath(href) ? (
      <PageLinkButton path={href}>{children}</PageLinkButton>
    ) : (
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

/** Every construct an answer uses, one sample per warm-up step (warmUpMarkdownStep). */
const WARM_UP_SAMPLES = [
  '**要点**：正文，[链接](https://example.org)。',
  '## 标题\n\n- 甲\n- 乙\n\n1. 一',
  '| 列 | 值 |\n| --- | --- |\n| a | b |',
  '```\ncode\n```',
];

/**
 * Runs the markdown pipeline on the next sample, unrendered (the sync Markdown is a plain
 * function of its props); true while samples remain. The first parse of a session compiles the
 * parser, GFM and the tree transforms and took several times an ordinary one, in the task that
 * showed an answer's first text; done while the drawer opens, that first update costs what the
 * others do. One construct a task, right after the drawer's frames: the whole sample at once was
 * a 66 ms task at 4×, and left to idle periods it ran at a stream's start when a question was
 * sent right after opening (the page is not idle before). Once an answer has been rendered the
 * pipeline is warm already, and the rest is skipped.
 */
let pipelineWarm = false;
let samplesWarmed = 0;

export const warmUpMarkdownStep = (): boolean => {
  const sample = WARM_UP_SAMPLES[samplesWarmed];
  if (pipelineWarm || sample === undefined) return false;
  samplesWarmed += 1;
  Markdown({
    remarkPlugins: REMARK_PLUGINS,
    rehypePlugins: REHYPE_PLUGINS,
    components: COMPONENTS,
    children: sample,
  });
  return samplesWarmed < WARM_UP_SAMPLES.length;
};

const BlockContent = memo(function BlockContent({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS}>
      {text}
    </Markdown>
  );
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
  useEffect(() => {
    if (blocks.length > 0) pipelineWarm = true;
  }, [blocks.length]);
  return (
    <div className="gw-markdown">
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end, so the index is a stable key.
        <Block key={index} text={block} growing={growing && index === blocks.length - 1} />
      ))}
    </div>
  );
});
