import { Form } from 'antd';
import { useEffect, useRef } from 'react';

import { ageOn } from '@/domain/calendar';
import { bodyMassIndex } from '@/domain/measures';
import {
  assessTwoDisease,
  missingCardsMessage,
  proposeNextAssessmentDate,
  twoDiseaseIssues,
} from '@/domain/twoDisease';
import {
  type FieldRules,
  type FormExtension,
  type FormExtensionContext,
  problemRule,
  toRequestBody,
  writeChangedValues,
} from '@/features/resources';
import { getFollowUpRules } from '@/services/config/runtimeConfig';
import { type FieldSpec, getFamily } from '@/services/contract';
import { getResourceEndpoints } from '@/services/resources';
import { todayValue } from '@/shared/time';

import { useMissingTwoDiseaseCards } from './useTwoDiseaseCards';

const FIELDS: readonly FieldSpec[] = getFamily('twodiseaseassesss').fields ?? [];

/** Shown as the rules compute them, never typed in. */
const COMPUTED = new Set(['bloodPressureControl', 'glucoseControl', 'twoDiseaseResult', 'bmi']);

type Plain = Record<string, unknown>;

const plainOf = (values: Plain): Plain => toRequestBody(FIELDS, values);
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The computed values for the form's plain values (the server stores the same). */
const computedFor = (values: Plain, age: number | undefined): Plain => {
  const assessment = assessTwoDisease(
    {
      sbp: num(values.sbp),
      dbp: num(values.dbp),
      fbg: num(values.fastingBloodGlucose),
      age,
    },
    getFollowUpRules().chronic,
  );
  return {
    bloodPressureControl: assessment.bloodPressureControl,
    glucoseControl: assessment.glucoseControl,
    twoDiseaseResult: assessment.result,
    bmi: bodyMassIndex(num(values.weight), num(values.height)),
    nextAssessDate: proposeNextAssessmentDate(text(values.checkDate) ?? '', assessment.result),
  };
};

/**
 * 两病综合评估 in the record dialog: 血压控制, 血糖控制, 两病综合评估 and BMI follow the values
 * as they are typed (the 65+ target from the resident's age), 评估日期 starts at today,
 * 下次评估日期 is proposed until the doctor picks one, and a resident without both management
 * cards is named next to 个人编号 before the server would refuse the save.
 */
export function useTwoDiseaseAssessmentForm({ mode, form }: FormExtensionContext): FormExtension {
  const readOnly = mode === 'view';
  const snapshotText = Form.useWatch((values: Plain) => JSON.stringify(plainOf(values)), form) as
    string | undefined;
  const values = snapshotText ? (JSON.parse(snapshotText) as Plain) : {};
  const personNum = text(values.personNum);
  const checkDate = text(values.checkDate);
  const person = getResourceEndpoints('persons').get?.useQuery(personNum ?? '', {
    skip: !personNum,
  });
  const birthDate = text(person?.data?.birthDate);
  const age = birthDate && checkDate ? ageOn(birthDate, checkDate) : undefined;
  const missing = useMissingTwoDiseaseCards(readOnly || mode === 'edit' ? undefined : personNum);
  const missingText = missing?.length ? missingCardsMessage(missing) : undefined;
  // The doctor's own 下次评估日期 wins over the proposal (an existing record keeps its own).
  const nextDateTouched = useRef(mode !== 'create');

  // A new assessment is dated the day it is made unless the doctor says otherwise.
  useEffect(() => {
    if (mode === 'create' && !form.getFieldValue('checkDate')) {
      form.setFieldsValue({ checkDate: todayValue() });
    }
  }, [form, mode]);

  useEffect(() => {
    if (readOnly || snapshotText === undefined) return;
    const current = JSON.parse(snapshotText) as Plain;
    const computed = computedFor(current, age);
    if (nextDateTouched.current) delete computed.nextAssessDate;
    writeChangedValues(form, FIELDS, current, computed);
  }, [form, readOnly, snapshotText, age]);

  // The card check arrives after the resident is picked: show it next to the field then.
  useEffect(() => {
    if (personNum && missing !== undefined) void form.validateFields(['personNum']).catch(() => {});
  }, [form, personNum, missingText, missing]);

  const fieldRules = (field: FieldSpec): FieldRules | undefined => {
    if (field.name === 'personNum') {
      return { rules: [problemRule(() => missingText)] };
    }
    if (field.name !== 'targetOrganDamage' && field.name !== 'nextAssessDate') return undefined;
    return {
      dependencies: field.name === 'nextAssessDate' ? ['checkDate'] : [],
      rules: [
        problemRule(
          () =>
            twoDiseaseIssues(plainOf(form.getFieldsValue(true) as Plain)).find(
              (candidate) => candidate.field === field.name,
            )?.message,
        ),
      ],
    };
  };

  return {
    computedFields: COMPUTED,
    fieldRules,
    onValuesChange: (changed) => {
      if ('nextAssessDate' in changed) nextDateTouched.current = true;
    },
    // The computed values as the rules give them now (the proposal of 下次评估日期 is already in).
    beforeSave: (saved) => {
      if (readOnly) return Promise.resolve(saved);
      const { bloodPressureControl, glucoseControl, twoDiseaseResult, bmi } = computedFor(
        plainOf(saved),
        age,
      );
      return Promise.resolve({
        ...saved,
        bloodPressureControl,
        glucoseControl,
        twoDiseaseResult,
        bmi,
      });
    },
  };
}
