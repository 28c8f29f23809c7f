import '../../../utils/messageChannelStub';

import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';

import { dependentsOf, usePausedDependentChecks } from '@/shared/form/pausedDependentChecks';

const DEPENDENCIES = new Map<string, readonly string[]>([
  ['sbp', []],
  // 舒张压 is checked against 收缩压; the class against both, the reason against the class.
  ['dbp', ['sbp']],
  ['visitClassification', ['sbp', 'dbp']],
  ['classificationReason', ['visitClassification']],
]);

describe('dependentsOf', () => {
  it('walks the fields that depend on the changed ones, and on those in turn', () => {
    expect(dependentsOf(['sbp'], DEPENDENCIES).sort()).toEqual(
      ['classificationReason', 'dbp', 'visitClassification'].sort(),
    );
    expect(dependentsOf(['visitClassification'], DEPENDENCIES)).toEqual(['classificationReason']);
    expect(dependentsOf(['classificationReason'], DEPENDENCIES)).toEqual([]);
  });

  it('leaves out the changed fields themselves, which check on their own', () => {
    expect(dependentsOf(['sbp', 'dbp'], DEPENDENCIES).sort()).toEqual(
      ['classificationReason', 'visitClassification'].sort(),
    );
  });
});

const PAUSE_MS = 300;

function PressureForm({
  onForm,
  initialValues,
}: {
  onForm?: (form: FormInstance) => void;
  initialValues?: Record<string, string>;
}) {
  const [form] = Form.useForm();
  onForm?.(form);
  const checkDependents = usePausedDependentChecks(form, DEPENDENCIES, PAUSE_MS);
  return (
    <Form
      form={form}
      initialValues={initialValues}
      onValuesChange={(changed) => checkDependents(Object.keys(changed))}
    >
      <Form.Item name="sbp" label="收缩压">
        <Input />
      </Form.Item>
      <Form.Item
        name="dbp"
        label="舒张压"
        rules={[
          {
            validator: (_rule, value: string) => {
              const sbp = Number(form.getFieldValue('sbp'));
              return value && sbp && Number(value) >= sbp
                ? Promise.reject(new Error('舒张压应低于收缩压'))
                : Promise.resolve();
            },
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="visitClassification"
        label="此次随访分类"
        rules={[{ required: true, message: '请填写此次随访分类' }]}
      >
        <Input />
      </Form.Item>
    </Form>
  );
}

const type = (label: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });

describe('usePausedDependentChecks (a dependent field is checked once typing pauses)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  it('checks 舒张压 again after the pause that follows a change of 收缩压, not with the key', async () => {
    let form: FormInstance | undefined;
    render(<PressureForm onForm={(instance) => (form = instance)} />);
    const dbpErrors = () => form!.getFieldError('dbp');
    type('收缩压', '150');
    type('舒张压', '90');
    await settle(PAUSE_MS * 2);
    expect(dbpErrors()).toEqual([]);

    type('收缩压', '8');
    await settle(PAUSE_MS - 50);
    type('收缩压', '85');
    // Still typing: 50 ms after the last key, 舒张压 has not been judged against a half value.
    await settle(50);
    expect(dbpErrors()).toEqual([]);
    await settle(PAUSE_MS);
    // The check's answer and antd's error list follow in later tasks.
    await settle(100);
    expect(dbpErrors()).toEqual(['舒张压应低于收缩压']);
    expect(screen.getByText('舒张压应低于收缩压')).toBeInTheDocument();

    type('收缩压', '150');
    await settle(PAUSE_MS * 2);
    expect(dbpErrors()).toEqual([]);
  });

  it('checks nothing once the form is gone', async () => {
    let form: FormInstance | undefined;
    const { unmount } = render(<PressureForm onForm={(instance) => (form = instance)} />);
    const validate = jest.spyOn(form!, 'validateFields');
    type('收缩压', '150');
    unmount();
    await settle(PAUSE_MS * 2);
    expect(validate).not.toHaveBeenCalled();
  });

  it('leaves an empty field the user has not reached: no 请填写 ahead of him', async () => {
    let form: FormInstance | undefined;
    render(<PressureForm onForm={(instance) => (form = instance)} />);
    type('收缩压', '150');
    await settle(PAUSE_MS * 2);
    expect(form!.getFieldError('visitClassification')).toEqual([]);
    expect(screen.queryByText('请填写此次随访分类')).toBeNull();
  });

  it("judges a dependent that holds a value the user did not type (the last visit's)", async () => {
    let form: FormInstance | undefined;
    render(<PressureForm onForm={(instance) => (form = instance)} initialValues={{ dbp: '90' }} />);
    expect(form!.isFieldTouched('dbp')).toBe(false);
    type('收缩压', '85');
    await settle(PAUSE_MS * 2);
    expect(form!.getFieldError('dbp')).toEqual(['舒张压应低于收缩压']);
  });
});
