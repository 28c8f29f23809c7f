import { Radio } from 'antd';

import { type FieldSpec } from '@/services/contract';

import { codedChoices } from './paperCodes';

interface ChoiceButtonsProps {
  field: FieldSpec;
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/**
 * A coded choice of a few short answers (`FieldSpec.buttons`: 药物不良反应 1无 2有) as the paper's
 * row of boxes: each answer a radio button with its code, one click; the code typed picks it
 * and the cursor goes on (the keyboard entry's `data-code-advances`).
 */
export function ChoiceButtons({ field, ...props }: ChoiceButtonsProps) {
  return (
    <Radio.Group
      {...props}
      aria-label={field.label}
      data-code-advances=""
      options={codedChoices(field.options ?? [])}
    />
  );
}
