import { Form, Modal } from 'antd';

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
  const [form] = Form.useForm<Record<string, unknown>>();
  return (
    <Modal
      open
      title={name ? `${action.label}：${name}` : action.label}
      okText={`确定${action.label}`}
      cancelText="取消"
      confirmLoading={running}
      onOk={() =>
        form.validateFields().then(onRun, () => {
          // The form shows what is missing under its field.
        })
      }
      onCancel={onCancel}
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
