import { render } from '@testing-library/react';

import { middleCutParts, MiddleCutText } from '@/shared/ui/MiddleCutText';

/** Menu names cut in the middle keep their last four characters, so siblings stay apart. */
describe('MiddleCutText', () => {
  it('keeps the last four characters of a long name whole', () => {
    expect(middleCutParts('精神障碍补充信息')).toEqual(['精神障碍', '补充信息']);
    expect(middleCutParts('精神障碍随访记录')).toEqual(['精神障碍', '随访记录']);
  });

  it('leaves a short name in one part', () => {
    expect(middleCutParts('首页')).toEqual(['首页', '']);
    expect(middleCutParts('签约登记表')).toEqual(['签约登记表', '']);
  });

  it('shows the full name as the hover title and in order', () => {
    const { container } = render(<MiddleCutText text="精神障碍随访记录" />);
    const label = container.querySelector('.gw-middle-cut');
    expect(label?.getAttribute('title')).toBe('精神障碍随访记录');
    expect(label?.textContent).toBe('精神障碍随访记录');
    expect(container.querySelector('.gw-middle-cut-tail')?.textContent).toBe('随访记录');
  });
});
