import { type App, Input, Typography } from 'antd';

export interface NoReferralQuestion {
  /** What calls for referral, one line each (the rules' own words). */
  reasons: readonly string[];
  title?: string;
  placeholder?: string;
}

/**
 * The question a save asks when the rules call for referral and 转诊 is left empty: is the
 * patient really not referred, and why. The reason (未转诊原因) is stored and printed; undefined
 * when the doctor goes back to fill in 转诊. One dialog for every form whose rules refer.
 */
export const askNoReferralReason = (
  modal: ReturnType<typeof App.useApp>['modal'],
  {
    reasons,
    title = '随访结果提示需要转诊，确认不转诊吗？',
    placeholder = '如：患者拒绝转诊，已告知风险',
  }: NoReferralQuestion,
): Promise<string | undefined> =>
  new Promise((resolve) => {
    let reason = '';
    const dialog = modal.confirm({
      title,
      width: 520,
      content: (
        <div className="gw-referral-confirm">
          <ul>
            {reasons.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <Typography.Text>未转诊原因（必填）</Typography.Text>
          <Input.TextArea
            aria-label="未转诊原因"
            rows={2}
            maxLength={200}
            placeholder={placeholder}
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
