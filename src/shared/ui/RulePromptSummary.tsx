import { WarningOutlined } from '@ant-design/icons';
import { Button, type FormInstance, List, Popover, Tag, Typography } from 'antd';

import { type RulePrompt } from '@/domain/followUp';

/**
 * A form's rule prompts (danger values, findings that call for referral, a visit outside its
 * window) in brief beside 保存, the most serious first; the whole list on hover or focus, each
 * leading to its field.
 */
export function RulePromptSummary({
  prompts,
  form,
}: {
  prompts: readonly RulePrompt[];
  form: FormInstance;
}) {
  if (prompts.length === 0) return null;
  // The prompts calling for referral first: the brief beside 保存 shows the most serious one.
  const ordered = [...prompts].sort(
    (a, b) => Number(Boolean(b.referral)) - Number(Boolean(a.referral)),
  );
  const referral = ordered.some((prompt) => prompt.referral);
  const list = (
    <List
      size="small"
      className="gw-rule-prompt-list"
      dataSource={ordered}
      renderItem={(prompt) => (
        <List.Item>
          <Button
            type="link"
            size="small"
            className="gw-rule-prompt-link"
            // The brief keeps the focus until the click: its blur would close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => form.scrollToField(prompt.field, { block: 'center', focus: true })}
          >
            {prompt.referral && <Tag color="error">建议转诊</Tag>}
            {prompt.message}
          </Button>
        </List.Item>
      )}
    />
  );
  return (
    // Hover and focus: a click focuses the brief and keeps the list open (with a click trigger
    // beside hover, the click after a resting pointer closed the list it had opened), and the
    // keyboard opens it by Tab.
    <Popover content={list} title="规则提示" placement="topRight" trigger={['hover', 'focus']}>
      <Button
        size="small"
        type="text"
        danger={referral}
        icon={<WarningOutlined />}
        aria-label={`规则提示${prompts.length}条，查看详情`}
      >
        <Typography.Text ellipsis type={referral ? 'danger' : 'warning'}>
          {prompts.length > 1 ? `规则提示${prompts.length}条：` : '规则提示：'}
          {ordered[0]!.message}
        </Typography.Text>
      </Button>
    </Popover>
  );
}
