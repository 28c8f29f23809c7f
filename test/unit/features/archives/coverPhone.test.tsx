import '../../../utils/messageChannelStub';

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';

import { useCoverPhoneFollow } from '@/features/archives';

// antd forms are slow in jsdom, and slower on a shared two-core machine.
jest.setTimeout(120_000);

function PhoneForm({ initial }: { initial: Record<string, string> }) {
  const [form] = Form.useForm();
  const follow = useCoverPhoneFollow(form, initial);
  return (
    <Form form={form} initialValues={initial} onValuesChange={follow}>
      <Form.Item name="phone" label="本人电话">
        <Input />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系人电话">
        <Input />
      </Form.Item>
      <Form.Item name="coverPhone" label="联系电话">
        <Input />
      </Form.Item>
    </Form>
  );
}

describe("the cover's 联系电话 follows the resident's phones", () => {
  it('follows 本人电话 as it is typed, then 联系人电话 when 本人电话 is emptied', async () => {
    const user = userEvent.setup();
    render(<PhoneForm initial={{}} />);
    await user.type(screen.getByLabelText('本人电话'), '13905561234');
    expect(screen.getByLabelText('联系电话')).toHaveValue('13905561234');
    await user.type(screen.getByLabelText('联系人电话'), '13800000000');
    expect(screen.getByLabelText('联系电话')).toHaveValue('13905561234');
    await user.clear(screen.getByLabelText('本人电话'));
    expect(screen.getByLabelText('联系电话')).toHaveValue('13800000000');
  });

  it('keeps a number staff typed themselves, also on a stored record', async () => {
    const user = userEvent.setup();
    render(<PhoneForm initial={{ phone: '13905561234', coverPhone: '0556-5123456' }} />);
    await user.clear(screen.getByLabelText('本人电话'));
    await user.type(screen.getByLabelText('本人电话'), '13911112222');
    expect(screen.getByLabelText('联系电话')).toHaveValue('0556-5123456');
  });
});
