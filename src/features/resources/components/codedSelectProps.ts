import { type FieldOption } from '@/services/contract';

/**
 * A choice of the paper's coded list (1红润 2苍白…): each option shows its code, and typing the
 * code the paper prints (or part of the words) finds it, so a form is filled from the paper fast.
 */
export const codedSelectProps = (label: string, options: readonly FieldOption[]) =>
  ({
    placeholder: `请选择${label}`,
    allowClear: true,
    options: options.map((option) => ({
      value: option.value,
      label: `${option.value} ${option.label}`,
    })),
    showSearch: {
      filterOption: (input: string, option?: { value?: string; label?: string }) => {
        const typed = input.trim();
        if (!typed) return true;
        return option?.value === typed || Boolean(option?.label?.includes(typed));
      },
    },
  }) as const;
