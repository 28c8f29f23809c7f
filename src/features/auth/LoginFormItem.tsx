import { Field, FieldContext, type Meta, type Rule } from '@rc-component/form';
import { ConfigProvider } from 'antd';
import { FormContext } from 'antd/lib/form/context';
import StatusProvider from 'antd/lib/form/FormItem/StatusProvider';
import { getFieldId } from 'antd/lib/form/util';
import { cloneElement, type ReactElement, type ReactNode, useContext, useState } from 'react';

type ControlProps = Record<string, unknown>;

const NO_META: Meta = {
  errors: [],
  warnings: [],
  touched: false,
  validating: false,
  name: [],
  validated: false,
};

const NO_MESSAGES: ReactNode[] = [];

/**
 * What antd's `<Form.Item noStyle name rules>` does for one control of the sign-in form, and no
 * more: binds the value through the form's field (`@rc-component/form`, antd's own), gives the
 * control its id, `aria-required`, `aria-invalid` and `aria-describedby` (the message's id,
 * LoginField) exactly as antd's item does, and its error status through antd's StatusProvider.
 * antd's `Form.Item` module also holds the labelled item (a label with its Tooltip and trigger,
 * grid columns, an animated error list) that this page never shows; importing it put them all
 * into the sign-in page's code (the sign-in route's budget: ≤ 180 KiB before the form).
 */
export function LoginFormItem({
  name,
  rules,
  valuePropName,
  children,
}: {
  name: string;
  rules?: Rule[];
  /** The control's value prop: `checked` for a checkbox. */
  valuePropName?: string;
  children: ReactElement<ControlProps>;
}) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { name: formName } = useContext(FormContext);
  const { validateTrigger } = useContext(FieldContext);
  const [meta, setMeta] = useState<Meta>(NO_META);
  const required = rules?.some((rule) => typeof rule === 'object' && rule.required) ?? false;
  const errors = meta.errors.length > 0 ? meta.errors : NO_MESSAGES;
  const warnings = meta.warnings.length > 0 ? meta.warnings : NO_MESSAGES;

  return (
    <Field
      name={name}
      rules={rules}
      valuePropName={valuePropName}
      validateTrigger={validateTrigger}
      onMetaChange={(next: Meta & { destroy?: boolean }) => setMeta(next.destroy ? NO_META : next)}
    >
      {(control: ControlProps, fieldMeta: Meta) => {
        const fieldId = getFieldId(fieldMeta.name, formName);
        const childProps: ControlProps = { ...children.props, ...control };
        childProps.id ??= fieldId;
        if (errors.length > 0 || warnings.length > 0) {
          childProps['aria-describedby'] = `${fieldId}_help`;
        }
        if (errors.length > 0) childProps['aria-invalid'] = 'true';
        if (required) childProps['aria-required'] = 'true';
        // The control's own handlers run after the form's, as with antd's item.
        for (const event of new Set(['onChange', ...toList(validateTrigger)])) {
          childProps[event] = (...args: unknown[]) => {
            callIfFunction(control[event], args);
            callIfFunction(children.props[event], args);
          };
        }
        return (
          <StatusProvider
            prefixCls={getPrefixCls('form')}
            meta={meta}
            errors={errors}
            warnings={warnings}
            noStyle
            name={name}
          >
            {cloneElement(children, childProps)}
          </StatusProvider>
        );
      }}
    </Field>
  );
}

const toList = (value: string | string[] | false | undefined): string[] =>
  value ? (Array.isArray(value) ? value : [value]) : [];

const callIfFunction = (handler: unknown, args: unknown[]) => {
  if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
};
