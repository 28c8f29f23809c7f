import { WarningOutlined } from '@ant-design/icons';
import { type App, Button, type FormInstance, Input, List, Popover, Tag, Typography } from 'antd';

import { type MaternalPrompt } from '@/domain/maternal';

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
 * and why: the reason (未转诊原因) is stored and printed. Undefined when the doctor goes back to
 * fill in 转诊.
 */
export const askNoReferralReason = (
  modal: ReturnType<typeof App.useApp>['modal'],
  prompts: readonly MaternalPrompt[],
): Promise<string | undefined> =>
  new Promise((resolve) => {
    let reason = '';
    const dialog = modal.confirm({
      title: '检查结果提示需要转诊，确认不转诊吗？',
      width: 520,
      content: (
        <div className="gw-referral-confirm">
          <ul>
            {prompts.map((prompt) => (
              <li key={`${prompt.field}-${prompt.message}`}>{prompt.message}</li>
            ))}
          </ul>
          <Typography.Text>未转诊原因（必填）</Typography.Text>
          <Input.TextArea
            aria-label="未转诊原因"
            rows={2}
            maxLength={200}
            placeholder="如：孕妇拒绝转诊，已告知风险"
            onChange={(event) => {
              reason = event.target.value;
              dialog.update({ okButtonProps: { disabled: reason.trim() === '' } });
            }}
          />
        </div>
      ),
      okText: '确认不转诊并保存',
      okButtonProps: { disabled: true },
      cancelText: '返回填写转诊',
      onOk: () => resolve(reason.trim()),
      onCancel: () => resolve(undefined),
    });
  });
