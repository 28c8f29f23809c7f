import { act, screen } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';
import { Activity, type ComponentType, type ReactNode, useEffect, useState } from 'react';

import { createPageVisibility, PageVisibilityContext } from '@/shared/pageShown';
import { clearTabDrafts, TabDraftScopeContext } from '@/shared/tabDraft';

import { installFakeApi, paged } from './fakeApi';
import { buttonIn, fill, renderResourcePage } from './renderResourcePage';

jest.setTimeout(60_000);

/**
 * A page hidden by React (<Activity mode="hidden">: effects cleaned up, DOM display: none). The
 * shell no longer hides kept pages this way (LiveTab below is what it does), but a page must
 * survive it too: React may hide a subtree like this, e.g. under Suspense.
 */
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

/**
 * The shell's kept tab as it is now (`KeptPageFrame`): the page stays mounted and live while
 * hidden; only its visibility store says whether it is shown.
 */
function LiveTab({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  const [{ visibility, setShown: tellPage }] = useState(() => createPageVisibility(true));
  useEffect(() => tellPage(shown), [tellPage, shown]);
  return (
    <>
      <button type="button" data-testid="tab" onClick={() => setShown((value) => !value)}>
        切换标签
      </button>
      <PageVisibilityContext.Provider value={visibility}>{children}</PageVisibilityContext.Provider>
    </>
  );
}

const SCOPE = { fullPath: '/chronic/hypertension/hypertensionFollowUp', generation: 0 };

/**
 * The shell's eviction in miniature: the page is hidden, then unmounted over the limit (its DOM
 * and React state gone), then mounted afresh in the same tab, which has only its drafts.
 */
function EvictableTab({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'shown' | 'hidden' | 'evicted'>('shown');
  return (
    <TabDraftScopeContext.Provider value={SCOPE}>
      <button type="button" data-testid="hide" onClick={() => setState('hidden')}>
        隐藏
      </button>
      <button type="button" data-testid="evict" onClick={() => setState('evicted')}>
        卸载
      </button>
      <button type="button" data-testid="show" onClick={() => setState('shown')}>
        显示
      </button>
      {state !== 'evicted' && (
        <Activity mode={state === 'shown' ? 'visible' : 'hidden'}>{children}</Activity>
      )}
    </TabDraftScopeContext.Provider>
  );
}

/** The hypertension follow-up page over an empty list, with 新增 granted, inside `Wrapper`. */
const renderEmptyFollowUpList = async (Wrapper: ComponentType<{ children: ReactNode }>) => {
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
    Wrapper,
  );
  await screen.findAllByText('暂无数据');
  return { user, calls };
};

/** Types 张三 into the search form, opens 新增 and types 135 into its 收缩压. */
const searchNameAndStartSbp = async (user: UserEvent) => {
  await fill(user, screen.getByPlaceholderText('请输入姓名'), '张三');
  await user.click(buttonIn(document.body, '新增'));
  await screen.findByText('新增高血压随访记录');
  await fill(user, await screen.findByPlaceholderText('请输入收缩压'), '135');
};

// Each case types into antd forms in jsdom twice over a remount: slow on a loaded machine.
describe('an unmounted (evicted) and re-shown resource page', () => {
  afterEach(clearTabDrafts);

  it('comes back from its tab draft with the search input and the open dialog as typed', async () => {
    const { user } = await renderEmptyFollowUpList(EvictableTab);
    await searchNameAndStartSbp(user);

    await user.click(screen.getByTestId('hide'));
    await user.click(screen.getByTestId('evict'));
    expect(document.querySelector('#search-hypertensionFollowUp_name')).toBeNull();
    expect(screen.queryByPlaceholderText('请输入收缩压')).toBeNull();

    await user.click(screen.getByTestId('show'));
    await screen.findByText('新增高血压随访记录');
    expect(await screen.findByPlaceholderText('请输入收缩压')).toHaveValue('135');
    expect(document.querySelector('#search-hypertensionFollowUp_name')).toHaveValue('张三');

    // 重置 empties the restored search form: the draft is not its initial value.
    await user.click(buttonIn(document.body, '取消'));
    await user.click(buttonIn(document.body, '重置'));
    expect(document.querySelector('#search-hypertensionFollowUp_name')).toHaveValue('');
  }, 180_000);

  it('starts a new record dialog empty after an evicted dialog was closed', async () => {
    const { user } = await renderEmptyFollowUpList(EvictableTab);
    await user.click(buttonIn(document.body, '新增'));
    await fill(user, await screen.findByPlaceholderText('请输入收缩压'), '135');
    await user.click(screen.getByTestId('hide'));
    await user.click(screen.getByTestId('evict'));
    await user.click(screen.getByTestId('show'));
    expect(await screen.findByPlaceholderText('请输入收缩压')).toHaveValue('135');
    await user.click(buttonIn(document.body, '取消'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));

    await user.click(buttonIn(document.body, '新增'));
    expect(await screen.findByPlaceholderText('请输入收缩压')).toHaveValue('');
  }, 180_000);
});

describe('a hidden and re-shown resource page', () => {
  it('keeps its search input and open dialog, and asks nothing while hidden', async () => {
    const { user, calls } = await renderEmptyFollowUpList(Tab);
    await searchNameAndStartSbp(user);

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
  }, 180_000);
});

describe('a kept resource page shown again while it stayed live', () => {
  const listCalls = (calls: readonly { path: string; method: string }[]) =>
    calls.filter((call) => call.path === '/api/hypertensionFollowUp' && call.method === 'GET')
      .length;
  const toggle = (user: UserEvent) => user.click(screen.getByTestId('tab'));

  afterEach(() => jest.restoreAllMocks());

  it('asks nothing when its list is fresh, and asks again once it is stale', async () => {
    const { user, calls } = await renderEmptyFollowUpList(LiveTab);
    const first = listCalls(calls);

    await toggle(user);
    await toggle(user);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(listCalls(calls)).toBe(first);

    await toggle(user);
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await toggle(user);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(listCalls(calls)).toBe(first + 1);
  }, 180_000);
});
