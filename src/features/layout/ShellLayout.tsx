import './ShellLayout.css';

import { theme } from 'antd';
import { type CSSProperties, Suspense, useRef, useState } from 'react';

import { dateText } from '@/domain/calendar';
import { AssistantMount } from '@/features/assistant';
import {
  ChangePasswordDialog,
  selectMustChangePassword,
  selectSessionUser,
  useProductTitle,
} from '@/features/auth';
import { readShellFlags } from '@/services/config/shellFlags';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { selectDevice, selectSidebar, sidebarClosed } from './appSlice';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { KeyboardLock } from './KeyboardLock';
import { Navbar } from './Navbar';
import { SettingsDrawer } from './SettingsDrawer';
import { selectSettings } from './settingsSlice';
import { Sidebar } from './Sidebar';
import { TabStrip } from './TabStrip';
import { useCurrentRoute } from './useCurrentRoute';
import { useDeviceWatcher } from './useDeviceWatcher';
import { useRouteTabs } from './useRouteTabs';
import { Watermark } from './Watermark';

/**
 * The signed-in shell (spec 2.4): side menu, top bar with breadcrumb, tab strip, the pages kept
 * alive per tab, the watermark over the page area, the settings drawer and the keyboard lock.
 * The change-password dialog opens from the user menu, or by itself when the password must change.
 */
export default function ShellLayout() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const mustChangePassword = useAppSelector(selectMustChangePassword);
  const settings = useAppSelector(selectSettings);
  const sidebar = useAppSelector(selectSidebar);
  const device = useAppSelector(selectDevice);
  const title = useProductTitle();
  const [passwordDialogOpen, setPasswordDialogOpen] = useState(false);
  const { resolved, pathname, fullPath } = useCurrentRoute();
  const pageArea = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();

  useDeviceWatcher();
  useRouteTabs(resolved, pathname, fullPath, title);

  // Between sign-out and the reload that follows it there is no user to show.
  if (!user) return null;
  // Spec 2.5: until the password is changed the server refuses every other request (403), so
  // the shell shows the change dialog alone: no menu, no page asking for data.
  if (mustChangePassword) {
    return (
      <div className="gw-shell gw-shell-password-first">
        <Suspense fallback={null}>
          <ChangePasswordDialog open closable={false} onClose={() => undefined} />
        </Suspense>
      </div>
    );
  }
  const dialogOpen = passwordDialogOpen;
  const mobile = device === 'mobile';
  const { showAssistant } = readShellFlags();

  const classes = [
    'gw-shell',
    mobile ? 'is-mobile' : 'is-desktop',
    sidebar.opened ? 'is-sidebar-open' : 'is-collapsed',
    sidebar.withoutAnimation ? 'no-animation' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // The theme colour reaches the shell's own CSS through these, so a change recolours at once.
  const themeVars = {
    '--gw-primary': token.colorPrimary,
    '--gw-primary-bg': token.colorPrimaryBg,
  } as CSSProperties;

  const header = (
    <header className={`gw-header${settings.fixedHeader ? ' is-fixed' : ''}`}>
      <Navbar
        title={title}
        resolved={resolved}
        onChangePassword={() => setPasswordDialogOpen(true)}
      />
      {settings.tagsView && <TabStrip activeFullPath={fullPath} />}
    </header>
  );

  return (
    <div className={classes} style={themeVars}>
      {mobile && sidebar.opened && (
        <div
          className="gw-backdrop"
          aria-hidden
          onClick={() => dispatch(sidebarClosed({ withoutAnimation: false }))}
        />
      )}
      <Sidebar title={title} activeKey={resolved?.activeMenu ?? pathname} />
      <div className="gw-main">
        {settings.fixedHeader && header}
        <div className="gw-page-frame" ref={pageArea}>
          <main className="gw-page-scroll">
            {!settings.fixedHeader && header}
            <KeepAliveOutlet />
          </main>
          <Watermark host={pageArea} lines={[`${user.UserName} ${user.UserAcc}`, dateText()]} />
        </div>
      </div>
      <SettingsDrawer />
      <KeyboardLock />
      {showAssistant && <AssistantMount />}
      {dialogOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open closable onClose={() => setPasswordDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
