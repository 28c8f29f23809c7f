import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { LogoMark } from '@/features/auth';
import { useAppSelector } from '@/shared/hooks/storeHooks';
import { MiddleCutText } from '@/shared/ui/MiddleCutText';

import { selectDevice, selectSidebar } from './appSlice';
import { MenuIcon } from './menuIcons';
import { selectSidebarLogo } from './settingsSlice';
import { selectSideItems } from './shellSelectors';
import { nextOpenKeys, type SideItem, submenuPaths } from './sidebarModel';

type MenuItems = NonNullable<MenuProps['items']>;

/**
 * Submenus that open and close because the page changed (a tab switch) do it at once: antd's
 * collapse motion measures the closing list (a forced layout in the switch's own task) and
 * animates heights over the next frames. Those the user opens or closes still slide.
 */
const FOLLOW_MOTION: MenuProps['motion'] = {
  motionAppear: false,
  motionEnter: false,
  motionLeave: false,
};

const toAntdItems = (items: readonly SideItem[]): MenuItems =>
  items.map((item) => ({
    key: item.key,
    icon: <MenuIcon name={item.icon} />,
    title: item.title,
    label: item.url ? (
      // External pages open in a new browser tab (spec 2.4); a real link, so middle-click works too.
      <a href={item.url} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
    ) : item.children ? (
      // A leaf's title reaches its <li> as a hover title; a submenu's does not (antd wraps its
      // label), so a long container name cut by the sidebar's width shows in full this way.
      <span className="gw-submenu-label" title={item.title}>
        {item.title}
      </span>
    ) : (
      // Pages of one programme share their start (精神障碍补充信息, 精神障碍随访记录): cut in the middle.
      <MiddleCutText text={item.title} />
    ),
    children: item.children ? toAntdItems(item.children) : undefined,
  }));

interface SidebarProps {
  title: string;
  /** The entry to highlight: the route's activeMenu, else its path. */
  activeKey: string;
}

/**
 * The side menu of the user's routes (spec 2.4): one submenu open at a time, collapsible,
 * external entries in a new tab, the logo when the setting is on.
 */
export function Sidebar({ title, activeKey }: SidebarProps) {
  const navigate = useNavigate();
  const sideItems = useAppSelector(selectSideItems);
  const { opened } = useAppSelector(selectSidebar);
  const device = useAppSelector(selectDevice);
  const showLogo = useAppSelector(selectSidebarLogo);
  const collapsed = !opened && device === 'desktop';

  const items = useMemo(() => toAntdItems(sideItems), [sideItems]);
  const paths = useMemo(() => submenuPaths(sideItems), [sideItems]);
  const externals = useMemo(() => {
    const found = new Set<string>();
    const walk = (list: readonly SideItem[]) =>
      list.forEach((item) =>
        item.url ? found.add(item.key) : item.children && walk(item.children),
      );
    walk(sideItems);
    return found;
  }, [sideItems]);

  // The submenus holding the active entry open by themselves when it changes; a page outside
  // every submenu (home) leaves open what the user opened. Adjusted during render, React's
  // pattern for state that follows a prop.
  const activeAncestors = paths.get(activeKey) ?? [];
  const follow = `${activeKey}|${paths.size}`;
  const [inline, setInline] = useState({ follow, keys: activeAncestors, animate: true });
  let inlineOpenKeys = inline.keys;
  let animate = inline.animate;
  if (inline.follow !== follow) {
    inlineOpenKeys = activeAncestors.length > 0 ? activeAncestors : inline.keys;
    animate = false;
    setInline({ follow, keys: inlineOpenKeys, animate });
  }
  // Collapsed, submenus are hover pop-ups: their own open state, not the inline one.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  const onOpenChange = (keys: string[]) => {
    if (collapsed) setPopupKeys(keys);
    else setInline({ follow, keys: nextOpenKeys(inlineOpenKeys, keys, paths), animate: true });
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (externals.has(key)) return; // the link itself opens the new tab
    // Rendered at once rather than as a transition sliced between the menu's animation frames:
    // the page (its rows asked for by the route's loader) shows sooner, on an old PC most of all.
    void navigate(key, { flushSync: true });
  };

  return (
    <aside className="gw-sidebar" aria-label="功能菜单">
      {showLogo && (
        <div className="gw-sidebar-logo" title={title}>
          <LogoMark size={28} />
          {!collapsed && <span className="gw-sidebar-logo-title">{title}</span>}
        </div>
      )}
      <div className="gw-sidebar-menu">
        <Menu
          mode="inline"
          theme="dark"
          items={items}
          inlineCollapsed={collapsed}
          // (Collapsed, the pop-ups keep their own motion.)
          motion={animate || collapsed ? undefined : FOLLOW_MOTION}
          // Expanded, an item's tooltip never shows (antd gives it no title); without the
          // wrapper a switch does not re-render a tooltip and its trigger for every item.
          tooltip={collapsed ? undefined : false}
          selectedKeys={[activeKey]}
          openKeys={collapsed ? popupKeys : inlineOpenKeys}
          onOpenChange={onOpenChange}
          onClick={onClick}
        />
      </div>
    </aside>
  );
}
