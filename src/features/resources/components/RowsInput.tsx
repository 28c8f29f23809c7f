import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { type KeyboardEvent, useRef } from 'react';

import { type FieldSpec } from '@/services/contract';
import { focusNextField, focusStop, ownsEnter } from '@/shared/ui/keyboardEntry';

import { type RowsModel, rowsModelOf } from '../model/rowColumns';
import { RowCell } from './RowCell';

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The first control a person types into in a row's first cell. */
const FIRST_CONTROL = 'input:not([type="hidden"]), textarea, [role="combobox"]';

/**
 * A block of rows of the paper (用药情况, 服务项目, the 健康体检表's 住院史, 家庭病床史, 主要用药
 * 情况, 非免疫规划预防接种史) as a table: one row per entry, its cells side by side under
 * header cells, at most as many rows as the paper has. Enter on the last row's last cell adds a
 * row and puts the cursor in its first cell (a last row with nothing in its first cell ends the
 * block: the cursor goes on to the next field). Each cell is checked by the kernel's check of the
 * block, so the message names the row and column as the server's would.
 */
export function RowsInput({ field, disabled }: { field: FieldSpec; disabled?: boolean }) {
  const model: RowsModel = rowsModelOf(field)!;
  const { columns, emptyRow, maxRows } = model;
  const block = useRef<HTMLDivElement>(null);
  const form = Form.useFormInstance();
  const grid = { gridTemplateColumns: `${columns.map((column) => column.track).join(' ')} 32px` };
  const minWidth = columns.length > 3 ? { minWidth: `${columns.length * 112 + 40}px` } : {};

  /** The cursor in row `index`'s first cell, once the row is drawn. */
  const focusRow = (index: number) =>
    setTimeout(() =>
      focusStop(
        block.current?.querySelector<HTMLElement>(`[data-row="${index}"] ${FIRST_CONTROL}`) ??
          undefined,
      ),
    );

  const addOnEnter =
    (add: (row: object) => void, index: number, count: number) =>
    (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
      // An open list (a select's options) takes Enter to pick first; the next Enter adds.
      if (ownsEnter(target)) return;
      event.preventDefault();
      event.stopPropagation();
      const first = form.getFieldValue([field.name, index, columns[0]!.name]) as unknown;
      if (isBlank(first) || (maxRows !== undefined && count >= maxRows)) {
        focusNextField(target);
        return;
      }
      add({ ...emptyRow });
      focusRow(count);
    };

  return (
    <Form.List name={field.name}>
      {(rows, { add, remove }) => (
        <div className="gw-rows" ref={block}>
          {rows.length > 0 && (
            <div className="gw-rows-table" role="table" aria-label={field.label}>
              <div className="gw-rows-row gw-rows-head" role="row" style={{ ...grid, ...minWidth }}>
                {columns.map((column) => (
                  <span key={column.name} role="columnheader">
                    {column.label}
                  </span>
                ))}
                <span role="columnheader">
                  <span className="gw-visually-hidden">删除</span>
                </span>
              </div>
              {rows.map(({ key, name }, index) => (
                <div
                  className="gw-rows-row"
                  role="row"
                  key={key}
                  data-row={index}
                  style={{ ...grid, ...minWidth }}
                >
                  {columns.map((column, columnIndex) => {
                    const last = index === rows.length - 1 && columnIndex === columns.length - 1;
                    return (
                      <div
                        key={column.name}
                        role="cell"
                        {...(last && !disabled
                          ? {
                              'data-own-enter': true,
                              onKeyDownCapture: addOnEnter(add, index, rows.length),
                            }
                          : {})}
                      >
                        <Form.Item name={[name, column.name]} rules={column.rules(index)}>
                          <RowCell
                            column={column}
                            label={column.cellLabel(index)}
                            disabled={disabled}
                          />
                        </Form.Item>
                      </div>
                    );
                  })}
                  <div role="cell">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={model.removeLabel(index)}
                      title={model.removeLabel(index)}
                      disabled={disabled}
                      onClick={() => remove(name)}
                    />
                  </div>
                </div>
              ))}
            </div>
          )}
          {!disabled && (maxRows === undefined || rows.length < maxRows) && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => {
                add({ ...emptyRow });
                focusRow(rows.length);
              }}
              block
            >
              {model.addLabel}
            </Button>
          )}
          {disabled && rows.length === 0 && <span className="gw-muted">无</span>}
        </div>
      )}
    </Form.List>
  );
}
