import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select } from 'antd';

import { type FieldSpec } from '@/services/contract';

import { serviceItemRules } from '../model/fieldRules';

const EMPTY_ENTRY = { name: '', rule: undefined, times: 1 };

/**
 * 服务项目 of a service package: an editable list of item, 履约依据 (which saved records deliver
 * it) and times a year. Each cell is checked by the kernel's check of the list, so the message
 * names the row as the server's would.
 */
export function ServiceItemsInput({ field, disabled }: { field: FieldSpec; disabled?: boolean }) {
  const rules = (field.options ?? []).map((option) => ({
    value: option.value,
    label: option.label,
  }));
  return (
    <Form.List name={field.name}>
      {(rows, { add, remove }) => (
        <div className="gw-medications" role="group" aria-label={field.label}>
          {rows.length > 0 && (
            <div className="gw-medications-row gw-medications-head" aria-hidden>
              <span>服务项目名称</span>
              <span>履约依据</span>
              <span>每年次数</span>
              <span />
            </div>
          )}
          {rows.map(({ key, name }, index) => (
            <div className="gw-medications-row" key={key}>
              <Form.Item name={[name, 'name']} rules={serviceItemRules(field, index, 'name')}>
                <Input
                  aria-label={`第${index + 1}项服务项目名称`}
                  placeholder="如 高血压面对面随访"
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item name={[name, 'rule']} rules={serviceItemRules(field, index, 'rule')}>
                <Select
                  aria-label={`第${index + 1}项履约依据`}
                  placeholder="请选择"
                  options={rules}
                  showSearch={{ optionFilterProp: 'label' }}
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item name={[name, 'times']} rules={serviceItemRules(field, index, 'times')}>
                <InputNumber
                  aria-label={`第${index + 1}项每年次数`}
                  controls={false}
                  suffix="次/年"
                  disabled={disabled}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除第${index + 1}项服务项目`}
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
              添加服务项目
            </Button>
          )}
          {disabled && rows.length === 0 && <span className="gw-muted">无</span>}
        </div>
      )}
    </Form.List>
  );
}
