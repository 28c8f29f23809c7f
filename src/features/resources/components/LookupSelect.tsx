import { Select } from 'antd';

import { type LookupSpec } from '@/services/contract';

import { useLookupOptions } from '../hooks/useLookupOptions';
import { searchableSelectProps } from './searchableSelectProps';

interface LookupSelectProps {
  lookup: LookupSpec | undefined;
  label: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
}

/** A choice among another family's records (管理机构, 所属区划), searchable by name. */
export function LookupSelect({ lookup, label, value, ...control }: LookupSelectProps) {
  const { options, loading } = useLookupOptions(lookup);
  // A stored code the user cannot list still shows, as itself, rather than vanishing.
  const withValue =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <Select
      {...control}
      {...searchableSelectProps(label)}
      value={value}
      options={withValue}
      loading={loading}
      notFoundContent={loading ? '加载中…' : '暂无数据'}
    />
  );
}
