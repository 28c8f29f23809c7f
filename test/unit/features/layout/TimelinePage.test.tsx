import { act, screen, within } from '@testing-library/react';

import { makeStore } from '@/app/store';
import { sessionRestored } from '@/features/auth';
import { layoutPages } from '@/features/layout';
import { resetVersionCheck } from '@/services/http/versionCheck';
import { type PublicSession } from '@/services/session/sessionTypes';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import { installFakeApi } from '../resources/fakeApi';

jest.setTimeout(60_000);

const session = { UserName: '李秀英', UserAcc: 'xzys01' } as PublicSession;

/** The releases as the server lists them, oldest first: the page must put the newest on top. */
const RELEASES = [
  { Version: '3.0.0', ReleaseDate: '2025-06-01', Title: '档案首版', Notes: ['居民健康档案'] },
  {
    Version: '3.2.0',
    ReleaseDate: '2026-10-20',
    Title: '健康画像',
    Notes: ['服务时间线', '趋势图'],
  },
  { Version: '3.1.0', ReleaseDate: '2026-03-15', Title: '随访工作台', Notes: ['逾期提醒'] },
];

const signedInStore = () => {
  resetVersionCheck();
  const store = makeStore();
  act(() => {
    store.dispatch(sessionRestored({ session, at: 0 }));
  });
  return store;
};

describe('更新时间轴 (TimelinePage)', () => {
  it('shows the releases as an antd Timeline, newest first', async () => {
    installFakeApi((call) =>
      call.path === '/api/versionupdate' ? { response: RELEASES } : { response: null },
    );
    const store = signedInStore();
    const { default: TimelinePage } = await layoutPages.timeline();
    renderWithProviders(<TimelinePage />, { store });
    await screen.findByText('健康画像');
    const items = [...document.querySelectorAll<HTMLElement>('.ant-timeline .ant-timeline-item')];
    expect(items.map((item) => item.querySelector('.ant-tag')?.textContent)).toEqual([
      'V3.2.0',
      'V3.1.0',
      'V3.0.0',
    ]);
    expect(within(items[0]!).getByText('2026-10-20')).toBeInTheDocument();
    expect(
      within(items[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['服务时间线', '趋势图']);
    // The newest release is the highlighted one.
    expect(items[0]!.querySelector('.ant-tag')).toHaveClass('ant-tag-processing');
    expect(items[1]!.querySelector('.ant-tag')).not.toHaveClass('ant-tag-processing');
  });

  it('says so when there are no releases', async () => {
    installFakeApi(() => ({ response: [] }));
    const store = signedInStore();
    const { default: TimelinePage } = await layoutPages.timeline();
    renderWithProviders(<TimelinePage />, { store });
    expect(await screen.findByText('暂无版本更新记录')).toBeInTheDocument();
  });
});
