import { Checkbox, DatePicker, Input, InputNumber, Select, Switch } from 'antd';

import { type FieldSpec } from '@/services/contract';

import { ChoiceButtons } from './ChoiceButtons';
import { LookupSelect } from './LookupSelect';
import {
  codedChoices,
  DATE_FORMATS,
  DATETIME_FORMATS,
  hasPaperCodes,
  paperCodeSelectProps,
} from './paperCodes';
import { ScaleAnswers } from './ScaleAnswers';

/** A checkbox group reads well up to this many choices; longer lists become a multi-select. */
const CHECKBOX_LIMIT = 12;
/** Long choice lists (民族) get a search box. */
const SEARCHABLE_FROM = 9;

interface FieldControlProps {
  field: FieldSpec;
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/**
 * A group of ticks is role="group", where aria-required is not allowed (WCAG 4.1.2, axe's
 * aria-allowed-attr): the label's mark and the rule's message say a tick is needed.
 */
const withoutRequired = (props: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(props).filter(([name]) => name !== 'aria-required'));

/**
 * The input of one form field by its kind. Form.Item passes value/onChange/id through; numeric
 * bounds are not given to the inputs (they would clamp silently), the rules report them.
 */
export function FieldControl({ field, disabled, ...control }: FieldControlProps) {
  const props = { ...control, disabled } as Record<string, unknown>;
  const typed = `请输入${field.label}`;
  const chosen = `请选择${field.label}`;
  switch (field.kind) {
    case 'integer':
    case 'number':
    case 'decimal2':
    case 'decimal4':
      return (
        <InputNumber
          {...props}
          controls={false}
          placeholder={typed}
          suffix={field.unit}
          style={{ width: '100%' }}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...props}
          placeholder={typed}
          autoSize={{ minRows: 2, maxRows: 6 }}
          {...(field.maxLength ? { showCount: true, maxLength: field.maxLength } : {})}
        />
      );
    case 'select':
      // A score sheet's question: one row of radio buttons, one click or one code typed (the
      // keyboard entry picks the code and goes on to the next question).
      if (field.scale) return <ScaleAnswers {...props} field={field} scale={field.scale} />;
      if (field.buttons) return <ChoiceButtons {...props} field={field} />;
      // A coded list (the paper's code boxes): the code typed picks, each option shows it.
      if (hasPaperCodes(field.options)) {
        return (
          <Select
            {...props}
            {...paperCodeSelectProps(field.options ?? [])}
            placeholder={chosen}
            allowClear
          />
        );
      }
      return (
        <Select
          {...props}
          options={field.options ? [...field.options] : []}
          placeholder={chosen}
          allowClear
          showSearch={
            (field.options?.length ?? 0) >= SEARCHABLE_FROM ? { optionFilterProp: 'label' } : false
          }
        />
      );
    case 'multiselect':
      return (field.options?.length ?? 0) <= CHECKBOX_LIMIT ? (
        <Checkbox.Group
          {...withoutRequired(props)}
          aria-label={field.label}
          options={
            hasPaperCodes(field.options)
              ? codedChoices(field.options ?? [])
              : [...(field.options ?? [])]
          }
        />
      ) : (
        <Select
          {...props}
          mode="multiple"
          options={field.options ? [...field.options] : []}
          placeholder={chosen}
          allowClear
        />
      );
    case 'lookup':
      return (
        <LookupSelect
          {...(props as object)}
          lookup={field.lookup}
          label={field.label}
          disabled={disabled}
        />
      );
    case 'date':
      return (
        <DatePicker
          {...props}
          format={DATE_FORMATS}
          placeholder={chosen}
          style={{ width: '100%' }}
        />
      );
    case 'datetime':
      return (
        <DatePicker
          {...props}
          showTime
          format={DATETIME_FORMATS}
          placeholder={chosen}
          style={{ width: '100%' }}
        />
      );
    case 'boolean':
      return <Switch {...props} checkedChildren="是" unCheckedChildren="否" />;
    case 'idCard':
      return <Input {...props} placeholder={typed} maxLength={18} allowClear autoComplete="off" />;
    case 'phone':
      return (
        <Input
          {...props}
          placeholder={typed}
          maxLength={20}
          allowClear
          inputMode="tel"
          autoComplete="off"
        />
      );
    default:
      return <Input {...props} placeholder={typed} allowClear autoComplete="off" />;
  }
}
