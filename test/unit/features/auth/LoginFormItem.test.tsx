import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Form, Input } from 'antd';

import { LoginFormItem } from '@/features/auth';

// Its stand-in for jsdom's missing MessageChannel, which antd's Form needs.
import '../../../utils/messageChannelStub';

const RULES = [{ required: true, whitespace: true, message: '请输入账号' }];

/** The same field twice: through antd's `Form.Item noStyle` and through LoginFormItem. */
function BothItems({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <>
      <Form name="antd" onFinish={onFinish}>
        <Form.Item noStyle name="account" rules={RULES}>
          <Input aria-label="antd 账号" />
        </Form.Item>
        <Form.Item noStyle name="remember" valuePropName="checked">
          <Checkbox>antd 记住</Checkbox>
        </Form.Item>
        <button type="submit">antd 提交</button>
      </Form>
      <Form name="login" onFinish={onFinish}>
        <LoginFormItem name="account" rules={RULES}>
          <Input aria-label="login 账号" />
        </LoginFormItem>
        <LoginFormItem name="remember" valuePropName="checked">
          <Checkbox>login 记住</Checkbox>
        </LoginFormItem>
        <button type="submit">login 提交</button>
      </Form>
    </>
  );
}

/** A field's markup with the form's name taken out, so the two forms' fields compare. */
const markupOf = (element: Element, form: string) =>
  element.outerHTML.replaceAll(`${form}_`, 'FORM_').replaceAll(`${form} `, 'FORM ');

/** The input's wrapper (antd puts the status class there) and the checkbox's label. */
const fieldsOf = (form: string) => [
  screen.getByLabelText(`${form} 账号`).closest('.ant-input-affix-wrapper, input') as Element,
  screen.getByText(`${form} 记住`).closest('label') as Element,
];

describe('LoginFormItem is antd’s noStyle Form.Item for the sign-in form', () => {
  it('gives the same markup, empty, refused and filled in, and the same values', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    render(<BothItems onFinish={(values) => submitted.push(values)} />);
    const same = () =>
      expect(fieldsOf('login').map((el) => markupOf(el, 'login'))).toEqual(
        fieldsOf('antd').map((el) => markupOf(el, 'antd')),
      );
    same();

    // Refused: aria-invalid, aria-describedby and the input's error status.
    await user.click(screen.getByRole('button', { name: 'antd 提交' }));
    await user.click(screen.getByRole('button', { name: 'login 提交' }));
    await waitFor(() =>
      expect(screen.getByLabelText('login 账号')).toHaveAttribute('aria-invalid', 'true'),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('antd 账号')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('login 账号')).toHaveAttribute(
      'aria-describedby',
      'login_account_help',
    );
    expect(screen.getByLabelText('login 账号')).toHaveClass('ant-input-status-error');
    same();

    // Filled in and ticked: valid again, and both forms submit the same values.
    await user.type(screen.getByLabelText('antd 账号'), 'xzys01');
    await user.type(screen.getByLabelText('login 账号'), 'xzys01');
    await user.click(screen.getByText('antd 记住'));
    await user.click(screen.getByText('login 记住'));
    await waitFor(() =>
      expect(screen.getByLabelText('login 账号')).not.toHaveAttribute('aria-invalid'),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('antd 账号')).not.toHaveAttribute('aria-invalid'),
    );
    same();
    await user.click(screen.getByRole('button', { name: 'antd 提交' }));
    await user.click(screen.getByRole('button', { name: 'login 提交' }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[1]).toEqual(submitted[0]);
    expect(submitted[0]).toEqual({ account: 'xzys01', remember: true });
  }, 60_000);
});
