import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Switch, Tooltip } from 'antd';
import { useState } from 'react';

import { SETTINGS_BUTTON_TOP } from '@/shared/constants';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import {
  fixedHeaderChanged,
  selectSettings,
  settingsReset,
  sidebarLogoChanged,
  tagsViewChanged,
  THEME_PRESETS,
  themeColorChanged,
} from './settingsSlice';

/**
 * The settings drawer (spec 2.4): eight theme colours, applied at once through antd's design
 * tokens, and the tags-view, fixed-header and sidebar-logo switches. Its handle sits 250 px from
 * the top of the window.
 */
export function SettingsDrawer() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const [open, setOpen] = useState(false);

  const switches = [
    { label: '显示标签栏', checked: settings.tagsView, change: tagsViewChanged },
    { label: '固定顶栏', checked: settings.fixedHeader, change: fixedHeaderChanged },
    { label: '显示侧边栏 Logo', checked: settings.sidebarLogo, change: sidebarLogoChanged },
  ] as const;

  return (
    <>
      <button
        type="button"
        className="gw-settings-handle"
        style={{ top: SETTINGS_BUTTON_TOP }}
        aria-label="系统布局设置"
        onClick={() => setOpen(true)}
      >
        <SettingOutlined />
      </button>
      <Drawer
        title="系统布局设置"
        placement="right"
        size={300}
        open={open}
        onClose={() => setOpen(false)}
        classNames={{ root: 'gw-settings-drawer' }}
      >
        <div className="gw-settings-section">
          <div className="gw-settings-label">主题色</div>
          <div className="gw-swatches" role="radiogroup" aria-label="主题色">
            {THEME_PRESETS.map((preset) => {
              const selected = preset.color.toLowerCase() === settings.themeColor.toLowerCase();
              return (
                <Tooltip key={preset.color} title={preset.name}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={preset.name}
                    className={`gw-swatch${selected ? ' is-selected' : ''}`}
                    data-color={preset.color}
                    style={{ background: preset.color }}
                    onClick={() => dispatch(themeColorChanged({ color: preset.color }))}
                  >
                    {selected && <CheckOutlined />}
                  </button>
                </Tooltip>
              );
            })}
          </div>
        </div>
        <Divider />
        {switches.map((item) => (
          <label key={item.label} className="gw-settings-row">
            <span>{item.label}</span>
            <Switch
              checked={item.checked}
              aria-label={item.label}
              onChange={(enabled) => dispatch(item.change({ enabled }))}
            />
          </label>
        ))}
        <Button
          type="primary"
          block
          className="gw-settings-reset"
          onClick={() => dispatch(settingsReset())}
        >
          恢复默认设置
        </Button>
        <p className="gw-settings-note">设置保存在本浏览器中，下次打开时自动沿用。</p>
      </Drawer>
    </>
  );
}
