import { Col, Divider, Form, type FormInstance, Row } from 'antd';
import { memo, type ReactNode, useMemo } from 'react';

import { type FieldKind, type FieldSpec } from '@/services/contract';
import {
  type FieldDependencies,
  usePausedDependentChecks,
} from '@/shared/form/pausedDependentChecks';
import { TYPING_PAUSE_MS } from '@/shared/form/typingPause';
import { valuesTyped } from '@/shared/form/useWatchNow';
import { EVERY_ENTRY_ATTRIBUTE } from '@/shared/ui/keyboardEntry';

import { type FieldRules } from '../formExtensions';
import {
  type FieldGroup,
  firstScreenGroupCount,
  groupBySection,
  isWideField,
} from '../model/fieldModel';
import { ruleDependencies, rulesFor } from '../model/fieldRules';
import { type FormValues } from '../model/formValues';
import { rowsModelOf } from '../model/rowColumns';
import { FieldControl } from './FieldControl';
import { RowsInput } from './RowsInput';

/** Fields outside any section, after titled ones, go under this heading. */
const OTHER_SECTION = '其他信息';

interface RecordFormProps {
  /** Unique on the page: antd prefixes the inputs' ids with it, so labels find their inputs. */
  name: string;
  form: FormInstance<FormValues>;
  fields: readonly FieldSpec[];
  initialValues: FormValues;
  readOnly?: boolean;
  onValuesChange?: (changed: FormValues, all: FormValues) => void;
  /** A control of the dialog's own for a field (the resident picker), else the kind's. */
  controlFor?: (field: FieldSpec, disabled: boolean) => ReactNode | undefined;
  /** A family's own rules for a field (the follow-ups' plausibility checks). */
  extraRules?: (field: FieldSpec) => FieldRules | undefined;
  /** Fields left out of the form for now (a family's rules decide, see FormExtension). */
  hiddenFields?: ReadonlySet<string>;
  /** Fields the family's rules compute: shown, never typed in. */
  computedFields?: ReadonlySet<string>;
  /**
   * False while only the sections of the first screen are to render (a dialog's first paint);
   * the rest mount when it turns true. Only mounted fields validate and save, so whoever saves
   * turns it true first. Default true.
   */
  restShown?: boolean;
}

/** Kinds typed key by key: their checks wait for a pause in the typing. */
const TYPED_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'textarea',
  'name',
  'idCard',
  'phone',
  'integer',
  'number',
  'decimal2',
  'decimal4',
]);

type FieldStates = Pick<RecordFormProps, 'controlFor' | 'extraRules' | 'computedFields'> & {
  /** Every field of the form, for the pairs a field declares (舒张压 with 收缩压). */
  allFields: readonly FieldSpec[];
};

/** A field the user cannot change here: a read-only form, a read-only or a computed field. */
const isDisabled = (
  field: FieldSpec,
  readOnly: boolean,
  computedFields: ReadonlySet<string> | undefined,
): boolean => readOnly || Boolean(field.readonly) || Boolean(computedFields?.has(field.name));

/**
 * One field row. Memoised: a field re-renders when its own props change (or the form store
 * tells its Form.Item a value changed), not each time the form renders its sections, so a
 * keystroke or a prefill costs the fields it touches, not the whole form. The callers keep
 * `controlFor`, `extraRules` and the field sets stable between renders that change nothing.
 * (A render of antd's `Form` itself still re-renders every `Form.Item`: see `RecordForm`.)
 */
const FormField = memo(function FormField({
  field,
  readOnly,
  controlFor,
  extraRules,
  computedFields,
  allFields,
}: { field: FieldSpec; readOnly: boolean } & FieldStates) {
  const disabled = isDisabled(field, readOnly, computedFields);
  const extra = disabled ? undefined : extraRules?.(field);
  // The keyboard layer's mark: Enter walks the fields filled at each entry (keyboardEntry).
  const mark = field.everyEntry && !disabled ? { [EVERY_ENTRY_ATTRIBUTE]: '' } : {};
  if (rowsModelOf(field)) {
    return (
      <Form.Item label={field.label} required={field.required} {...mark}>
        <RowsInput field={field} disabled={disabled} />
      </Form.Item>
    );
  }
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      rules={disabled ? [] : [...rulesFor(field, allFields), ...(extra?.rules ?? [])]}
      {...(TYPED_KINDS.has(field.kind) ? { validateDebounce: TYPING_PAUSE_MS } : {})}
      {...(field.kind === 'boolean' ? { valuePropName: 'checked' } : {})}
      {...mark}
    >
      {controlFor?.(field, Boolean(disabled)) ?? <FieldControl field={field} disabled={disabled} />}
    </Form.Item>
  );
});

