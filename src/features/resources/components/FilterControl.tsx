import { DatePicker, Input, Select } from 'antd';

import { type FieldSpec } from '@/services/contract';

import { LookupSelect } from './LookupSelect';
import { searchableSelectProps } from './searchableSelectProps';

const FLAG_OPTIONS = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

/** The search-form input of a filter field: choices as selects, dates as a range, else text. */
export function FilterControl({
  field,
  ...control
}: {
  field: FieldSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const props = control as object;
  switch (field.kind) {
    case 'select':
    case 'multiselect':
      return (
        <Select
          {...props}
          {...searchableSelectProps(field.label)}
          options={field.options ? [...field.options] : []}
          {...(field.kind === 'multiselect'
            ? { mode: 'multiple' as const, maxTagCount: 'responsive' as const }
            : {})}
        />
      );
    case 'lookup':
      return <LookupSelect {...props} lookup={field.lookup} label={field.label} />;
    case 'boolean':
      return (
        <Select {...props} options={FLAG_OPTIONS} placeholder={`请选择${field.label}`} allowClear />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker.RangePicker
          {...props}
          placeholder={['开始日期', '结束日期']}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <Input {...props} placeholder={`请输入${field.label}`} allowClear autoComplete="off" />
      );
  }
}
