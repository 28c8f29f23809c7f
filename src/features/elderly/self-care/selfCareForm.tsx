import { Form } from 'antd';

import { assessSelfCare, SELF_CARE_ITEMS } from '@/domain/elderly';
import { type FormExtension, type FormExtensionContext } from '@/features/resources';

import { useTodayByDefault } from '../useTodayByDefault';
import { SelfCareSummary } from './SelfCareSummary';

/** The values the rule reads, as one string so the watch re-renders only when they change. */
const itemValues = (values: Record<string, unknown>): string =>
  JSON.stringify(SELF_CARE_ITEMS.map((item) => values[item.field] ?? null));

/**
 * 老年人生活自理能力评估表 in the record dialog: 总评分 and 自理能力 follow the five items as they
 * are chosen (the server computes the same when it saves), and the summary above the form shows
 * them with what is still unanswered.
 */
export function useSelfCareForm({ mode, form, source }: FormExtensionContext): FormExtension {
  const watched = Form.useWatch((values: Record<string, unknown>) => itemValues(values), form) as
    string | undefined;
  useTodayByDefault(form, mode, 'checkDate');
  const answers = JSON.parse(watched ?? itemValues(source ?? {})) as unknown[];
  const assessment = assessSelfCare(
    Object.fromEntries(SELF_CARE_ITEMS.map((item, index) => [item.field, answers[index]])),
  );

  /** Any change (to an item, or to the computed fields themselves) writes the computed ones. */
  const onValuesChange = (_changed: Record<string, unknown>, all: Record<string, unknown>) => {
    if (mode === 'view') return;
    const result = assessSelfCare(all);
    form.setFieldsValue({ totalScore: result.total, selfCareLevel: result.band?.code });
  };

  const extension: FormExtension = {
    header: <SelfCareSummary assessment={assessment} />,
    onValuesChange,
    beforeSave: (values) => {
      const result = assessSelfCare(values);
      return Promise.resolve({
        ...values,
        totalScore: result.total,
        selfCareLevel: result.band?.code,
      });
    },
  };
  return extension;
}
