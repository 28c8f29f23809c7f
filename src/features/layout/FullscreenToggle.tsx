import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Tooltip } from 'antd';
import { useEffect, useState } from 'react';

export const FULLSCREEN_UNSUPPORTED = '您的浏览器不支持全屏';

const supported = (): boolean =>
  typeof document !== 'undefined' &&
  document.fullscreenEnabled === true &&
  typeof document.documentElement.requestFullscreen === 'function';

/** Full screen on and off; where the browser cannot, it says so (spec 2.4 and 8). */
export function FullscreenToggle() {
  const { message } = App.useApp();
  const [active, setActive] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );

  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!supported()) {
      void message.warning(FULLSCREEN_UNSUPPORTED);
      return;
    }
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => void message.warning(FULLSCREEN_UNSUPPORTED));
  };

  return (
    <Tooltip title={active ? '退出全屏' : '全屏'}>
      <button
        type="button"
        className="gw-nav-action"
        aria-label={active ? '退出全屏' : '全屏'}
        onClick={toggle}
      >
        {active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
