import { deserialize, serialize } from 'node:v8';

import { render } from '@testing-library/react';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

// Not through the feature's index: the markdown pipeline loads with the assistant's lazy chunk.
import {
  markdownTree,
  replayTree,
  SKIP_PARSE,
} from '../../../../src/features/assistant/markdownTree';

/**
 * The markdown worker parses a block into a tree and the page renders that tree (issue 18). The
 * markup must be what react-markdown renders from the text itself, the unsafe parts included.
 */
const TEXTS = [
  '## 高血压随访\n\n依据**规范**：\n\n- 每年4次\n  - 面对面\n\n1. 测量\n2. 询问',
  '| 人群 | 标准 |\n| :--- | ---: |\n| 一般 | < 140/90 |',
  '```text\n收缩压 ≥180\n\n舒张压 ≥110\n```\n\n> 提示：仅供参考。',
  '[安全](https://example.org) [危险](javascript:alert(1)) <script>alert(1)</script> <b onclick="x">粗</b>',
  '脚注[^1]，~~删除~~，www.example.com\n\n[^1]: 说明。\n\n- [x] 已完成\n- [ ] 未完成',
  '![图](data:text/html;base64,PHNjcmlwdD4=) <img src=x onerror=alert(1)>',
];

describe('a block rendered from its worker-made tree', () => {
  it.each(TEXTS)('renders as react-markdown renders the text: %#', (text) => {
    const direct = render(
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
        {text}
      </Markdown>,
    ).container.innerHTML;
    // Through the structured clone a worker's message makes (jsdom has no structuredClone).
    const tree = deserialize(serialize(markdownTree(text))) as ReturnType<typeof markdownTree>;
    const replayed = render(
      <Markdown remarkPlugins={[SKIP_PARSE]} rehypePlugins={[replayTree(tree)]} />,
    ).container.innerHTML;
    expect(replayed).toBe(direct);
    expect(replayed.length).toBeGreaterThan(0);
  });

  it('renders the same tree again the same way (the page may render a kept tree twice)', () => {
    const tree = markdownTree(TEXTS[3]!);
    const first = render(
      <Markdown remarkPlugins={[SKIP_PARSE]} rehypePlugins={[replayTree(tree)]} />,
    ).container.innerHTML;
    const second = render(
      <Markdown remarkPlugins={[SKIP_PARSE]} rehypePlugins={[replayTree(tree)]} />,
    ).container.innerHTML;
    expect(second).toBe(first);
  });
});
