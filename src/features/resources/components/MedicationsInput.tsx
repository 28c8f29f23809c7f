import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';

import { type FieldSpec } from '@/services/contract';

/** Daily doses a follow-up form accepts; more is a typing error, not a regimen. */
export const MAX_TIMES_PER_DAY = 24;

const EMPTY_ENTRY = { drug: '', timesPerDay: 1, dose: '' };

/**
 * 用药情况 of the follow-up forms: an editable list of drug, times per day and dose per time,
 * as the national form prints it. Each row is checked on its own so the message names the row.
 */
export function MedicationsInput({ field, disabled }: { field: FieldSpec; disabled?: boolean }) {
  return (
    <Form.List name={field.name}>
      {(rows, { add, remove }) => (
        <div className="gw-medications" role="group" aria-label={field.label}>
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
              <Form.Item
                name={[name, 'drug']}
                rules={[{ required: true, whitespace: true, message: '请输入药物名称' }]}
              >
                <Input
                  aria-label={`第${index + 1}种药物名称`}
                  placeholder="药物名称"
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item
                name={[name, 'timesPerDay']}
                rules={[
                  { required: true, message: '请输入每日次数' },
                  {
                    type: 'integer',
                    min: 1,
                    max: MAX_TIMES_PER_DAY,
                    message: `每日次数应在1到${MAX_TIMES_PER_DAY}次之间`,
                  },
                ]}
              >
                <InputNumber
                  aria-label={`第${index + 1}种药物每日次数`}
                  controls={false}
                  suffix="次/日"
                  disabled={disabled}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item
                name={[name, 'dose']}
                rules={[{ required: true, whitespace: true, message: '请输入每次剂量' }]}
              >
                <Input
                  aria-label={`第${index + 1}种药物每次剂量`}
                  placeholder="如 10mg"
                  disabled={disabled}
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
