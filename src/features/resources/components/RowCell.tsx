import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';

import { type RowColumn } from '../model/rowColumns';
import { DATE_FORMATS, hasPaperCodes, paperCodeSelectProps } from './paperCodes';

/** A month as the paper writes it (住院史's 年 月): with a dash, or typed as six digits. */
const MONTH_FORMATS = ['YYYY-MM', 'YYYYMM'];

interface RowCellProps {
  column: RowColumn;
  label: string;
  disabled?: boolean;
  /** Injected by Form.Item: a text, a code, a number, or a date as the server stores it. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** A dated cell: the stored text ('YYYY-MM-DD', 'YYYY-MM') picked or typed as digits. */
function DateCell({ column, label, disabled, value, onChange, id }: RowCellProps) {
  const formats = column.kind === 'month' ? MONTH_FORMATS : DATE_FORMATS;
  const stored = formats[0]!;
  const day = typeof value === 'string' && value ? dayjs(value, stored, true) : undefined;
  return (
    <DatePicker
      id={id}
      disabled={disabled}
      aria-label={label}
      picker={column.kind === 'month' ? 'month' : 'date'}
      format={formats}
      placeholder={column.label}
      value={day?.isValid() ? day : undefined}
      onChange={(next) => onChange?.(next ? next.format(stored) : undefined)}
      style={{ width: '100%' }}
    />
  );
}

/**
 * One cell of a block of rows by its column's kind: a coded choice takes its code typed (as the
 * paper's code box), a date its digits.
 */
export function RowCell(props: RowCellProps) {
  const { column, label, disabled, value, onChange, id } = props;
  const common = { id, disabled, 'aria-label': label };
  switch (column.kind) {
    case 'date':
    case 'month':
      return <DateCell {...props} />;
    case 'integer':
      return (
        <InputNumber
          {...common}
          value={value as number | undefined}
          onChange={(next) => onChange?.(next ?? undefined)}
          controls={false}
          suffix={column.unit}
          style={{ width: '100%' }}
        />
      );
    case 'select': {
      const options = column.options ?? [];
      const choice = hasPaperCodes(options)
        ? paperCodeSelectProps(options)
        : {
            options: options.map((option) => ({ value: option.value, label: option.label })),
            showSearch: { optionFilterProp: 'label' },
          };
      return (
        <Select
          {...common}
          {...choice}
          placeholder={`请选择${column.label}`}
          allowClear
          value={value as string | undefined}
          onChange={(next: string | undefined) => onChange?.(next)}
        />
      );
    }
    default:
      return (
        <Input
          {...common}
          placeholder={column.placeholder}
          value={value as string | undefined}
          onChange={(event) => onChange?.(event.target.value)}
          autoComplete="off"
        />
      );
  }
}
