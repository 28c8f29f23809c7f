import { Checkbox } from 'antd';

import { exclusiveNone } from '@/domain/archives';
import { type FieldOption } from '@/services/contract';

interface ExclusiveCheckboxGroupProps {
  options: readonly FieldOption[];
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: string[]) => void;
  id?: string;
}

const codesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];

/**
 * A multi-choice of the national form whose first box (code 1: 无, 无残疾) excludes the others:
 * ticking it clears them, ticking another clears it (national-forms.md §0).
 */
export function ExclusiveCheckboxGroup({
  options,
  disabled,
  value,
  onChange,
  id,
}: ExclusiveCheckboxGroupProps) {
  const current = codesOf(value);
  return (
    <Checkbox.Group
      {...(id ? { id } : {})}
      {...(disabled ? { disabled } : {})}
      options={[...options]}
      value={current}
      onChange={(next) => onChange?.(exclusiveNone(codesOf(next), current))}
    />
  );
}

/** True for a multi-choice whose code 1 is a 无 option. */
export const hasExclusiveNone = (options: readonly FieldOption[] | undefined): boolean =>
  options?.[0]?.value === '1' && options[0].label.startsWith('无');
