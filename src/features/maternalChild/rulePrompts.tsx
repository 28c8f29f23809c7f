import { WarningOutlined } from '@ant-design/icons';
import { type App, Button, type FormInstance, List, Popover, Tag, Typography } from 'antd';

import { type MaternalPrompt } from '@/domain/maternal';
import { askNoReferralReason } from '@/shared/ui/askNoReferralReason';

/**
 * The rules' prompts of a maternal form (danger values, a visit outside its window, findings
 * that call for referral): beside 保存 in brief, each leading to its field; and the question a
 * save asks when a finding calls for referral and 转诊 is left empty.
 */

export function RulePromptSummary({
  prompts,
  form,
}: {
  prompts: readonly MaternalPrompt[];
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
    <Popover content={list} title="规则提示" placement="topRight" trigger={['hover', 'click']}>
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

/**
 * Asks, before saving, whether the woman is really not referred although the rules call for it,
 * and why (the shared question, in the maternal forms' words).
 */
export const askMaternalNoReferralReason = (
  modal: ReturnType<typeof App.useApp>['modal'],
  prompts: readonly MaternalPrompt[],
): Promise<string | undefined> =>
  askNoReferralReason(modal, {
    reasons: prompts.map((prompt) => prompt.message),
    title: '检查结果提示需要转诊，确认不转诊吗？',
    placeholder: '如：孕妇拒绝转诊，已告知风险',
  });
