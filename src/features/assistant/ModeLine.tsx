import { InfoCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

import { useAssistantCapabilitiesQuery } from '@/services/assistant';

import { ASSISTANT_TEXTS } from './assistantTexts';

/**
 * Without an upstream model the drawer says so in one line: answers come from the built-in
 * templates and the platform's data (内置应答), and what that can do. Nothing while the server's
 * answer is pending, so a deployment with a model never flashes it.
 */
export function ModeLine() {
  const { data, isSuccess } = useAssistantCapabilitiesQuery();
  if (!isSuccess || data.upstream) return null;
  return (
    <div className="gw-mode-line" role="note" title={ASSISTANT_TEXTS.builtInModeDetail}>
      <Tag color="blue" icon={<InfoCircleOutlined />} variant="filled">
        {ASSISTANT_TEXTS.builtInMode}
      </Tag>
      <span className="gw-mode-line-text">{ASSISTANT_TEXTS.builtInModeDetail}</span>
    </div>
  );
}
