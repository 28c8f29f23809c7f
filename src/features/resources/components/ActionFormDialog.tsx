import { Form, Modal } from 'antd';

import { type FormValues, toDraftBody } from '../model/formValues';
import { type RecordAction } from '../model/recordActions';
import { FieldControl } from './FieldControl';

interface ActionFormDialogProps {
  action: RecordAction;
  /** The record's name, for the title. */
  name: string | undefined;
  running: boolean;
  onRun: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

/**
 * The asked fields as the server takes them (a date as YYYY-MM-DD, not the picker's object),
 * the ones left empty not sent. The asks may be read-only fields of the record (注销类型 of the
 * archive's 注销信息): the step writes them, not the edit form.
 */
const stepBody = (action: RecordAction, values: FormValues): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(toDraftBody(action.asks, values)).filter(
      ([, value]) => value !== null && value !== undefined,
    ),
  );

/**
 * A lifecycle step that needs a word first (解约原因, 支付方式): the route's asked fields in a
 * small form, the first required, sent as the step's body.
 */
export function ActionFormDialog({
  action,
  name,
  running,
  onRun,
  onCancel,
}: ActionFormDialogProps) {
  const [form] = Form.useForm<FormValues>();
  return (
    <Modal
      open
      title={name ? `${action.label}：${name}` : action.label}
      okText={`确定${action.label}`}
      cancelText="取消"
      confirmLoading={running}
      onOk={() =>
        form.validateFields().then(
          (values) => onRun(stepBody(action, values)),
          () => {
            // The form shows what is missing under its field.
          },
        )
      }
      onCancel={onCancel}
      // A click beside the dialog does not drop the typed reason; 取消, Esc and × close it.
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`action-${action.key}`} preserve={false}>
        {action.asks.map((field, index) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={
              index === 0
                ? [
                    {
                      required: true,
                      message: `请${field.kind === 'select' ? '选择' : '填写'}${field.label}`,
                    },
                  ]
                : []
            }
          >
            <FieldControl field={field} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
