import { act, screen } from '@testing-library/react';
import { Activity, type ReactNode, useState } from 'react';

import { installFakeApi, paged } from './fakeApi';
import { buttonIn, fill, renderResourcePage } from './renderResourcePage';

jest.setTimeout(60_000);

/** The shell's keep-alive in miniature: the page stays mounted inside <Activity>. */
function Tab({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <button type="button" data-testid="tab" onClick={() => setVisible((value) => !value)}>
        切换标签
      </button>
      <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>
    </>
  );
}

describe('a hidden and re-shown resource page', () => {
  it('keeps its search input and open dialog, and asks nothing while hidden', async () => {
    const calls = installFakeApi((call) => {
      if (call.path === '/api/hypertensionFollowUp' && call.method === 'GET')
        return { response: paged([]) };
      if (call.path === '/api/hypertensionFollowUp/formInit') return { response: {} };
      return undefined;
    });
    const { user } = await renderResourcePage(
      'hypertensionFollowUp',
      ['create'],
      '高血压随访记录',
      Tab,
    );
    await screen.findAllByText('暂无数据');
    await fill(user, screen.getByPlaceholderText('请输入姓名'), '张三');
    await user.click(buttonIn(document.body, '新增'));
    await screen.findByText('新增高血压随访记录');
    await fill(user, await screen.findByPlaceholderText('请输入收缩压'), '135');

    await user.click(screen.getByTestId('tab'));
    // The dialog's portal is hidden with the page (or taken out of the document while hidden).
    const hiddenInput = screen.queryByPlaceholderText('请输入收缩压');
    if (hiddenInput) expect(hiddenInput).not.toBeVisible();
    expect(document.querySelector('#search-hypertensionFollowUp_name')).not.toBeVisible();
    const whileHidden = calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.length).toBe(whileHidden);

    await user.click(screen.getByTestId('tab'));
    expect(document.querySelector('#search-hypertensionFollowUp_name')).toHaveValue('张三');
    expect(screen.getByPlaceholderText('请输入收缩压')).toHaveValue('135');
    expect(screen.getByPlaceholderText('请输入收缩压')).toBeVisible();
  });
});
