import { BulbOutlined, GlobalOutlined } from '@ant-design/icons';
import { Sender } from '@ant-design/x';
import { Tooltip } from 'antd';

import { useAssistantCapabilitiesQuery } from '@/services/assistant';
import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { BUILT_IN_ONLY, selectDeepThinking, selectWebSearch } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';

/** The composer's two toggles: what each reads, the event it dispatches, and what it needs. */
const SWITCHES = {
  deepThinking: {
    icon: <BulbOutlined />,
    label: ASSISTANT_TEXTS.deepThinking,
    selectOn: selectDeepThinking,
    toggled: assistantActions.deepThinkingToggled,
    unavailable: (caps: typeof BUILT_IN_ONLY) =>
      caps.reasoning
        ? undefined
        : caps.upstream
          ? ASSISTANT_TEXTS.noReasoningModel
          : ASSISTANT_TEXTS.noModelForThinking,
  },
  webSearch: {
    icon: <GlobalOutlined />,
    label: ASSISTANT_TEXTS.webSearch,
    selectOn: selectWebSearch,
    toggled: assistantActions.webSearchToggled,
    unavailable: (caps: typeof BUILT_IN_ONLY) =>
      caps.webSearch ? undefined : ASSISTANT_TEXTS.noWebSearch,
  },
};

/**
 * One of the composer's toggles (深度思考, 联网搜索), which the next question is sent with. A
 * feature the deployment lacks is shown off and disabled, with a tooltip saying why.
 */
export function ComposerSwitch({ name }: { name: keyof typeof SWITCHES }) {
  const dispatch = useAppDispatch();
  const { icon, label, selectOn, toggled, unavailable } = SWITCHES[name];
  const on = useAppSelector(selectOn);
  const { data: capabilities = BUILT_IN_ONLY } = useAssistantCapabilitiesQuery();
  const reason = unavailable(capabilities);
  if (reason) {
    return (
      <Tooltip title={reason}>
        <span className="gw-switch-unavailable" data-switch={name}>
          <Sender.Switch value={false} icon={icon} disabled aria-label={`${label}：${reason}`}>
            {label}
          </Sender.Switch>
        </span>
      </Tooltip>
    );
  }
  return (
    <Sender.Switch value={on} icon={icon} onChange={() => dispatch(toggled())} data-switch={name}>
      {label}
    </Sender.Switch>
  );
}
