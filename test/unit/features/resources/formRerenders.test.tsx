import '../../../utils/messageChannelStub';

import { fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { type ComponentProps, useState } from 'react';

import { type FormValues, RecordForm } from '@/features/resources';
import { type FieldSpec } from '@/services/contract/catalogue/types';
import { useLatestCallback } from '@/shared/hooks/useLatestCallback';

/**
 * A record form does not re-render with its dialog's own state: every render of antd's `Form`
 * re-renders each `Form.Item` (and each item reads the layout), so the form is memoised and its
 * callers keep their props stable (`useLatestCallback`).
 */
const FIELDS = [
  { name: 'a', label: '甲', kind: 'text', section: '一' },
  { name: 'b', label: '乙', kind: 'text', section: '一' },
  { name: 'c', label: '丙', kind: 'text', section: '二' },
] as FieldSpec[];
const INITIAL: FormValues = {};

const controlRendered = jest.fn();
/** A field's control that counts its renders: its Form.Item clones it on each of its own. */
function CountedInput(props: ComponentProps<typeof Input>) {
  controlRendered();
  return <Input {...props} />;
}
const controlRenders = () => controlRendered.mock.calls.length;
const controlFor = (field: FieldSpec, disabled: boolean) => (
  <CountedInput aria-label={field.label} disabled={disabled} />
);

/**
 * The layout reads of the items' renders: antd's item holder asks `isVisible` of its element
 * (`offsetParent` first) each time it renders after its first, a forced layout in a browser.
 */
const layoutReads = () => jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get');

/** A dialog-like parent: state of its own (a counter, 已修改), the form's props kept stable. */
function Dialog({ onTyped }: { onTyped: (times: number) => void }) {
  const [form] = Form.useForm<FormValues>();
  const [renders, setRenders] = useState(0);
  const [readOnly, setReadOnly] = useState(false);
  const [typed, setTyped] = useState(0);
  const onValuesChange = useLatestCallback(() => {
    // The latest render's state, though the callback given to the form never changes.
    onTyped(typed + 1);
    setTyped(typed + 1);
  });
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        重绘{renders}
      </button>
      <button type="button" onClick={() => setReadOnly(!readOnly)}>
        只读
      </button>
      {typed > 0 && <span>已修改</span>}
      <RecordForm
        name="rerenders"
        form={form}
        fields={FIELDS}
        initialValues={INITIAL}
        readOnly={readOnly}
        onValuesChange={onValuesChange}
        controlFor={controlFor}
      />
    </>
  );
}

describe('a record form and the dialog around it', () => {
  afterEach(() => {
    controlRendered.mockClear();
    jest.restoreAllMocks();
  });

  it('renders no field again, and reads no layout, when only the dialog’s own state changes', () => {
    render(<Dialog onTyped={() => undefined} />);
    const mounted = controlRenders();
    expect(mounted).toBeGreaterThanOrEqual(FIELDS.length);
    const reads = layoutReads();

    fireEvent.click(screen.getByText('重绘0'));
    fireEvent.click(screen.getByText('重绘1'));
    expect(screen.getByText('重绘2')).toBeTruthy();
    expect(controlRenders()).toBe(mounted);
    expect(reads).not.toHaveBeenCalled();
  });

  it('renders the fields again when a prop of the form changes', () => {
    render(<Dialog onTyped={() => undefined} />);
    const mounted = controlRenders();
    const reads = layoutReads();
    fireEvent.click(screen.getByText('只读'));
    expect(controlRenders()).toBeGreaterThanOrEqual(mounted + FIELDS.length);
    // Each item rendered again read the layout.
    expect(reads.mock.calls.length).toBeGreaterThanOrEqual(FIELDS.length);
    expect(screen.getByLabelText<HTMLInputElement>('甲').disabled).toBe(true);
  });

  it('calls the latest onValuesChange rendered, and a typed value re-renders only its field', () => {
    const typedTimes: number[] = [];
    render(<Dialog onTyped={(times) => typedTimes.push(times)} />);
    const mounted = controlRenders();
    fireEvent.change(screen.getByLabelText('甲'), { target: { value: '1' } });
    expect(screen.getByText('已修改')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('甲'), { target: { value: '12' } });
    // The second edit saw the state the first one set.
    expect(typedTimes).toEqual([1, 2]);
    expect(controlRenders() - mounted).toBe(2);
  });
});
