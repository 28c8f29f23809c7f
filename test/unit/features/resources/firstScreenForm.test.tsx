import '../../../utils/messageChannelStub';

import { render, screen } from '@testing-library/react';
import { Form } from 'antd';

import {
  FIRST_SCREEN_FIELDS,
  firstScreenGroupCount,
  groupBySection,
  RecordForm,
} from '@/features/resources';
import { HYPERTENSION_FOLLOW_UP_FIELDS } from '@/services/contract/catalogue/fields/hypertensionFields';
import { type FieldSpec } from '@/services/contract/catalogue/types';
import { firstStopToFill } from '@/shared/ui/keyboardEntry/formControls';

/**
 * A record dialog paints the sections of its first screen first and the rest right after
 * (RecordForm's `restShown`), so a new form is ready to type in at once on an old PC.
 */
describe('a form painted first screen first', () => {
  it('holds whole sections up to a screen of fields: 随访信息, 症状 and 体征 of a hypertension visit', () => {
    const groups = groupBySection(HYPERTENSION_FOLLOW_UP_FIELDS);
    const count = firstScreenGroupCount(groups);
    expect(groups.slice(0, count).map((group) => group.title)).toEqual([
      '随访信息',
      '症状',
      '体征',
    ]);
    const shown = groups.slice(0, count).flatMap((group) => group.fields).length;
    expect(shown).toBeGreaterThanOrEqual(FIRST_SCREEN_FIELDS);
    expect(shown - groups[count - 1]!.fields.length).toBeLessThan(FIRST_SCREEN_FIELDS);
  });

  it('holds every section of a short form', () => {
    const groups = groupBySection([
      { name: 'a', label: '甲', kind: 'text', section: '一' },
      { name: 'b', label: '乙', kind: 'text', section: '二' },
    ] as FieldSpec[]);
    expect(firstScreenGroupCount(groups)).toBe(2);
    expect(firstScreenGroupCount([])).toBe(0);
  });

  /** Text fields in sections of 6, 4, 4 and 3: the first screen holds the first three. */
  const sections = ([6, 4, 4, 3] as const).flatMap((size, section) =>
    Array.from({ length: size }, (_, index) => ({
      name: `f${section}${index}`,
      label: `字段${section}${index}`,
      kind: 'text' as const,
      section: `第${section + 1}部分`,
    })),
  ) as FieldSpec[];

  const TwoScreens = ({ restShown }: { restShown: boolean }) => {
    const [form] = Form.useForm();
    return (
      <RecordForm
        name="two-screens"
        form={form}
        fields={sections}
        initialValues={{}}
        restShown={restShown}
      />
    );
  };

  it('shows the first screen and says more is coming, then shows the rest', () => {
    const { container, rerender } = render(<TwoScreens restShown={false} />);
    expect(screen.getByText('第3部分')).toBeTruthy();
    expect(screen.queryByText('第4部分')).toBeNull();
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true');

    rerender(<TwoScreens restShown />);
    expect(screen.getByText('第4部分')).toBeTruthy();
    expect(container.querySelector('form')!.hasAttribute('aria-busy')).toBe(false);
  });

  /** Two text fields, the first typed in or not; jsdom lays nothing out, so each is "shown". */
  const twoFields = (firstTyped: boolean) => {
    document.body.innerHTML = `
      <form>
        <div class="ant-form-item"><input value="${firstTyped ? '张三' : ''}" /></div>
        <div class="ant-form-item"><input value="" /></div>
      </form>`;
    return document.querySelector('form')!;
  };

  it('places the cursor in an empty field of the first screen, or waits for the rest', () => {
    jest
      .spyOn(HTMLElement.prototype, 'getClientRects')
      .mockReturnValue([{}] as unknown as DOMRectList);
    const first = twoFields(false).querySelector('input');
    expect(firstStopToFill(document.querySelector('form')!, { whole: false })).toBe(first);
    twoFields(true);
    expect(firstStopToFill(document.querySelector('form')!, { whole: false })).toBe(
      document.querySelectorAll('input')[1],
    );
    // All filled: the whole form's first field; a part of it waits (nothing yet).
    document.querySelectorAll('input')[1]!.value = '男';
    expect(firstStopToFill(document.querySelector('form')!)).toBe(
      document.querySelectorAll('input')[0],
    );
    expect(firstStopToFill(document.querySelector('form')!, { whole: false })).toBeUndefined();
  });
});
