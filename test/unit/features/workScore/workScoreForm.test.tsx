import '../../../utils/messageChannelStub';

import { act, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';

import { type FormValues } from '@/features/resources';
import { useWorkScoreForm } from '@/features/workScore';

/** The extension as the record dialog uses it: its header above a form of the same instance. */
function Harness({ onForm }: { onForm: (form: FormInstance<FormValues>) => void }) {
  const [form] = Form.useForm<FormValues>();
  onForm(form);
  const extension = useWorkScoreForm({
    familyId: 'workscoretotal',
    mode: 'create',
    form,
    source: undefined,
  });
  return <Form form={form}>{extension.header}</Form>;
}

const renderForm = () => {
  let form: FormInstance<FormValues> | undefined;
  render(<Harness onForm={(instance) => (form = instance)} />);
  const set = (values: FormValues) =>
    act(() => {
      form?.setFieldsValue(values);
    });
  return { set };
};

const parts = {
  archiveScore: 18,
  chronicScore: 22.5,
  elderlyScore: 13,
  educationScore: 9,
  vaccinationScore: 14,
  signScore: 13.5,
};

describe('考核汇总 dialog (live 总分 and 等级)', () => {
  it('says how many parts are missing before there is a total', () => {
    renderForm();
    expect(screen.getByRole('alert')).toHaveTextContent('还有 6 项得分未填写');
  });

  it('adds the parts and grades the total as the server will', async () => {
    const { set } = renderForm();
    set({ archiveScore: 18, chronicScore: 22.5 });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('还有 4 项得分未填写'));
    set(parts);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('总分 90 分，等级：优秀'),
    );
    set({ chronicScore: 2 });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('总分 69.5 分，等级：合格'),
    );
    set({ elderlyScore: 0 });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('总分 56.5 分，等级：不合格'),
    );
  });
});
