import { App, Descriptions, Form, Input, InputNumber, Modal, Timeline, Typography } from 'antd';

import { assessmentProblem, MAX_REASON_LENGTH, type AssessmentKind } from '@/domain/workScore';
import { useAddWorkScoreEntryMutation } from '@/services/chronic/reportApi';
import { type WorkScoreEntryReply } from '@/services/contract/reportPaths';

/** The item of one institution the assessor scores (hand) or adjusts (a computed item). */
export interface WorkScoreTarget {
  hospitalId: string;
  hospitalName: string;
  itemId: string;
  label: string;
  points: number;
  kind: AssessmentKind;
  /** A computed item's score and how it was reached. */
  computed?: { score: number; explanation: string };
  /** A hand item's method: what the assessor checks. */
  method?: string;
  /** The score that counts now (null: a hand item not yet scored). */
  current: number | null;
  /** The item's earlier entries, newest first. */
  history: readonly WorkScoreEntryReply[];
}

interface WorkScoreEntryDialogProps {
  target: WorkScoreTarget;
  /** The assessed period, as the page asked for it. */
  period: { period: 'quarter' | 'year'; year: number; quarter?: number; label: string };
  onClose: () => void;
}

interface EntryValues {
  score?: number;
  reason?: string;
}

/**
 * 现场评分 / 调整得分: the assessor gives an item's score with the reason (checked as the server
 * checks it, by the kernel's assessmentProblem); the earlier entries of the item stay listed
 * below. Closing with typed input asks before it is lost.
 */
export default function WorkScoreEntryDialog({
  target,
  period,
  onClose,
}: WorkScoreEntryDialogProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<EntryValues>();
  const [save, { isLoading }] = useAddWorkScoreEntryMutation();
  const hand = target.kind === 'hand';
  const action = hand ? '现场评分' : '调整得分';

  // Each box is checked by the kernel's one rule, with the other part taken as given.
  const scoreProblem = (score: unknown) =>
    assessmentProblem({ itemId: target.itemId, score, reason: '依据已填写' });
  const reasonProblem = (reason: unknown) =>
    assessmentProblem({ itemId: target.itemId, score: 0, reason });
  const asRule = (problemOf: (value: unknown) => string | undefined) => ({
    validator: (_rule: unknown, value: unknown) => {
      const problem = problemOf(value ?? undefined);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  const submit = async () => {
    // A refused box shows its reason under it; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await save({
        hospitalId: target.hospitalId,
        period: period.period,
        year: period.year,
        ...(period.period === 'quarter' ? { quarter: period.quarter } : {}),
        itemId: target.itemId,
        score: values.score!,
        reason: values.reason!.trim(),
      }).unwrap();
      message.success(`${target.hospitalName}的“${target.label}”已${hand ? '评分' : '调整'}`);
      onClose();
    } catch {
      // The notice outlet has shown the server's reason; the input stays for another try.
    }
  };

  const cancel = () => {
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    modal.confirm({
      title: `${action}尚未保存`,
      content: '已填写的得分和理由将丢失，确定关闭吗？',
      okText: '放弃',
      cancelText: '继续填写',
      onOk: onClose,
    });
  };

  return (
    <Modal
      open
      title={`${action}：${target.label}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={cancel}
      maskClosable={false}
      destroyOnHidden
      width={560}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="考核机构">{target.hospitalName}</Descriptions.Item>
        <Descriptions.Item label="考核周期">{period.label}</Descriptions.Item>
        <Descriptions.Item label="满分">{target.points} 分</Descriptions.Item>
        {target.computed && (
          <Descriptions.Item label="计算得分">
            {target.computed.score} 分（{target.computed.explanation}）
          </Descriptions.Item>
        )}
        {target.method && <Descriptions.Item label="考核方法">{target.method}</Descriptions.Item>}
      </Descriptions>
      <Form<EntryValues>
        form={form}
        layout="vertical"
        initialValues={{ score: target.current ?? undefined }}
      >
        <Form.Item
          name="score"
          label={hand ? '得分' : '调整后得分'}
          required
          rules={[asRule(scoreProblem)]}
        >
          <InputNumber
            aria-label={hand ? '得分' : '调整后得分'}
            min={0}
            max={target.points}
            step={0.5}
            suffix={`/ ${target.points} 分`}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={hand ? '评分依据' : '调整理由'}
          required
          rules={[asRule(reasonProblem)]}
        >
          <Input.TextArea
            aria-label={hand ? '评分依据' : '调整理由'}
            rows={3}
            showCount
            maxLength={MAX_REASON_LENGTH}
            placeholder={
              hand ? '如：抽查20份档案，电话核实3份不符' : '如：现场核查发现部分随访记录为补录'
            }
          />
        </Form.Item>
      </Form>
      {target.history.length > 0 && (
        <>
          <Typography.Text type="secondary">历次评分与调整</Typography.Text>
          <Timeline
            style={{ marginTop: 12 }}
            items={target.history.map((entry, index) => ({
              color: index === 0 ? 'blue' : 'gray',
              content: (
                <>
                  <Typography.Text strong={index === 0}>{entry.score} 分</Typography.Text>
                  <Typography.Text type="secondary">
                    {' '}
                    · {entry.enteredBy} · {entry.enteredAt}
                    {index === 0 ? ' · 现行' : ''}
                  </Typography.Text>
                  <div>{entry.reason}</div>
                </>
              ),
            }))}
          />
        </>
      )}
    </Modal>
  );
}
