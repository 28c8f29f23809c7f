import {
  CloseOutlined,
  ColumnWidthOutlined,
  MinusSquareOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { type ReactNode, useEffect, useRef } from 'react';

import { CONTEXT_MENU_WIDTH } from '@/shared/constants';

import { type TabCommand, type TabView } from './tabsSlice';

export type { TabCommand } from './tabsSlice';

interface TabContextMenuProps {
  tab: TabView;
  x: number;
  y: number;
  onCommand: (command: TabCommand, tab: TabView) => void;
  onDismiss: () => void;
}

const ITEMS: readonly { command: TabCommand; label: string; icon: ReactNode }[] = [
  { command: 'refresh', label: '刷新', icon: <ReloadOutlined /> },
  { command: 'close', label: '关闭', icon: <CloseOutlined /> },
  { command: 'closeOthers', label: '关闭其他', icon: <ColumnWidthOutlined /> },
  { command: 'closeAll', label: '关闭所有', icon: <MinusSquareOutlined /> },
];

/**
 * The tab's right-click menu (spec 2.4, 105 px wide): 刷新, 关闭 (not on affix tabs), 关闭其他,
 * 关闭所有. Any click elsewhere, a scroll or Escape dismisses it.
 */
export function TabContextMenu({ tab, x, y, onCommand, onDismiss }: TabContextMenuProps) {
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onDismiss);
    window.addEventListener('blur', onDismiss);
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onDismiss);
      window.removeEventListener('blur', onDismiss);
    };
  }, [onDismiss]);

  // Keep the whole menu on screen near the right edge.
  const left = Math.max(0, Math.min(x, window.innerWidth - CONTEXT_MENU_WIDTH - 8));

  return (
    <ul
      ref={ref}
      className="gw-contextmenu"
      role="menu"
      aria-label={`标签“${tab.title}”的操作`}
      style={{ left, top: y, width: CONTEXT_MENU_WIDTH }}
    >
      {ITEMS.filter((item) => !(item.command === 'close' && tab.affix)).map((item) => (
        <li
          key={item.command}
          role="menuitem"
          tabIndex={-1}
          className="gw-contextmenu-item"
          onClick={() => onCommand(item.command, tab)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') onCommand(item.command, tab);
          }}
        >
          {item.icon}
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
