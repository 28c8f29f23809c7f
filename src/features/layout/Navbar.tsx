import {
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PhoneOutlined,
  RobotOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Tooltip } from 'antd';

import { keepAssistantOpen } from '@/features/assistant';
import { selectSessionUser } from '@/features/auth';
import { useSystemRunParamsQuery } from '@/services/auth/systemEndpoints';
import { readShellFlags } from '@/services/config/shellFlags';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { assistantOpened, selectSidebar, sidebarToggled } from './appSlice';
import { BreadcrumbBar } from './BreadcrumbBar';
import { FullscreenToggle } from './FullscreenToggle';
import { type ResolvedRoute } from './shellRoutes';
import { UserMenu } from './UserMenu';

interface NavbarProps {
  title: string;
  resolved: ResolvedRoute | null;
  onChangePassword: () => void;
}

/**
 * The top bar (spec 2.4): menu toggle, product title, breadcrumb; the support line, the group
 * contact when set, the assistant entry when switched on, full screen and the user's menu.
 */
export function Navbar({ title, resolved, onChangePassword }: NavbarProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const { opened } = useAppSelector(selectSidebar);
  const { data: runParams } = useSystemRunParamsQuery();
  const flags = readShellFlags();
  const qqGroup = runParams?.qqGroup ?? '';

  return (
    <div className="gw-navbar">
      <button
        type="button"
        className="gw-hamburger"
        aria-label={opened ? '收起菜单' : '展开菜单'}
        aria-expanded={opened}
        onClick={() => dispatch(sidebarToggled())}
      >
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <span className="gw-product-title" title={title}>
        {title}
      </span>
      <BreadcrumbBar resolved={resolved} />
      <div className="gw-navbar-right">
        {flags.supportPhone && (
          <span className="gw-nav-info gw-nav-phone" title="技术支持服务热线">
            <PhoneOutlined /> 服务热线：{flags.supportPhone}
          </span>
        )}
        {qqGroup && (
          <span className="gw-nav-info gw-nav-group" title="服务交流群">
            <TeamOutlined /> 交流群：{qqGroup}
          </span>
        )}
        {flags.showAssistant && (
          <Tooltip title="智能助手">
            <button
              type="button"
              className="gw-nav-action gw-assistant-entry"
              aria-label="智能助手"
              {...keepAssistantOpen}
              onClick={() => dispatch(assistantOpened())}
            >
              <RobotOutlined />
            </button>
          </Tooltip>
        )}
        <FullscreenToggle />
        {user && (
          <UserMenu
            userName={user.UserName}
            hospitalName={user.HospitalName}
            showTimeline={flags.showTimeline}
            driverDownloadUrl={flags.driverDownloadUrl}
            onChangePassword={onChangePassword}
          />
        )}
      </div>
    </div>
  );
}
