import { Form, type FormItemProps, Input } from 'antd';

export type PasswordItemProps = Pick<
  FormItemProps,
  'label' | 'name' | 'rules' | 'dependencies' | 'extra' | 'validateTrigger'
> & {
  input: {
    placeholder: string;
    autoComplete: 'current-password' | 'new-password';
    maxLength: number;
  };
};

/**
 * One password row of the change-password form. The item's props are spread as given, so a row
 * that leaves out dependencies or validateTrigger keeps the form's defaults.
 */
export function PasswordItem({ input, ...item }: PasswordItemProps) {
  return (
    <Form.Item {...item}>
      <Input.Password {...input} />
    </Form.Item>
  );
}
