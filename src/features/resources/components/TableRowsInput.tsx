import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';

import { type FieldSpec, type TableColumnSpec } from '@/services/contract';

import { tableCellRules } from '../model/fieldRules';
import { codedSelectProps } from './codedSelectProps';

const DAY = 'YYYY-MM-DD';
const MONTH = 'YYYY-MM';

interface CellProps {
  column: TableColumnSpec;
  label: string;
  disabled?: boolean;
  /** Injected by Form.Item: the cell's text ('YYYY-MM-DD', 'YYYY-MM', a code, a text). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
}

/** One cell by its column's kind; dates stay the text the server stores. */
function Cell({ column, label, disabled, value, onChange, id }: CellProps) {
  const common = { id, disabled, 'aria-label': label };
  switch (column.kind) {
    case 'date':
    case 'month': {
      const format = column.kind === 'date' ? DAY : MONTH;
      const day = value ? dayjs(value, format, true) : undefined;
      return (
        <DatePicker
          {...common}
          picker={column.kind === 'date' ? 'date' : 'month'}
          format={format}
          placeholder={column.label}
          value={day?.isValid() ? day : undefined}
          onChange={(next) => onChange?.(next ? next.format(format) : undefined)}
          style={{ width: '100%' }}
        />
      );
    }
    case 'select':
      return (
        <Select
          {...common}
          {...codedSelectProps(column.label, column.options ?? [])}
          value={value}
          onChange={(next: string | undefined) => onChange?.(next)}
        />
      );
    default:
      return (
        <Input
          {...common}
          placeholder={column.label}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          autoComplete="off"
        />
      );
  }
}

/**
 * A table of the paper as editable rows (住院史, 主要用药情况…): one line per row, its columns
 * side by side, at most as many rows as the paper has. Each cell is checked by the server's
 * check of the table, so the message names the row and column as the server's would.
 */
export function TableRowsInput({ field, disabled }: { field: FieldSpec; disabled?: boolean }) {
  const columns = field.columns ?? [];
  const maxRows = field.maxRows ?? 10;
  const grid = { gridTemplateColumns: `${columns.map(() => 'minmax(96px, 1fr)').join(' ')} 32px` };
  return (
    <Form.List name={field.name}>
      {(rows, { add, remove }) => (
        <div className="gw-medications gw-table-rows" role="group" aria-label={field.label}>
          {rows.length > 0 && (
            <div className="gw-medications-row gw-medications-head" style={grid} aria-hidden>
              {columns.map((column) => (
                <span key={column.name}>{column.label}</span>
              ))}
              <span />
            </div>
          )}
          {rows.map(({ key, name }, index) => (
            <div className="gw-medications-row" key={key} style={grid}>
              {columns.map((column) => (
                <Form.Item
                  key={column.name}
                  name={[name, column.name]}
                  rules={tableCellRules(field, index, column)}
                >
                  <Cell
                    column={column}
                    label={`${field.label}第${index + 1}行${column.label}`}
                    disabled={disabled}
                  />
                </Form.Item>
              ))}
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除${field.label}第${index + 1}行`}
                disabled={disabled}
                onClick={() => remove(name)}
              />
            </div>
          ))}
          {!disabled && rows.length < maxRows && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
              添加一行（最多{maxRows}行）
            </Button>
          )}
          {disabled && rows.length === 0 && <span className="gw-muted">无</span>}
        </div>
      )}
    </Form.List>
  );
}
