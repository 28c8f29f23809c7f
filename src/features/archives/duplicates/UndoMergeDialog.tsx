import { Alert, App, Form, Input, Modal } from 'antd';

import { MERGE_UNDO_REASON_MAX } from '@/domain/archives';

import { type MergeEntry, useUndoMergeMutation } from '../archivesApi';
import { textOf } from './duplicateText';

interface UndoMergeDialogProps {
  entry: MergeEntry;
  onClose: () => void;
}

/** The longest reason kept (kernel: it becomes the restored archive's 恢复原因). */
const REASON_MAX = MERGE_UNDO_REASON_MAX;

/**
 * 撤销合并 of one merged archive (persons/fileMergeUndo): says what will happen, asks why, and
 * confirms before the archive is restored and the records the merge moved go back to it. The
 * server refuses, with its reason shown, when any of them changed since the merge.
 */
export function UndoMergeDialog({ entry, onClose }: UndoMergeDialogProps) {
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const [undo, undoing] = useUndoMergeMutation();
  const [kept, merged] = entry.archives;
  const name = (archive: typeof kept) =>
    `${textOf(archive.name)}（个人编号 ${textOf(archive.personNum)}）`;

  const confirm = async () => {
    const values = await form.validateFields();
    modal.confirm({
      title: '确认撤销合并？',
      content: `档案「${name(merged)}」将恢复在档，合并时移入「${name(kept)}」的 ${entry.movedCount} 条记录将移回。`,
      okText: '确认撤销',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await undo({
          mergeId: entry.mergeId,
          reason: values.reason?.trim() ?? '',
          personNums: [entry.kept, entry.merged],
        }).unwrap();
        message.success('已撤销合并，档案已恢复');
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title="撤销合并"
      okText="撤销合并"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: undoing.isLoading }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        message={`${entry.mergedAt} 由 ${entry.mergedBy} 合并：保留 ${textOf(kept.personNum)}，注销 ${textOf(merged.personNum)}，移入 ${entry.movedCount} 条记录。`}
        description="合并后若移入的记录或被注销的档案又有修改，不能撤销。"
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" name="undoMerge">
        <Form.Item
          name="reason"
          label="撤销原因"
          rules={[
            { required: true, whitespace: true, message: '请填写撤销合并的原因' },
            { max: REASON_MAX, message: `原因不能超过${REASON_MAX}个字` },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={REASON_MAX}
            showCount
            placeholder="如：核实为两位居民"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
