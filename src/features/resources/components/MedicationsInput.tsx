import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { type KeyboardEvent, useRef } from 'react';

import { type FieldSpec } from '@/services/contract';
import { focusNextField } from '@/shared/ui/keyboardEntry';

import { medicationRules } from '../model/fieldRules';

const EMPTY_ENTRY = { drug: '', timesPerDay: 1, dose: '' };

/**
 * 用药情况 of the follow-up forms: an editable list of drug, times per day and dose per time,
 * as the national form prints it. Each cell is checked by the server's check of the list, so the
 * message names the row as the server's would.
 */
export function MedicationsInput({ field, disabled }: { field: FieldSpec; disabled?: boolean }) {
  const block = useRef<HTMLDivElement>(null);
  const form = Form.useFormInstance();
  /** Enter on the last row's 每次剂量, that row named: a new row, the cursor in its 药物名称. */
  const addOnEnter =
    (add: (entry: typeof EMPTY_ENTRY) => void, index: number, count: number) =>
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter' || event.shiftKey || index !== count - 1) return;
      const drug = form.getFieldValue([field.name, index, 'drug']) as unknown;
      event.preventDefault();
      // A last row without a drug ends the list: the cursor goes on to the next field.
      if (typeof drug !== 'string' || drug.trim() === '') {
        focusNextField(event.currentTarget);
        return;
      }
      add({ ...EMPTY_ENTRY });
      setTimeout(() =>
        block.current
          ?.querySelector<HTMLInputElement>(`[aria-label="第${count + 1}种药物名称"]`)
          ?.focus(),
      );
    };
  return (
    <Form.List name={field.name}>
      {(rows, { add, remove }) => (
        <div className="gw-medications" role="group" aria-label={field.label} ref={block}>
          {rows.length > 0 && (
            <div className="gw-medications-row gw-medications-head" aria-hidden>
              <span>药物名称</span>
              <span>每日次数</span>
              <span>每次剂量</span>
              <span />
            </div>
          )}
          {rows.map(({ key, name }, index) => (
            <div className="gw-medications-row" key={key}>
              <Form.Item name={[name, 'drug']} rules={medicationRules(field, index, 'drug')}>
                <Input
                  aria-label={`第${index + 1}种药物名称`}
                  placeholder="药物名称"
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item
                name={[name, 'timesPerDay']}
                rules={medicationRules(field, index, 'timesPerDay')}
              >
                <InputNumber
                  aria-label={`第${index + 1}种药物每日次数`}
                  controls={false}
                  suffix="次/日"
                  disabled={disabled}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item name={[name, 'dose']} rules={medicationRules(field, index, 'dose')}>
                <Input
                  aria-label={`第${index + 1}种药物每次剂量`}
                  placeholder="如 10mg"
                  disabled={disabled}
                  {...(index === rows.length - 1 ? { 'data-own-enter': true } : {})}
                  onKeyDown={addOnEnter(add, index, rows.length)}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除第${index + 1}种药物`}
                disabled={disabled}
                onClick={() => remove(name)}
              />
            </div>
          ))}
          {!disabled && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ ...EMPTY_ENTRY })}
              block
            >
              添加药物
            </Button>
          )}
          {disabled && rows.length === 0 && <span className="gw-muted">无</span>}
        </div>
      )}
    </Form.List>
  );
}
