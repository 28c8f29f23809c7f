import { Form } from 'antd';
import { useEffect, useMemo, useRef } from 'react';

import {
  assessHealthCheck,
  blockingCheckIssues,
  type HealthCheckAssessment,
  hiddenDetails,
} from '@/domain/healthCheck';
import {
  type FieldRules,
  type FormExtension,
  type FormExtensionContext,
  problemRule,
  showFieldIssues,
  toFormValues,
  toRequestBody,
  writeChangedValues,
} from '@/features/resources';
import { type FieldSpec, getFamily } from '@/services/contract';

import { useTodayByDefault } from '../useTodayByDefault';
import { HealthCheckSummary } from './HealthCheckSummary';
import { useHealthCheckContext } from './useHealthCheckContext';

type PlainValues = Record<string, unknown>;

const FIELDS: readonly FieldSpec[] = getFamily('healthCheckTables').fields ?? [];

/** What the rules compute: shown, never typed (the server stores the same). */
const COMPUTED: ReadonlySet<string> = new Set([
  'bmi',
  'bmiAssessment',
  'elderlySelfCareAssessment',
]);

/** What the rules propose for 健康评价 and 健康指导 until the doctor sets it. */
const PROPOSED = [
  'healthEvaluation',
  'abnormalities',
  'healthGuidance',
  'riskFactorControl',
  'weightTarget',
  'vaccineAdvice',
] as const;

const plainOf = (values: Record<string, unknown>): PlainValues =>
  Object.fromEntries(
    Object.entries(toRequestBody(FIELDS, values)).filter(([, value]) => value !== null),
  );

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * 健康体检表 in the record dialog (national-forms.md §3, national-forms-2.md §6), with the
 * kernel's rules the server runs on save: only the items the resident's check needs are shown
 * (老年人 items from 65, no 妇科 for a man, each 其他__/异常__ line when its box is ticked);
 * 体质指数, its band and the 65+ self-care band are computed; 健康评价, 异常, 健康指导 and 危险因素
 * 控制 are proposed from the findings until the doctor sets them; what keeps the check from being
 * complete shows above the form and next to each field.
 */
export function useHealthCheckForm({ mode, form, source }: FormExtensionContext): FormExtension {
  const readOnly = mode === 'view';
  useTodayByDefault(form, mode, 'checkDate');
  const snapshotText = Form.useWatch(
    (values: Record<string, unknown>) => JSON.stringify(plainOf(values)),
    form,
  ) as string | undefined;
  const values = useMemo<PlainValues>(
    () =>
      snapshotText
        ? (JSON.parse(snapshotText) as PlainValues)
        : plainOf(toFormValues(FIELDS, source)),
    [snapshotText, source],
  );
  const personNum = textOf(values.personNum);
  const checkDate = textOf(values.checkDate);
  const context = useHealthCheckContext(personNum, checkDate);
  const assessment: HealthCheckAssessment | undefined = context
    ? assessHealthCheck(values, context)
    : undefined;
  const touched = useRef(new Set<string>());

  useEffect(() => {
    if (readOnly || !context || snapshotText === undefined) return;
    const current = JSON.parse(snapshotText) as PlainValues;
    const { computed, proposal } = assessHealthCheck(current, context);
    const patch: PlainValues = {};
    for (const name of COMPUTED) patch[name] = computed[name as keyof typeof computed];
    if (mode === 'create') {
      for (const name of PROPOSED) {
        if (!touched.current.has(name)) patch[name] = proposal[name];
      }
    }
    writeChangedValues(form, FIELDS, current, patch);
  }, [form, mode, readOnly, snapshotText, context]);

  const hidden = assessment?.hidden ?? hiddenDetails(values);

  const problemOf = (name: string): string | undefined => {
    if (!context) return undefined;
    const current = plainOf(form.getFieldsValue(true) as Record<string, unknown>);
    const checked = assessHealthCheck(current, context);
    return blockingCheckIssues(checked).find((issue) => issue.field === name)?.message;
  };

  const fieldRules = (field: FieldSpec): FieldRules => ({
    rules: [problemRule(() => problemOf(field.name))],
  });

  const beforeSave = (saved: Record<string, unknown>): Promise<PlainValues | undefined> => {
    const all = { ...(form.getFieldsValue(true) as Record<string, unknown>), ...saved };
    if (!context) return Promise.resolve(all);
    const checked = assessHealthCheck(plainOf(all), context);
    for (const name of checked.hidden) all[name] = undefined;
    const issues = blockingCheckIssues(checked).filter((issue) => !checked.hidden.has(issue.field));
    return Promise.resolve(showFieldIssues(form, issues) ? undefined : all);
  };

  return {
    header: readOnly ? undefined : (
      <HealthCheckSummary assessment={assessment} loading={Boolean(personNum) && !context} />
    ),
    hiddenFields: hidden,
    computedFields: COMPUTED,
    onValuesChange: (changed) => {
      for (const name of Object.keys(changed)) touched.current.add(name);
    },
    fieldRules,
    beforeSave,
  };
}
