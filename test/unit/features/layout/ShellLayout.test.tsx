import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ComponentType, useEffect, useState } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';

import { shellPageRoutes } from '@/app/shellPages';
import { makeStore } from '@/app/store';
import { dateText } from '@/domain/calendar';
import { sessionRestored } from '@/features/auth';
import { layoutPages, selectVisitedTabs } from '@/features/layout';
import {
  createPageResolver,
  menuLoaded,
  type MenuItem,
  type PageProps,
  type PageResolver,
} from '@/features/permission';
import { setRuntimeConfig } from '@/services/config/runtimeConfig';
import { useAppDispatch } from '@/shared/hooks/storeHooks';
import { tabDirtyChanged } from '@/shared/tabDirty';

import { renderWithProviders } from '../../../utils/renderWithProviders';
import { townshipDoctorSession } from '../../../utils/townshipDoctorSession';

const page = (link: string, component: string, title: string): MenuItem => ({
  MenuLink: link,
  MenuComponet: component,
  MenuName: component,
  FunctionName: title,
  IcoName: 'form',
});

const MENUS: MenuItem[] = [
  {
    MenuLink: '/archives',
    MenuComponet: 'Layout',
    MenuName: 'Archives',
    FunctionName: '居民健康档案',
    IcoName: 'documentation',
    NextMenus: [
      page('/archives/persons', 'persons', '个人健康档案'),
      page('/archives/familys', 'familys', '家庭健康档案'),
    ],
  },
  {
    MenuLink: '/odd',
    MenuComponet: 'Layout',
    MenuName: 'Odd',
    FunctionName: '其他',
    NextMenus: [page('/odd/x', 'noSuchPage', '未开放功能'), page('/odd/y', 'familys', '另一页')],
  },
];

/** A text box named by its label. */
function LabelledInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A page with a text box: what is typed is the page's own state. */
function NotePage({ title }: { title: string }) {
  const [text, setText] = useState('');
  return <LabelledInput label={`${title}备注`} value={text} onChange={setText} />;
}

/** A form page that reports unsaved text to its tab, as 综合档案登记 does. */
function DirtyNotePage({ title }: { title: string }) {
  const [text, setText] = useState('');
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  useEffect(() => {
    dispatch(tabDirtyChanged({ fullPath: `${pathname}${search}`, dirty: text !== '' }));
  }, [dispatch, pathname, search, text]);
  return <LabelledInput label={`${title}草稿`} value={text} onChange={setText} />;
}

/** The shell's routes, its menu page given `pages` as the app gives it its page table. */
const routesWith = (pages: PageResolver): RouteObject[] => [
  {
    path: '/',
    lazy: async () => ({ Component: (await layoutPages.shell()).default }),
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      ...shellPageRoutes.map(({ path, load }) => ({
        path,
        lazy: async () => ({ Component: (await load()).default }),
      })),
      {
        path: 'redirect/*',
        lazy: async () => ({ Component: (await layoutPages.redirect()).default }),
      },
      {
        path: '*',
        lazy: async () => {
          const { default: MenuRoutePage } = await layoutPages.menuPage();
          return { Component: () => <MenuRoutePage pages={pages} /> };
        },
      },
    ],
  },
  { path: '/404', element: <p>页面不存在</p> },
];

