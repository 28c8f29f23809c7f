import { Select } from 'antd';

import { type LookupSpec } from '@/services/contract';

import { useLookupOptions } from '../hooks/useLookupOptions';

interface LookupSelectProps {
  lookup: LookupSpec | undefined;
  label: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
}

/** A choice among another family's records (管理机构, 所属区划), searchable by name. */
export function LookupSelect({ lookup, label, value, onChange, disabled, id }: LookupSelectProps) {
  const { options, loading } = useLookupOptions(lookup);
  // A stored code the user cannot list still shows, as itself, rather than vanishing.
  const withValue =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={withValue}
      loading={loading}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={`请选择${label}`}
      notFoundContent={loading ? '加载中…' : '暂无数据'}
    />
  );
}
