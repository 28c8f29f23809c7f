import { Radio } from 'antd';

import { type FieldOption, type FieldSpec, type ScaleSpec } from '@/services/contract';

import { CodedLabel } from './paperCodes';

/** The column an answer sits in: its code's, when the sheet codes its columns (1–4). */
const columnOf = (option: FieldOption, scale: ScaleSpec): number | undefined => {
  const column = Number(option.code);
  return Number.isInteger(column) && column >= 1 && column <= scale.columns ? column : undefined;
};

/**
 * Answers of a score sheet's row, each with its code before its words and the paper's
 * explanation in brackets set smaller beneath (1 没有 / 根本不/从来没有).
 */
const scaleChoices = (options: readonly FieldOption[], scale: ScaleSpec) =>
  options.map((option) => {
    const [words = option.label, note] = option.label.split(/（(.*)）$/);
    const column = columnOf(option, scale);
    return {
      value: option.value,
      ...(column ? { style: { gridColumn: column } } : {}),
      label: (
        <>
          <CodedLabel code={option.code ?? option.value} label={words} />
          {note && <span className="gw-scale-note">{note}</span>}
        </>
      ),
    };
  });

interface ScaleAnswersProps {
  field: FieldSpec;
  scale: ScaleSpec;
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/**
 * A score sheet's question (the TCM record, the self-care sheet, 社会功能情况): one row of radio
 * buttons in the sheet's columns, so the answers of every question line up under each other as
 * on the paper; one click, or the code the paper prints typed (the keyboard entry picks it and
 * goes on to the next question).
 */
export function ScaleAnswers({ field, scale, ...props }: ScaleAnswersProps) {
  return (
    <Radio.Group
      {...props}
      aria-label={field.label}
      className="gw-scale-row"
      data-code-advances=""
      style={{ gridTemplateColumns: `repeat(${scale.columns}, minmax(0, 1fr))` }}
      options={scaleChoices(field.options ?? [], scale)}
    />
  );
}