function Section({
  group,
  titled,
  readOnly,
  ...states
}: { group: FieldGroup; titled: boolean; readOnly: boolean } & FieldStates) {
  return (
    <section className="gw-form-section">
      {titled && (
        <Divider titlePlacement="start" className="gw-form-divider">
          {group.title ?? OTHER_SECTION}
        </Divider>
      )}
      <Row gutter={24}>
        {group.fields.map((field) => (
          // Two columns from 992 px (the platform's desktop breakpoint), one below.
          <Col key={field.name} xs={24} lg={isWideField(field) ? 24 : 12}>
            <FormField field={field} readOnly={readOnly} {...states} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/**
 * A record's form: the fields in their sections (the national forms' 症状, 体征, 用药情况…),
 * each with the shared validation rules. Values stay in the form instance the dialog owns, so
 * they survive a failed save and a hidden tab.
 *
 * Memoised, with its callers' props kept stable (`useLatestCallback` for `onValuesChange`): each
 * render of antd's `Form` gives its context a new value (its merged tooltip), which re-renders
 * every `Form.Item` however memoised the rows are, and each re-rendered item reads the layout
 * (`isVisible`). The dialog's own state (dirty, the keyboard layer's area) must not cost that.
 */
export const RecordForm = memo(function RecordForm({
  name,
  form,
  fields,
  initialValues,
  readOnly = false,
  onValuesChange,
  hiddenFields,
  restShown = true,
  ...states
}: RecordFormProps) {
  const groups = useMemo(
    () =>
      groupBySection(
        hiddenFields?.size ? fields.filter((field) => !hiddenFields.has(field.name)) : fields,
      ),
    [fields, hiddenFields],
  );
  const { extraRules, computedFields } = states;
  const dependencies = useMemo<FieldDependencies>(
    () =>
      new Map(
        fields
          .filter((field) => !isDisabled(field, readOnly, computedFields))
          .map((field) => [
            field.name,
            [
              ...new Set([
                ...ruleDependencies(field),
                ...(extraRules?.(field)?.dependencies ?? []),
              ]),
            ],
          ]),
      ),
    [fields, readOnly, extraRules, computedFields],
  );
  const checkDependents = usePausedDependentChecks(form, dependencies, TYPING_PAUSE_MS);
  const titled = groups.some((group) => group.title !== undefined);
  const shown = restShown ? groups : groups.slice(0, firstScreenGroupCount(groups));
  return (
    <Form
      name={name}
      form={form}
      layout="horizontal"
      labelCol={{ flex: '128px' }}
      labelWrap
      // A basis of 0 keeps a wide control (the symptoms' checkboxes) beside its label.
      wrapperCol={{ flex: '1 1 0' }}
      colon={false}
      initialValues={initialValues}
      onValuesChange={(changed: FormValues, all: FormValues) => {
        onValuesChange?.(changed, all);
        // The live prompts (useWatchNow) hear the user's edit with the keystroke itself.
        valuesTyped(form);
        // The fields whose checks read the edited ones, once typing pauses.
        checkDependents(Object.keys(changed));
      }}
      scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
      className="gw-record-form"
      requiredMark
      // Assistive technology (and a test) hears that more of the form is coming.
      aria-busy={restShown ? undefined : true}
    >
      {shown.map((group) => (
        <Section
          key={group.title ?? OTHER_SECTION}
          group={group}
          titled={titled}
          readOnly={readOnly}
          allFields={fields}
          {...states}
        />
      ))}
    </Form>
  );
});
