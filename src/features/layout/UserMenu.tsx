import {
  CaretDownOutlined,
  BugOutlined,
  DownloadOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

import { useLogoutConfirm } from '@/features/auth';
import { traceExportRequested } from '@/features/trace';
import { useAppDispatch } from '@/shared/hooks/storeHooks';

interface UserMenuProps {
  userName: string;
  hospitalName: string;
  /** 更新时间轴 is offered on the wh site only (spec 6). */
  showTimeline: boolean;
  /** The national health driver's download address (runtime config). */
  driverDownloadUrl: string;
  onChangePassword: () => void;
}

export const TIMELINE_PATH = '/dialog/timeline';

/**
 * The user's dropdown (spec 2.4): 下载国卫驱动 (new browser tab), 更新时间轴 (wh only), 修改密码,
 * the support exports 导出操作日志 / 导出调试轨迹 (QA replay and support traces, design card),
 * 安全退出. The trigger shows the hospital and the user.
 */
export function UserMenu({
  userName,
  hospitalName,
  showTimeline,
  driverDownloadUrl,
  onChangePassword,
}: UserMenuProps) {
  const confirmLogout = useLogoutConfirm();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();

  const items: MenuProps['items'] = [
    {
      key: 'driver',
      icon: <DownloadOutlined />,
      label: driverDownloadUrl ? (
        <a href={driverDownloadUrl} target="_blank" rel="noopener noreferrer">
          下载国卫驱动
        </a>
      ) : (
        '下载国卫驱动'
      ),
    },
    ...(showTimeline
      ? [{ key: 'timeline', icon: <FieldTimeOutlined />, label: '更新时间轴' }]
      : []),
    { key: 'password', icon: <LockOutlined />, label: '修改密码' },
    // For support: the session's sanitised action log (QA replay) or its Redux DevTools trace.
    { key: 'traceLog', icon: <FileTextOutlined />, label: '导出操作日志', extra: 'Ctrl+Alt+L' },
    { key: 'traceDevtools', icon: <BugOutlined />, label: '导出调试轨迹' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '安全退出', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'driver' && !driverDownloadUrl)
      void message.warning('尚未配置国卫驱动的下载地址，请联系管理员');
    if (key === 'timeline') void navigate(TIMELINE_PATH);
    if (key === 'password') onChangePassword();
    if (key === 'logout') confirmLogout();
    if (key === 'traceLog') dispatch(traceExportRequested({ format: 'log', via: 'menu' }));
    if (key === 'traceDevtools')
      dispatch(traceExportRequested({ format: 'devtools', via: 'menu' }));
  };

  return (
    <Dropdown
      menu={{ items, onClick }}
      // Click only: with hover too, a pointer that rests on the trigger opens the menu and the
      // click that follows closes it again.
      trigger={['click']}
      placement="bottomRight"
      classNames={{ root: 'gw-user-dropdown' }}
    >
      {/* Named by what it shows (hospital, user) plus its purpose, so a voice-control user can
          say what they see (WCAG 2.5.3). */}
      <button type="button" className="gw-user-trigger">
        <span className="gw-user-avatar" aria-hidden>
          <UserOutlined />
        </span>
        <span className="gw-user-text">
          <span className="gw-user-hospital" title={hospitalName}>
            {hospitalName}
          </span>
          <span className="gw-user-name">{userName}</span>
        </span>
        <span className="gw-visually-hidden">用户菜单</span>
        <CaretDownOutlined className="gw-user-caret" aria-hidden />
      </button>
    </Dropdown>
  );
}
