import { Form } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';

import {
  CHILD_FORM_ASSESSMENTS,
  type ChildFormFamily,
  type MaternalChildAssessment,
} from '@/domain/child';
import {
  type FieldRules,
  type FormExtension,
  type FormExtensionContext,
  type FormExtensionHook,
  problemRule,
  showFieldIssues,
  toFormValues,
  toRequestBody,
  writeChangedValues,
} from '@/features/resources';
import { type FieldSpec, getFamily } from '@/services/contract';

export type PlainValues = Record<string, unknown>;

/** What a family's form adds to the shared rule checks. */
export interface RuleFormParts {
  /** Values proposed from others as the doctor types (孕周 from 末次月经, 月龄 from the dates). */
  propose?: (values: PlainValues, touched: ReadonlySet<string>) => PlainValues;
  hiddenFields?: (values: PlainValues) => ReadonlySet<string>;
  computedFields?: ReadonlySet<string>;
  header?: (values: PlainValues, assessment: MaternalChildAssessment) => ReactNode;
  /** Fields whose change re-checks a field (a detail text against its choice). */
  dependencies?: Readonly<Record<string, readonly string[]>>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The behaviour the three maternal and child forms share: the record's values run through the
 * same pure rules as the server (rules/maternalChildChecks.ts), computed values are filled in as
 * the doctor types (until the doctor sets a proposal themselves), and each refusal shows next to
 * its field, live and on save.
 */
export const maternalChildForm = (
  familyId: ChildFormFamily,
  parts: RuleFormParts,
): FormExtensionHook => {
  const fields: readonly FieldSpec[] = getFamily(familyId).fields ?? [];
  const assess = CHILD_FORM_ASSESSMENTS[familyId];
  const plainOf = (values: Record<string, unknown>): PlainValues => {
    const body = toRequestBody(fields, values);
    return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
  };

  return function useMaternalChildForm({ mode, form, source }: FormExtensionContext) {
    const readOnly = mode === 'view';
    const snapshotText = Form.useWatch(
      (values: Record<string, unknown>) => JSON.stringify(plainOf(values)),
      form,
    );
    const values = useMemo<PlainValues>(
      () =>
        snapshotText
          ? (JSON.parse(snapshotText) as PlainValues)
          : plainOf(toFormValues(fields, source)),
      [snapshotText, source],
    );
    const assessment = assess(values);
    // Proposals stop where the doctor chose a value of their own (an existing record: all).
    const touched = useRef(new Set<string>());
    const hidden = parts.hiddenFields?.(values) ?? NONE;

    const onValuesChange = (changed: Record<string, unknown>) => {
      for (const name of Object.keys(changed)) touched.current.add(name);
    };

    // After every change, typed or set (a picked resident fills 出生日期 without an event).
    useEffect(() => {
      if (readOnly || snapshotText === undefined) return;
      const current = JSON.parse(snapshotText) as PlainValues;
      const proposed = mode === 'create' ? (parts.propose?.(current, touched.current) ?? {}) : {};
      const { computed } = assess({ ...current, ...proposed });
      const patch: PlainValues = { ...proposed };
      for (const [name, value] of Object.entries(computed)) {
        if (parts.computedFields?.has(name) || !touched.current.has(name)) patch[name] = value;
      }
      // A computed value with nothing to compute from is cleared (末次月经 removed: no 预产期).
      for (const name of parts.computedFields ?? []) {
        if (!(name in computed) && current[name] !== undefined) patch[name] = undefined;
      }
      writeChangedValues(form, fields, current, patch);
    }, [form, mode, readOnly, snapshotText]);

    const problemOf = (name: string) =>
      assess(plainOf(form.getFieldsValue(true) as Record<string, unknown>)).issues.find(
        (issue) => issue.field === name,
      )?.message;

    const fieldRules = (field: FieldSpec): FieldRules => ({
      dependencies: [...(parts.dependencies?.[field.name] ?? [])],
      rules: [problemRule(() => problemOf(field.name))],
    });

    const beforeSave = (saved: Record<string, unknown>): Promise<PlainValues | undefined> => {
      const all = { ...(form.getFieldsValue(true) as Record<string, unknown>), ...saved };
      for (const name of hidden) all[name] = undefined;
      const { issues } = assess(plainOf(all));
      const shown = issues.filter((issue) => !hidden.has(issue.field));
      return Promise.resolve(showFieldIssues(form, shown) ? undefined : all);
    };

    const extension: FormExtension = {
      header: parts.header?.(values, assessment),
      hiddenFields: hidden,
      ...(parts.computedFields ? { computedFields: parts.computedFields } : {}),
      onValuesChange,
      fieldRules,
      beforeSave,
    };
    return extension;
  };
};
