import { DatePicker } from 'antd';
import dayjs from 'dayjs';

import { deploymentNow } from '@/shared/time';

const FORMAT = 'YYYY-MM';

interface MonthInputProps {
  placeholder: string;
  disabled?: boolean;
  /** Injected by Form.Item: 'YYYY-MM' text, as 确诊时间 is stored (年/月 on paper). */
  value?: unknown;
  onChange?: (value: string | null) => void;
  id?: string;
}

/** A year-and-month picker whose value stays the stored text. */
export function MonthInput({ placeholder, disabled, value, onChange, id }: MonthInputProps) {
  const parsed = typeof value === 'string' && value ? dayjs(`${value}-01`) : null;
  return (
    <DatePicker
      id={id}
      picker="month"
      format={FORMAT}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={parsed?.isValid() ? parsed : null}
      disabledDate={(day) => day.isAfter(deploymentNow(), 'month')}
      onChange={(day) => onChange?.(day ? day.format(FORMAT) : null)}
    />
  );
}
