import { CloseOutlined } from '@ant-design/icons';
import { memo, type MouseEvent } from 'react';

import { type TabView } from './tabsSlice';

export interface TabItemActions {
  select: (tab: TabView) => void;
  close: (tab: TabView) => void;
  openMenu: (event: MouseEvent, tab: TabView) => void;
}

/**
 * One tab of the strip. Memoised with stable actions, so a switch re-renders the two tabs whose
 * `active` changed, not all of them.
 */
export const TabItem = memo(function TabItem({
  tab,
  active,
  actions,
}: {
  tab: TabView;
  active: boolean;
  actions: TabItemActions;
}) {
  return (
    <span
      role="tab"
      tabIndex={0}
      aria-selected={active}
      className={`gw-tab${active ? ' is-active' : ''}${tab.affix ? ' is-affix' : ''}`}
      data-full-path={tab.fullPath}
      title={tab.title}
      onClick={() => {
        if (!active) actions.select(tab);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !active) actions.select(tab);
      }}
      onAuxClick={(event) => {
        if (event.button === 1) actions.close(tab);
      }}
      onContextMenu={(event) => actions.openMenu(event, tab)}
    >
      <span className="gw-tab-title">{tab.title}</span>
      {!tab.affix && (
        <CloseOutlined
          className="gw-tab-close"
          aria-label={`关闭${tab.title}`}
          onClick={(event) => {
            event.stopPropagation();
            actions.close(tab);
          }}
        />
      )}
    </span>
  );
});
