import { render } from '@testing-library/react';

// Not through the feature's index: the markdown view loads with the assistant's lazy chunk.
import { MarkdownView } from '../../../../src/features/assistant/MarkdownView';

/**
 * A streamed answer is rendered block by block, its growing block again at each batch (issue
 * 18). Whatever the batches, the finished answer must be the markup that the whole text gives
 * when rendered at once: headings, lists, tables and code alike.
 */
const ANSWER = [
  '## 高血压患者健康管理要点',
  '',
  '依据《国家基本公共卫生服务规范（第三版）》，对辖区内35岁及以上**原发性高血压患者**：',
  '',
  '- **每年至少提供4次面对面随访**；',
  '- 每年进行1次较全面的健康体检。',
  '  - 可与随访相结合',
  '',
  '### 一、血压控制目标',
  '',
  '| 人群 | 控制满意的标准 |',
  '| --- | --- |',
  '| 一般高血压患者 | < 140/90 mmHg |',
  '| ≥65岁老年患者 | < 150/90 mmHg |',
  '',
  '1. 测量血压并评估是否存在危急情况；',
  '2. 询问上次随访以来的症状；',
  '',
  '   续段：缩进的第二段属于上一项。',
  '',
  '```text',
  '收缩压 ≥180 mmHg',
  '',
  '舒张压 ≥110 mmHg',
  '```',
  '',
  '> 提示：以上内容仅供参考。',
  '',
].join('\n');

/** Renders the answer as a stream of `step`-character batches, then as finished. */
const streamed = (text: string, step: number): string => {
  const view = render(<MarkdownView text={text.slice(0, step)} growing />);
  for (let end = step * 2; end < text.length; end += step) {
    view.rerender(<MarkdownView text={text.slice(0, end)} growing />);
  }
  view.rerender(<MarkdownView text={text} />);
  return view.container.innerHTML;
};

describe('a streamed answer ends as the markup of its whole text', () => {
  const atOnce = render(<MarkdownView text={ANSWER} />).container.innerHTML;

  it('has the headings, lists, table, code and quote of the text', () => {
    const view = render(<MarkdownView text={ANSWER} />).container;
    expect(view.querySelectorAll('h2, h3')).toHaveLength(2);
    expect(view.querySelectorAll('ul ul li')).toHaveLength(1);
    expect(view.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(view.querySelector('pre code')?.textContent).toContain('\n\n舒张压');
    expect(view.querySelector('ol li p')?.textContent).toContain('测量血压');
    expect(view.querySelector('blockquote')).not.toBeNull();
  });

  it.each([3, 7, 20, 53, 200])('in batches of %i characters', (step) => {
    expect(streamed(ANSWER, step)).toBe(atOnce);
  });

  it('marks only the growing block while streaming, and none once finished', () => {
    const view = render(<MarkdownView text={ANSWER.slice(0, 300)} growing />);
    expect(view.container.querySelectorAll('.is-growing')).toHaveLength(1);
    expect(view.container.querySelector('.gw-md-block:last-child')).toHaveClass('is-growing');
    view.rerender(<MarkdownView text={ANSWER} />);
    expect(view.container.querySelectorAll('.is-growing')).toHaveLength(0);
  });
});
