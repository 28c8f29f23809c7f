import fc from 'fast-check';

import { splitMarkdownBlocks } from '@/features/assistant';

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines', () => {
    expect(splitMarkdownBlocks('## 标题\n\n正文一行\n第二行\n\n- 甲\n- 乙\n')).toEqual([
      '## 标题',
      '正文一行\n第二行',
      '- 甲\n- 乙',
    ]);
  });

  it('keeps a fenced code block with blank lines whole', () => {
    expect(splitMarkdownBlocks('前\n\n```\na\n\nb\n```\n\n后')).toEqual([
      '前',
      '```\na\n\nb\n```',
      '后',
    ]);
  });

  it('keeps an indented continuation with the block before it', () => {
    expect(splitMarkdownBlocks('- 项\n\n  续段\n\n后')).toEqual(['- 项\n\n  续段', '后']);
  });

  it('never loses or reorders text (only blank lines go)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('文字', '', '  缩进', '```', '| a |', '- 项'), { maxLength: 40 }),
        (lines) => {
          const text = lines.join('\n');
          const strip = (value: string) =>
            value
              .split('\n')
              .filter((line) => line.trim() !== '')
              .join('\n');
          expect(strip(splitMarkdownBlocks(text).join('\n'))).toBe(strip(text));
        },
      ),
    );
  });

  it('only ever changes its last block while text is appended', () => {
    const answer = '## 一\n\n甲乙丙\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n结尾';
    let previous: string[] = [];
    for (let end = 1; end <= answer.length; end += 1) {
      const blocks = splitMarkdownBlocks(answer.slice(0, end));
      // Every block but the previous last one is unchanged.
      expect(blocks.slice(0, Math.max(0, previous.length - 1))).toEqual(previous.slice(0, -1));
      previous = blocks;
    }
  });
});
