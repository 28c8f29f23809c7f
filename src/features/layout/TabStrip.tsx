import { App } from 'antd';
import { type MouseEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { TAB_SCROLL_PADDING } from '@/shared/constants';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { REDIRECT_PREFIX } from './shellRoutes';
import { TabContextMenu } from './TabContextMenu';
import { TabItem, type TabItemActions } from './TabItem';
import {
  allClosed,
  dirtyTabsAffected,
  othersClosed,
  pathAfterBulkClose,
  pathAfterClose,
  selectVisitedTabs,
  tabClosed,
  type TabCommand,
  tabRefreshed,
  type TabView,
} from './tabsSlice';

/** The question before a command drops unsaved changes: refresh reloads, the others close. */
const confirmTitle = (command: TabCommand, affected: readonly TabView[]): string => {
  if (command === 'refresh') return '当前页面有未保存的修改，确定刷新吗？';
  if (command === 'close') return '当前页面有未保存的修改，确定关闭吗？';
  return `${affected.length} 个页面有未保存的修改，确定关闭吗？`;
};

/** While any tab holds unsaved changes, reloading or closing the browser asks first. */
const useUnloadPrompt = (anyDirty: boolean) => {
  useEffect(() => {
    if (!anyDirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyDirty]);
};

interface MenuState {
  tab: TabView;
  x: number;
  y: number;
}

/**
 * The tab strip (spec 2.4): one tab per visited route, affix tabs without a close button,
 * middle-click closes, the wheel scrolls sideways, and the active tab is scrolled into view with
 * a padding of 4 px. Closing the active tab goes to the last remaining one, else home. Closing
 * or refreshing a tab whose page reported unsaved changes asks first (`dirtyTabsAffected`).
 */
export function TabStrip({ activeFullPath }: { activeFullPath: string }) {
  const tabs = useAppSelector(selectVisitedTabs);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const { modal } = App.useApp();
  useUnloadPrompt(tabs.some((tab) => tab.dirty === true));

  /** Runs the command at once, or after a confirmation when it would drop unsaved changes. */
  const guarded = (command: TabCommand, tab: TabView, run: () => void) => {
    const affected = dirtyTabsAffected(tabs, command, tab);
    if (affected.length === 0) {
      run();
      return;
    }
    modal.confirm({
      title: confirmTitle(command, affected),
      content:
        command === 'close' || command === 'refresh'
          ? `「${tab.title}」的修改尚未保存，${command === 'refresh' ? '刷新' : '关闭'}后将丢失。`
          : `未保存的页面：${affected.map((item) => `「${item.title}」`).join('、')}。关闭后修改将丢失。`,
      okText: command === 'refresh' ? '刷新' : '关闭',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: run,
    });
  };

  useEffect(() => {
    // Measured at the start of the next frame, not in this effect: after a tab switch the
    // page shown is not laid out yet, and reading layout here laid out the page area once now
    // and again in the frame. In the frame's animation callbacks it is that frame's own layout.
    const frame = requestAnimationFrame(() => {
      const box = scroller.current;
      const active = box?.querySelector<HTMLElement>('.gw-tab.is-active');
      if (!box || !active) return;
      const start = active.offsetLeft - TAB_SCROLL_PADDING;
      const end = active.offsetLeft + active.offsetWidth + TAB_SCROLL_PADDING;
      if (start < box.scrollLeft) box.scrollLeft = start;
      else if (end > box.scrollLeft + box.clientWidth) box.scrollLeft = end - box.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [activeFullPath, tabs.length]);

  const close = (tab: TabView) => {
    if (tab.affix) return;
    guarded('close', tab, () => closeNow(tab));
  };

  const closeNow = (tab: TabView) => {
    dispatch(tabClosed({ fullPath: tab.fullPath }));
    const next = pathAfterClose(
      tabs.filter((item) => item.fullPath !== tab.fullPath),
      tab.fullPath,
      activeFullPath,
    );
    if (next) void navigate(next);
  };

  const onCommand = (command: TabCommand, tab: TabView) => {
    setMenu(null);
    if (command === 'close') {
      close(tab);
      return;
    }
    guarded(command, tab, () => runCommand(command, tab));
  };

  const runCommand = (command: Exclude<TabCommand, 'close'>, tab: TabView) => {
    if (command === 'refresh') {
      // A new generation remounts the page; the detour through /redirect re-enters its route.
      dispatch(tabRefreshed({ fullPath: tab.fullPath }));
      void navigate(`${REDIRECT_PREFIX}${tab.fullPath}`, { replace: true });
    } else if (command === 'closeOthers') {
      dispatch(othersClosed({ fullPath: tab.fullPath }));
      if (tab.fullPath !== activeFullPath) void navigate(tab.fullPath);
    } else {
      dispatch(allClosed());
      // Even from an affix tab: when the active page was closed, go to what remains.
      const next = pathAfterBulkClose(
        tabs.filter((item) => item.affix),
        activeFullPath,
      );
      if (next) void navigate(next);
    }
  };

  const openMenu = (event: MouseEvent, tab: TabView) => {
    event.preventDefault();
    setMenu({ tab, x: event.clientX, y: event.clientY });
  };
  const dismiss = useCallback(() => setMenu(null), []);

  // The tabs get stable actions that call the latest handlers (they close over the tab list),
  // so that a memoised tab re-renders only when its own tab or its `active` changes.
  const handlers: TabItemActions = {
    // Rendered at once rather than as the router's default transition, which renders in slices
    // of 5 ms with frames painted between them: a kept tab then showed three or four frames
    // after its click instead of in the next one (the tabs' budget is one frame).
    select: (tab) => void navigate(tab.fullPath, { flushSync: true }),
    close,
    openMenu,
  };
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [actions] = useState<TabItemActions>(() => ({
    select: (tab) => latest.current.select(tab),
    close: (tab) => latest.current.close(tab),
    openMenu: (event, tab) => latest.current.openMenu(event, tab),
  }));

  return (
    <div className="gw-tabs">
      <div
        ref={scroller}
        className="gw-tabs-scroll"
        role="tablist"
        aria-label="已打开的页面"
        onWheel={(event) => {
          // The menu belongs where it was opened: a wheel turn moves the tabs, so it goes.
          if (menu) dismiss();
          if (scroller.current) scroller.current.scrollLeft += event.deltaY || event.deltaX;
        }}
      >
        {tabs.map((tab) => (
          <TabItem
            key={tab.fullPath}
            tab={tab}
            active={tab.fullPath === activeFullPath}
            actions={actions}
          />
        ))}
      </div>
      {menu && (
        <TabContextMenu
          tab={menu.tab}
          x={menu.x}
          y={menu.y}
          onCommand={onCommand}
          onDismiss={dismiss}
        />
      )}
    </div>
  );
}
