import { Alert, AutoComplete, Form, Input, Modal, Select, Typography } from 'antd';
import { useMemo } from 'react';

import { CLOSING_TEXT_MAX } from '@/domain/archives/closing';
import {
  RESPONSIBLE_DOCTOR_MAX,
  type Transfer,
  transferProblems,
} from '@/domain/archives/transfer';
import { getResourceEndpoints } from '@/services/resources';

/** One clinic of persons/transferVillages: where an archive may move, with its doctors. */
interface TransferVillage {
  hospId: string;
  hospName: string;
  doctors: string[];
}

const isVillage = (value: unknown): value is TransferVillage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { hospId?: unknown }).hospId === 'string' &&
  Array.isArray((value as { doctors?: unknown }).doctors);

interface TransferValues {
  hospitalId?: string;
  responsibleDoctor?: string;
  reason?: string;
}

interface TransferArchiveDialogProps {
  /** The resident's name, for the title. */
  name: string | undefined;
  /** The clinic the archive belongs to now: not offered. */
  fromHospitalId: string | undefined;
  running: boolean;
  onRun: (body: TransferValues) => void;
  onCancel: () => void;
}

/**
 * 转移责任村: the village clinics of the user's township (persons/transferVillages) but the
 * archive's own, that village's doctors as the new 责任医生 (optional), and the reason. The
 * fields are checked by the kernel's transferProblems, as the server checks them again.
 */
export function TransferArchiveDialog({
  name,
  fromHospitalId,
  running,
  onRun,
  onCancel,
}: TransferArchiveDialogProps) {
  const [form] = Form.useForm<TransferValues>();
  const chosen = Form.useWatch('hospitalId', form);
  const { data, isFetching, isError } = getResourceEndpoints(
    'persons',
  ).queries.transferVillages.useQuery({}, { refetchOnMountOrArgChange: true });
  const villages = useMemo(
    () =>
      (Array.isArray(data) ? data.filter(isVillage) : []).filter(
        (village) => village.hospId !== fromHospitalId,
      ),
    [data, fromHospitalId],
  );
  const doctors = villages.find((village) => village.hospId === chosen)?.doctors ?? [];

  /** The kernel's word on one field, given the whole form. */
  const kernelRule = (field: keyof Transfer) => ({
    validator: (_rule: unknown, value: unknown) => {
      // The value being checked is passed in; the store may not hold it yet.
      const values = { ...form.getFieldsValue(), [field]: value };
      const problem = transferProblems(values, fromHospitalId).find((item) => item.field === field);
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  });

  return (
    <Modal
      open
      title={name ? `转移责任村：${name}` : '转移责任村'}
      okText="确定转移"
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
      <Typography.Paragraph type="secondary">
        转移后，档案及其慢病管理卡归新村卫生室负责；以往的随访、体检等服务记录保留在原机构。
      </Typography.Paragraph>
      {isError && <Alert type="error" showIcon title="可迁往的村卫生室加载失败，请稍后重试" />}
      <Form form={form} layout="vertical" name="action-transfer" preserve={false}>
        <Form.Item
          name="hospitalId"
          label="迁往村卫生室"
          required
          rules={[kernelRule('hospitalId')]}
        >
          <Select
            aria-label="迁往村卫生室"
            placeholder="请选择迁往的村卫生室"
            loading={isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={isFetching ? '加载中…' : '本机构暂无其他村卫生室'}
            options={villages.map((village) => ({
              value: village.hospId,
              label: village.hospName,
            }))}
            onChange={() => form.setFieldValue('responsibleDoctor', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="responsibleDoctor"
          label="责任医生"
          rules={[kernelRule('responsibleDoctor')]}
        >
          <AutoComplete
            aria-label="责任医生"
            placeholder={chosen ? '可选：该村卫生室的医生' : '请先选择村卫生室'}
            options={doctors.map((doctor) => ({ value: doctor }))}
            maxLength={RESPONSIBLE_DOCTOR_MAX}
            allowClear
          />
        </Form.Item>
        <Form.Item name="reason" label="转移原因" required rules={[kernelRule('reason')]}>
          <Input.TextArea
            aria-label="转移原因"
            rows={3}
            maxLength={CLOSING_TEXT_MAX}
            showCount
            placeholder="如：居民搬迁至邻村居住"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
