import { BulbOutlined, GlobalOutlined } from '@ant-design/icons';
import { Sender } from '@ant-design/x';

import { useAppDispatch, useAppSelector } from '@/shared/hooks/storeHooks';

import { selectDeepThinking, selectWebSearch } from './assistantSelectors';
import { assistantActions } from './assistantSlice';
import { ASSISTANT_TEXTS } from './assistantTexts';

/** The composer's two toggles: what each reads and the event it dispatches. */
const SWITCHES = {
  deepThinking: {
    icon: <BulbOutlined />,
    label: ASSISTANT_TEXTS.deepThinking,
    selectOn: selectDeepThinking,
    toggled: assistantActions.deepThinkingToggled,
  },
  webSearch: {
    icon: <GlobalOutlined />,
    label: ASSISTANT_TEXTS.webSearch,
    selectOn: selectWebSearch,
    toggled: assistantActions.webSearchToggled,
  },
};

/** One of the composer's toggles (深度思考, 联网搜索), which the next question is sent with. */
export function ComposerSwitch({ name }: { name: keyof typeof SWITCHES }) {
  const dispatch = useAppDispatch();
  const { icon, label, selectOn, toggled } = SWITCHES[name];
  const on = useAppSelector(selectOn);
  return (
    <Sender.Switch value={on} icon={icon} onChange={() => dispatch(toggled())}>
      {label}
    </Sender.Switch>
  );
}
