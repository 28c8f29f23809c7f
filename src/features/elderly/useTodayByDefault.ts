import { type FormInstance } from 'antd';
import { useEffect } from 'react';

import { type FormMode, type FormValues } from '@/features/resources';
import { todayValue } from '@/shared/time';

/**
 * A new assessment is usually filled in on the day it is made: the date field starts at today
 * (the doctor may change it), as the paper's 评估时间 / 填表日期 is written at the visit.
 */
export const useTodayByDefault = (
  form: FormInstance<FormValues>,
  mode: FormMode,
  field: string,
): void => {
  useEffect(() => {
    if (mode !== 'create') return;
    const current: unknown = form.getFieldValue(field);
    if (current === undefined || current === null || current === '') {
      form.setFieldsValue({ [field]: todayValue() });
    }
  }, [form, mode, field]);
};
