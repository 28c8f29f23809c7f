import './RulePromptSummary.css';

import { WarningOutlined } from '@ant-design/icons';
import { Button, type FormInstance, List, Popover, Tag } from 'antd';
import { memo } from 'react';

import { type RulePrompt } from '@/domain/followUp';

interface RulePromptSummaryProps {
  prompts: readonly RulePrompt[];
  form: FormInstance;
}

/** The same prompts, in the same order: the live forms judge anew on every keystroke. */
const samePrompts = (before: RulePromptSummaryProps, after: RulePromptSummaryProps): boolean =>
  before.form === after.form &&
  before.prompts.length === after.prompts.length &&
  before.prompts.every((prompt, index) => {
    const next = after.prompts[index]!;
    return (
      prompt.field === next.field &&
      prompt.message === next.message &&
      Boolean(prompt.referral) === Boolean(next.referral)
    );
  });

/**
 * A form's rule prompts (danger values, findings that call for referral, a visit outside its
 * window) in brief beside 保存, the most serious first; the whole list on hover or focus, each
 * leading to its field. Renders again only when the prompts change, not on every keystroke.
 */
export const RulePromptSummary = memo(function RulePromptSummary({
  prompts,
  form,
}: RulePromptSummaryProps) {
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
        {/* Cut with an ellipsis by the dialog's footer rule (resources.css). */}
        <span className={referral ? 'gw-rule-prompt-brief' : 'gw-rule-prompt-brief gw-warning'}>
          {prompts.length > 1 ? `规则提示${prompts.length}条：` : '规则提示：'}
          {ordered[0]!.message}
        </span>
      </Button>
    </Popover>
  );
}, samePrompts);
