import '../../../utils/messageChannelStub';

import { act, render, screen } from '@testing-library/react';
import { Checkbox, Form, type FormInstance, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';

import { writeChangedValues } from '@/features/resources';
import { field } from '@/services/contract/catalogue/fields/fieldHelpers';

const FIELDS = [
  field.text('visitClassification', '本次随访分类'),
  field.date('nextVisitDate', '下次随访日期'),
  field.multiselect('symptoms', '症状', [
    { value: '1', label: '无症状' },
    { value: '2', label: '头痛头晕' },
  ]),
];

const rendered = jest.fn<void, [string]>();
/** How often each control was rendered by its Form.Item so far. */
const renderCounts = (): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const [name] of rendered.mock.calls) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
};

/** A control that counts how often its Form.Item renders it. */
function Counted({ name, ...props }: { name: string; value?: unknown; onChange?: () => void }) {
  rendered(name);
  return name === 'symptoms' ? (
    <Checkbox.Group aria-label="症状" options={['1', '2']} {...(props as { value?: string[] })} />
  ) : (
    <Input aria-label={name} {...(props as { value?: string })} />
  );
}

let formOf: FormInstance | undefined;
const keepForm = (form: FormInstance) => {
  formOf = form;
};
function VisitForm() {
  const [form] = Form.useForm();
  useEffect(() => keepForm(form), [form]);
  return (
    <Form
      form={form}
      initialValues={{ visitClassification: '控制满意', symptoms: ['1'], nextVisitDate: undefined }}
    >
      <Form.Item name="visitClassification" rules={[{ required: true }]}>
        <Counted name="visitClassification" />
      </Form.Item>
      <Form.Item name="nextVisitDate">
        <Counted name="nextVisitDate" />
      </Form.Item>
      <Form.Item name="symptoms">
        <Counted name="symptoms" />
      </Form.Item>
    </Form>
  );
}

/** The rules' proposals written into a follow-up form (formExtensionTools). */
describe('writeChangedValues', () => {
  beforeEach(() => rendered.mockClear());

  it('writes only what differs, re-rendering those fields and not a list the form holds', () => {
    render(<VisitForm />);
    const form = formOf!;
    act(() => {
      form.setFields([{ name: 'visitClassification', errors: ['与测量值不符'] }]);
    });
    const before = renderCounts();

    act(() => {
      writeChangedValues(form, FIELDS, form.getFieldsValue(true) as Record<string, unknown>, {
        visitClassification: '控制不满意',
        symptoms: ['1'],
        nextVisitDate: '2026-12-20',
      });
    });

    expect(form.getFieldValue('visitClassification')).toBe('控制不满意');
    expect(dayjs.isDayjs(form.getFieldValue('nextVisitDate'))).toBe(true);
    expect((form.getFieldValue('nextVisitDate') as dayjs.Dayjs).format('YYYY-MM-DD')).toBe(
      '2026-12-20',
    );
    // As setFieldsValue would: the written field's old message goes, and it counts as touched.
    expect(form.getFieldError('visitClassification')).toEqual([]);
    expect(form.isFieldTouched('visitClassification')).toBe(true);
    const after = renderCounts();
    expect(after.visitClassification).toBeGreaterThan(before.visitClassification!);
    expect(after.nextVisitDate).toBeGreaterThan(before.nextVisitDate!);
    // 症状 holds the same list: it is neither written nor rendered again.
    expect(after.symptoms).toBe(before.symptoms);
    expect(screen.getByRole('checkbox', { name: '1' })).toBeChecked();
  });

  it('writes nothing when nothing differs, and clears a computed value that became empty', () => {
    render(<VisitForm />);
    const form = formOf!;
    const before = renderCounts();
    act(() => {
      writeChangedValues(form, FIELDS, form.getFieldsValue(true) as Record<string, unknown>, {
        visitClassification: '控制满意',
      });
    });
    expect(renderCounts()).toEqual(before);

    act(() => {
      writeChangedValues(form, FIELDS, form.getFieldsValue(true) as Record<string, unknown>, {
        visitClassification: undefined,
      });
    });
    expect(form.getFieldValue('visitClassification')).toBeUndefined();
  });
});
