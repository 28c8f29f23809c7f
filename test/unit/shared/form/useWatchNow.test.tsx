import '../../../utils/messageChannelStub';

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';

import { useWatchNow, valuesTyped } from '@/shared/form/useWatchNow';

type Values = Record<string, unknown>;

const sbpText = (values: Values) => `收缩压 ${typeof values.sbp === 'string' ? values.sbp : ''}`;

function Prompt({ form, withKeystroke }: { form: FormInstance; withKeystroke: boolean }) {
  return <output>{useWatchNow(form, sbpText, { withKeystroke }) ?? '未填写'}</output>;
}

function VisitForm({ withKeystroke }: { withKeystroke: boolean }) {
  const [form] = Form.useForm();
  return (
    <>
      <Prompt form={form} withKeystroke={withKeystroke} />
      <Form form={form} onValuesChange={() => valuesTyped(form)}>
        <Form.Item name="sbp" label="收缩压">
          <Input />
        </Form.Item>
        <button type="button" onClick={() => form.setFieldsValue({ sbp: '118' })}>
          带入上次
        </button>
      </Form>
    </>
  );
}

/** The keystroke's event and the React work it schedules, without the tasks that come after. */
const typeInKeystroke = (value: string) =>
  act(() => {
    fireEvent.change(screen.getByLabelText('收缩压'), { target: { value } });
  });

/**
 * A live prompt hears a user's edit in the keystroke's own event (antd's watch answers in a
 * later task, after frames a slow PC paints), and still every change made by code.
 */
describe('useWatchNow', () => {
  it("shows a typed value with the keystroke, and a value set by code once antd's watch answers", async () => {
    render(<VisitForm withKeystroke />);
    typeInKeystroke('152');
    expect(screen.getByRole('status')).toHaveTextContent('收缩压 152');

    fireEvent.click(screen.getByRole('button', { name: '带入上次' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('收缩压 118'));

    typeInKeystroke('132');
    expect(screen.getByRole('status')).toHaveTextContent('收缩压 132');
    // The watch's own answer for the same edit changes nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('收缩压 132');
  });

  it('without withKeystroke it is Form.useWatch: the typed value shows a task later', async () => {
    render(<VisitForm withKeystroke={false} />);
    typeInKeystroke('152');
    expect(screen.getByRole('status')).not.toHaveTextContent('收缩压 152');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('收缩压 152'));
  });
});
