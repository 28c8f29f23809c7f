import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Popconfirm, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { formHeaderNumber, parseArchiveNumber } from '@/domain/archives';
import {
  formFields,
  type FormValues,
  RecordForm,
  toFormValues,
  toRequestBody,
} from '@/features/resources';
import {
  type ConcreteFamilySpec,
  type FieldSpec,
  pastDiseaseDateField,
  PAST_DISEASE_SLOTS,
} from '@/services/contract';
import { isApiError } from '@/services/http/apiError';
import { type ResourceRow } from '@/services/resources';
import { useLatestCallback } from '@/shared/hooks/useLatestCallback';

import { useSavePersonalInfoMutation } from '../archivesApi';
import { useCoverPhoneFollow } from './coverPhone';
import { ExclusiveCheckboxGroup, hasExclusiveNone } from './ExclusiveCheckboxGroup';
import { MonthInput } from './MonthInput';

const DIAGNOSIS_DATES = new Set(
  Array.from({ length: PAST_DISEASE_SLOTS }, (_, index) => pastDiseaseDateField(index + 1)),
);

const SAVE_FAILED = '保存失败，请检查网络后重试；已填写的内容仍保留在表单中';

/** The cover's own controls: 无 exclusive in the multiselects, months for the diagnosis dates. */
const controlFor = (field: FieldSpec, disabled: boolean) => {
  if (field.kind === 'multiselect' && hasExclusiveNone(field.options)) {
    return <ExclusiveCheckboxGroup options={field.options ?? []} disabled={disabled} />;
  }
  if (DIAGNOSIS_DATES.has(field.name)) {
    return <MonthInput placeholder="请选择年月" disabled={disabled} />;
  }
  return undefined;
};

interface PersonalInfoFormProps {
  family: ConcreteFamilySpec;
  record: ResourceRow;
  editable: boolean;
  /** Tells the page whether there are unsaved changes (the leave prompt). */
  onDirtyChange: (dirty: boolean) => void;
  /** A field to scroll to and focus on opening (the 不规范档案 list's field to fix). */
  focusField?: string;
}

/** The 17-digit number under the rule of the cover, or why it is not one yet. */
function ArchiveNumber({ fileNum }: { fileNum: string }) {
  if (!fileNum) return <Tag color="warning">档案编号未生成</Tag>;
  const parsed = parseArchiveNumber(fileNum);
  return parsed.ok ? (
    <Typography.Text>
      档案编号 <Typography.Text code>{fileNum}</Typography.Text>
      （表头编号 {formHeaderNumber(fileNum)}）
    </Typography.Text>
  ) : (
    <Tag color="error">{parsed.reason}</Tag>
  );
}

/**
 * 居民健康档案封面 and 个人基本信息表 as one form, on the generic record form with the national
 * form's own controls: 无 excluding the other boxes, 确诊时间 as year and month. The values live
 * in the form instance, so a failed save keeps what the user typed.
 */
export function PersonalInfoForm({
  family,
  record,
  editable,
  onDirtyChange,
  focusField,
}: PersonalInfoFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [save, { isLoading: saving }] = useSavePersonalInfoMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const fields = useMemo(() => formFields(family, 'edit', record), [family, record]);
  const initialValues = useMemo(() => toFormValues(fields, record), [fields, record]);
  const personNum = typeof record.personNum === 'string' ? record.personNum : '';
  const followPhones = useCoverPhoneFollow(form, record);
  const markDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      onDirtyChange(next);
    },
    [onDirtyChange],
  );
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  // Stable, so the memoised form does not re-render with this page's own state (dirty…).
  const onValuesChange = useLatestCallback((changed: FormValues, all: FormValues) => {
    followPhones(changed, all);
    markDirty(true);
  });
  useEffect(() => {
    if (!focusField || !fields.some((field) => field.name === focusField)) return;
    // After the form's first paint, so the control exists to scroll to.
    const timer = window.setTimeout(() => {
      form.scrollToField(focusField, { block: 'center', focus: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [focusField, fields, form]);

  const onSave = async () => {
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    setSaveError(null);
    try {
      // All values, not only the mounted ones: every section is on the page.
      const body = toRequestBody(fields, form.getFieldsValue(true) as Record<string, unknown>);
      await save({ personNum, body }).unwrap();
      message.success('个人基本信息已保存');
      markDirty(false);
    } catch (error) {
      setSaveError(isApiError(error) ? error.message : SAVE_FAILED);
    }
  };

  return (
    <div className="gw-archive-form">
      <div className="gw-archive-form-head">
        <Typography.Text strong>居民健康档案封面 · 个人基本信息表</Typography.Text>
        <ArchiveNumber fileNum={typeof record.fileNum === 'string' ? record.fileNum : ''} />
        <Typography.Text type="secondary">带 * 的为必填项</Typography.Text>
        {dirty && <Tag color="processing">有未保存的修改</Tag>}
      </div>
      {saveError && (
        <Alert
          type="error"
          showIcon
          closable
          className="gw-archive-save-error"
          title={saveError}
          onClose={() => setSaveError(null)}
        />
      )}
      <RecordForm
        name={`personal-info-${personNum}`}
        form={form}
        fields={fields}
        initialValues={initialValues}
        readOnly={!editable}
        onValuesChange={onValuesChange}
        controlFor={controlFor}
      />
      {editable && (
        <div className="gw-archive-form-actions">
          <Popconfirm
            title="放弃未保存的修改？"
            description="表单将恢复为上次保存的内容。"
            okText="放弃修改"
            cancelText="继续编辑"
            disabled={!dirty}
            onConfirm={() => {
              form.resetFields();
              markDirty(false);
            }}
          >
            <Button icon={<UndoOutlined />} disabled={!dirty}>
              撤销修改
            </Button>
          </Popconfirm>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            onClick={() => void onSave()}
          >
            保存
          </Button>
        </div>
      )}
    </div>
  );
}
