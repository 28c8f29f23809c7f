import { render, screen, waitFor } from '@testing-library/react';
import { Pagination } from 'antd';

import { ChineseControlNames } from '@/shared/ui/chineseControlNames';

/** Spec 2.1: a control antd names in English ("left", "Clear") is renamed in Chinese. */
describe('ChineseControlNames', () => {
  it("names the pager's arrows 上一页 and 下一页, not by their icons", async () => {
    render(
      <>
        <ChineseControlNames />
        <Pagination current={2} total={100} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'left' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'right' })).toBeNull();
  });
});
