import { Form } from 'antd';
import { useEffect, useRef } from 'react';

import { assessConstitution, bmiAnswer, questionField, TCM_QUESTIONS } from '@/domain/tcm';
import { type FormExtension, type FormExtensionContext } from '@/features/resources';

import { useTodayByDefault } from '../useTodayByDefault';
import { computedFromValues } from './computedValues';
import { ConstitutionResults } from './ConstitutionResults';
import { useLatestBmi } from './useLatestBmi';

const BMI_QUESTION = questionField(9);
const QUESTION_FIELDS = TCM_QUESTIONS.map((_question, index) => questionField(index + 1));

/** The answers and the resident, as one string so the watch re-renders only when they change. */
const watchedText = (values: Record<string, unknown>): string =>
  JSON.stringify([
    values.personNum ?? null,
    ...QUESTION_FIELDS.map((name) => values[name] ?? null),
  ]);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * 老年人中医药健康管理服务记录表 in the record dialog: the nine constitutions scored as the
 * answers are chosen (written into the result fields; the server computes the same when it
 * saves), and question (9) proposed from the resident's latest BMI until the doctor answers it.
 */
export function useTcmConstitutionForm({
  mode,
  form,
  source,
}: FormExtensionContext): FormExtension {
  const readOnly = mode === 'view';
  useTodayByDefault(form, mode, 'checkDate');
  const watched = Form.useWatch(watchedText, form) as string | undefined;
  const [personNum, ...answers] = JSON.parse(watched ?? watchedText(source ?? {})) as unknown[];
  const values = Object.fromEntries(QUESTION_FIELDS.map((name, index) => [name, answers[index]]));
  const assessment = assessConstitution(values);
  const answered = answers.filter((answer) => !isBlank(answer)).length;

  const resident = typeof personNum === 'string' && personNum ? personNum : undefined;
  const latestBmi = useLatestBmi(readOnly ? undefined : resident);
  const proposal = latestBmi ? String(bmiAnswer(latestBmi.bmi)) : undefined;
  // Proposed once per resident, and only while (9) is blank or still holds the last proposal.
  const proposed = useRef<{ personNum?: string; answer?: string }>({});
  useEffect(() => {
    if (readOnly || !resident || !proposal || proposed.current.personNum === resident) return;
    const current: unknown = form.getFieldValue(BMI_QUESTION);
    if (!isBlank(current) && current !== proposed.current.answer) return;
    proposed.current = { personNum: resident, answer: proposal };
    const all = { ...form.getFieldsValue(true), [BMI_QUESTION]: proposal } as Record<
      string,
      unknown
    >;
    form.setFieldsValue({ [BMI_QUESTION]: proposal, ...computedFromValues(all) });
  }, [form, readOnly, resident, proposal]);
  // The note stays while the answer agrees with the BMI (the doctor may answer otherwise).
  const showProposal =
    mode === 'create' && proposal !== undefined && values[BMI_QUESTION] === proposal;

  /** Any change (an answer, or a computed field typed over) writes the computed fields again. */
  const onValuesChange = (_changed: Record<string, unknown>, all: Record<string, unknown>) => {
    if (!readOnly) form.setFieldsValue(computedFromValues(all));
  };

  return {
    header: (
      <ConstitutionResults
        assessment={assessment}
        answered={answered}
        proposedFrom={showProposal ? latestBmi : undefined}
      />
    ),
    onValuesChange,
    beforeSave: (all) => Promise.resolve({ ...all, ...computedFromValues(all) }),
  };
}