const setup = async (initial = '/home', personsPage: ComponentType<PageProps> = NotePage) => {
  const pages = createPageResolver({
    pages: {
      persons: () => Promise.resolve({ default: personsPage }),
      familys: () => Promise.resolve({ default: NotePage }),
    },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // jsdom has no canvas: the watermark keeps its text in data-text only.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  sessionStorage.clear();
  const store = makeStore();
  store.dispatch(sessionRestored({ session: townshipDoctorSession, at: 0 }));
  store.dispatch(menuLoaded({ menus: MENUS, copdEnabled: true }));
  const rendered = renderWithProviders(null, {
    store,
    routes: routesWith(pages),
    initialEntries: [initial],
  });
  await screen.findByRole('tablist', {}, { timeout: 5000 });
  return rendered;
};

const tabNamed = (title: string) =>
  within(screen.getByRole('tablist')).getByRole('tab', { name: new RegExp(title) });

jest.setTimeout(20_000);

describe('the shell', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a page alive across tab switches, remounts it on refresh and frees it on close', async () => {
    const { user, router, store } = await setup('/archives/persons');
    const input = await screen.findByLabelText('个人健康档案备注');
    await user.type(input, '高血压随访');

    await act(() => router.navigate('/archives/familys'));
    await screen.findByLabelText('家庭健康档案备注');
    expect(tabNamed('家庭健康档案')).toHaveAttribute('aria-selected', 'true');

    await user.click(tabNamed('个人健康档案'));
    expect(await screen.findByLabelText('个人健康档案备注')).toHaveValue('高血压随访');

    // Refresh: through /redirect, the page mounts again and its state is gone.
    await user.pointer({ keys: '[MouseRight]', target: tabNamed('个人健康档案') });
    const menu = await screen.findByRole('menu', { name: /的操作/ });
    expect(menu).toHaveStyle({ width: '105px' });
    await user.click(within(menu).getByText('刷新'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/archives/persons'));
    expect(await screen.findByLabelText('个人健康档案备注')).toHaveValue('');
    await waitFor(() => expect(tabNamed('个人健康档案')).toHaveAttribute('aria-selected', 'true'));

    // Close the active tab: the last remaining tab shows; its page leaves the DOM.
    await user.click(within(tabNamed('个人健康档案')).getByLabelText('关闭个人健康档案'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/archives/familys'));
    await waitFor(() => expect(screen.queryByLabelText('个人健康档案备注')).toBeNull());
    expect(selectVisitedTabs(store.getState()).map((tab) => tab.fullPath)).toEqual([
      '/home',
      '/archives/familys',
    ]);
    store.sagaTask.cancel();
  });

  it('keeps Home through close-all, shows the breadcrumb and the watermark', async () => {
    const { user, router, store } = await setup('/archives/persons');
    await screen.findByLabelText('个人健康档案备注');
    const crumbs = document.querySelector('.gw-breadcrumb')!;
    expect(within(crumbs as HTMLElement).getByRole('link', { name: '首页' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(within(crumbs as HTMLElement).queryByRole('link', { name: '居民健康档案' })).toBeNull();
    expect(crumbs).toHaveTextContent('居民健康档案');

    await user.pointer({ keys: '[MouseRight]', target: tabNamed('首页') });
    const menu = await screen.findByRole('menu', { name: /的操作/ });
    expect(within(menu).queryByText('关闭')).toBeNull();
    await user.click(within(menu).getByText('关闭所有'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(selectVisitedTabs(store.getState()).map((tab) => tab.title)).toEqual(['首页']);

    const mark = document.querySelector<HTMLElement>('.gw-watermark')!;
    expect(mark.dataset.text).toBe(`李秀英 xzys01 ${dateText()}`);
    expect(mark.style.pointerEvents).toBe('none');
    mark.remove();
    await waitFor(() => expect(document.querySelector('.gw-watermark')).not.toBeNull());
    const again = document.querySelector<HTMLElement>('.gw-watermark')!;
    again.style.display = 'none';
    await waitFor(() => expect(again.style.display).toBe('block'));
    store.sagaTask.cancel();
  });

  it('asks before closing, refreshing or closing others/all over unsaved changes', async () => {
    const { user, router, store } = await setup('/archives/persons', DirtyNotePage);
    await user.type(await screen.findByLabelText('个人健康档案草稿'), '血压 150/95');
    await waitFor(() =>
      expect(selectVisitedTabs(store.getState()).find((tab) => tab.dirty)?.fullPath).toBe(
        '/archives/persons',
      ),
    );
    await act(() => router.navigate('/archives/familys'));
    await screen.findByLabelText('家庭健康档案备注');
    // Hidden, the tab keeps its flag (a kept-alive page runs its effect cleanups).
    expect(selectVisitedTabs(store.getState()).find((tab) => tab.dirty)?.fullPath).toBe(
      '/archives/persons',
    );

    // The ×: a confirmation; 取消 keeps the tab and its text.
    await user.click(within(tabNamed('个人健康档案')).getByLabelText('关闭个人健康档案'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('当前页面有未保存的修改，确定关闭吗？');
    expect(dialog).toHaveTextContent('「个人健康档案」的修改尚未保存');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tabNamed('个人健康档案')).toBeInTheDocument();

    // Close others from the clean tab names the dirty one; 取消 again keeps it.
    await user.pointer({ keys: '[MouseRight]', target: tabNamed('家庭健康档案') });
    await user.click(
      within(await screen.findByRole('menu', { name: /的操作/ })).getByText('关闭其他'),
    );
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 个页面有未保存的修改，确定关闭吗？');
    expect(dialog).toHaveTextContent('「个人健康档案」');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(tabNamed('个人健康档案'));
    expect(await screen.findByLabelText('个人健康档案草稿')).toHaveValue('血压 150/95');

    // Refresh asks too; confirmed, the page remounts empty and the flag is gone.
    await user.pointer({ keys: '[MouseRight]', target: tabNamed('个人健康档案') });
    await user.click(within(await screen.findByRole('menu', { name: /的操作/ })).getByText('刷新'));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('当前页面有未保存的修改，确定刷新吗？');
    await user.click(within(dialog).getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByLabelText('个人健康档案草稿')).toHaveValue('');
    expect(selectVisitedTabs(store.getState()).some((tab) => tab.dirty)).toBe(false);

    // Clean again: close-all goes ahead without asking.
    await user.pointer({ keys: '[MouseRight]', target: tabNamed('首页') });
    await user.click(
      within(await screen.findByRole('menu', { name: /的操作/ })).getByText('关闭所有'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectVisitedTabs(store.getState()).map((tab) => tab.title)).toEqual(['首页']);
    store.sagaTask.cancel();
  });

  it('a click on the user menu opens it, however long the pointer rested on it first', async () => {
    const { user, store } = await setup('/home');
    const trigger = screen.getByRole('button', { name: /用户菜单/ });
    fireEvent.mouseEnter(trigger);
    // Longer than a hover-open delay: the click must not meet a menu that the hover opened.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await user.click(trigger);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const logout = await screen.findByRole('menuitem', { name: /安全退出/ });
    expect(logout.closest('.ant-dropdown')).not.toHaveClass('ant-dropdown-hidden');
    store.sagaTask.cancel();
  });

  it('offers 更新时间轴 in the user menu on the wh site only', async () => {
    try {
      setRuntimeConfig({ siteCode: 'wh' });
      const { user, router, store } = await setup('/home');
      await user.click(screen.getByRole('button', { name: /用户菜单/ }));
      await user.click(await screen.findByText('更新时间轴'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dialog/timeline'));
      store.sagaTask.cancel();
    } finally {
      setRuntimeConfig({});
    }
  });

  it('leaves 更新时间轴 out of the user menu on other sites', async () => {
    setRuntimeConfig({ siteCode: 'tc' });
    try {
      const { user, store } = await setup('/home');
      await user.click(screen.getByRole('button', { name: /用户菜单/ }));
      await screen.findByText('修改密码');
      expect(screen.queryByText('更新时间轴')).toBeNull();
      store.sagaTask.cancel();
    } finally {
      setRuntimeConfig({});
    }
  });

  it('shows the honest page for a component nobody registered, and 404 for unknown paths', async () => {
    const { router, store } = await setup('/odd/x');
    expect(await screen.findByText('该功能暂未开放')).toBeInTheDocument();
    expect(screen.getByText('noSuchPage')).toBeInTheDocument();
    await act(() => router.navigate('/no/such/path'));
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    store.sagaTask.cancel();
  });

  it('titles personnel dialog tabs with the name', async () => {
    const { store } = await setup(`/dialog/health-profile/P001/${encodeURIComponent('张三')}`);
    await waitFor(() => expect(tabNamed('张三健康画像')).toBeInTheDocument());
    expect(document.title).toBe('健康画像 - 基本公共卫生服务信息平台');
    store.sagaTask.cancel();
  });
});
