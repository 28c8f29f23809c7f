import { render } from '@testing-library/react';

// Not through the feature's index: the markdown view loads with the assistant's lazy chunk.
import { MarkdownView } from '../../../../src/features/assistant/MarkdownView';

/**
 * The assistant renders a language model's text: whatever markup the model (or a prompt
 * injection through it) writes must come out inert (DESIGN.md Security). Two layers do it:
 * react-markdown renders no raw HTML and drops unsafe URLs itself, and rehype-sanitize cleans the
 * tree in case a later plugin lets HTML through; these tests pin the outcome, whichever layer
 * provides it.
 */
describe('MarkdownView sanitises what the model writes', () => {
  const renderMarkdown = (text: string) => render(<MarkdownView text={text} />).container;

  /** Every attribute of every element, as name=value. */
  const attributes = (container: HTMLElement): string[] =>
    [...container.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    );

  const scriptLike = (container: HTMLElement): string[] =>
    attributes(container).filter(
      (attribute) =>
        /^on/i.test(attribute) || /javascript:|vbscript:|data:text\/html/i.test(attribute),
    );

  it('renders no <script>, in a block or inline', () => {
    const container = renderMarkdown(
      '血压偏高。\n\n<script>window.stolen = localStorage.getItem("gw-login")</script>\n\n' +
        '请复诊<script>alert(1)</script>。',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script/i);
    expect(container.textContent).toContain('血压偏高');
    expect((window as { stolen?: unknown }).stolen).toBeUndefined();
  });

  it('renders no image with an onerror handler, nor any inline handler', () => {
    const container = renderMarkdown(
      '<img src="x" onerror="alert(1)">\n\n<div onclick="alert(2)" onmouseover="alert(3)">点我</div>\n\n' +
        '<svg><animate onbegin="alert(4)"/></svg>',
    );
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.querySelector('[onclick], [onmouseover], svg, animate')).toBeNull();
    expect(scriptLike(container)).toEqual([]);
  });

  it.each([
    ['[点这里](javascript:alert(1))'],
    ['[点这里](JaVaScRiPt:alert(1))'],
    ['[点这里](&#106;avascript:alert(1))'],
    ['[点这里](  javascript:alert(1))'],
    ['<a href="javascript:alert(1)">点这里</a>'],
    ['![图](javascript:alert(1))'],
    ['[点这里](vbscript:msgbox(1))'],
    ['[点这里](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ])('leaves no script URL of %s', (markdown) => {
    const container = renderMarkdown(markdown);
    expect(scriptLike(container)).toEqual([]);
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  });

  it('keeps ordinary links, opened apart from the app', () => {
    const container = renderMarkdown('见[高血压防治指南](https://example.org/guide)。');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/guide');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.textContent).toBe('高血压防治指南');
  });
});
