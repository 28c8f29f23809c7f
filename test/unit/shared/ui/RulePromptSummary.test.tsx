import '../../../utils/messageChannelStub';

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';

import { RulePromptSummary } from '@/shared/ui/RulePromptSummary';

function Summary() {
  const [form] = Form.useForm();
  return (
    <RulePromptSummary
      form={form}
      prompts={[{ field: 'sbp', message: '连续两次血压控制不满意，建议转诊', referral: true }]}
    />
  );
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** The prompts' list beside 保存 opens on hover and stays open when the user then clicks. */
describe('RulePromptSummary', () => {
  it('a click after the pointer rested on the brief keeps the list open', async () => {
    const user = userEvent.setup();
    render(<Summary />);
    const brief = screen.getByRole('button', { name: '规则提示1条，查看详情' });
    fireEvent.mouseEnter(brief);
    // Longer than the hover-open delay: the list is open when the click comes.
    await pause(400);
    await user.click(brief);
    await pause(400);
    const title = await screen.findByText('规则提示');
    expect(title.closest('.ant-popover')).not.toHaveClass('ant-popover-hidden');
  });

  it('opens from the keyboard as well', async () => {
    const user = userEvent.setup();
    render(<Summary />);
    await user.tab();
    expect(screen.getByRole('button', { name: '规则提示1条，查看详情' })).toHaveFocus();
    await pause(400);
    expect(await screen.findByText('规则提示')).toBeInTheDocument();
  });
});
