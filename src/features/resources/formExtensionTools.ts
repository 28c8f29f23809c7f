import { type FormInstance, type FormRule } from 'antd';

import { type FieldSpec } from '@/services/contract';

import { type FieldRules } from './formExtensions';
import { toFormValues } from './model/formValues';

/**
 * Pieces the form extensions of the families that "think" (follow-ups, maternal and child
 * checks, education activities) share, so each says only what its rules are.
 */

/** What a family's rules found wrong with one field. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** A rule that refuses with what `problemOf` finds when the field is checked, if anything. */
export const problemRule = (problemOf: () => string | undefined): FormRule => ({
  validator: () => {
    const problem = problemOf();
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

/** A rule prompt shown under its field as a warning: it never stops the save. */
export const promptRule = (promptOf: () => string | undefined): FormRule => ({
  warningOnly: true,
  validator: () => {
    const prompt = promptOf();
    return prompt ? Promise.reject(new Error(prompt)) : Promise.resolve();
  },
});

/**
 * An extension's `fieldRules` from a table of the fields the rules judge (each with the fields
 * whose change re-checks it), what the rules find wrong with a field at check time, and what
 * they only point out there (a warning under the field).
 */
export const checkedFieldRules =
  (
    checked: Readonly<Record<string, string[]>>,
    problemOf: (field: string) => string | undefined,
    promptOf?: (field: string) => string | undefined,
  ) =>
  (field: FieldSpec): FieldRules | undefined => {
    const dependencies = checked[field.name];
    if (!dependencies) return undefined;
    const problem = problemRule(() => problemOf(field.name));
    return {
      dependencies,
      rules: promptOf ? [problem, promptRule(() => promptOf(field.name))] : [problem],
    };
  };

/**
 * Shows each issue next to its field and scrolls to the first, for a `beforeSave` that stops;
 * false when there is nothing to show.
 */
export const showFieldIssues = (form: FormInstance, issues: readonly FieldIssue[]): boolean => {
  if (issues.length === 0) return false;
  form.setFields(issues.map((issue) => ({ name: issue.field, errors: [issue.message] })));
  form.scrollToField(issues[0]!.field, { block: 'center' });
  return true;
};

/**
 * Writes the values the rules computed or proposed into the form, only for the fields whose
 * value differs from what the form holds (so a write does not loop back through the watch);
 * a computed value that became empty clears its field. Field by field (`setFields`), as
 * `setFieldsValue` would: the value, no stale message, touched. `setFieldsValue` would also
 * copy every list in the form (症状, 用药情况) and so re-render each field that holds one.
 */
export const writeChangedValues = (
  form: FormInstance,
  fields: readonly FieldSpec[],
  current: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): void => {
  const changed = fields.filter(
    (field) =>
      field.name in patch &&
      JSON.stringify(patch[field.name]) !== JSON.stringify(current[field.name]),
  );
  if (changed.length === 0) return;
  const next = toFormValues(changed, patch);
  form.setFields(
    changed.map((field) => ({
      name: field.name,
      value: next[field.name],
      errors: [],
      warnings: [],
      touched: true,
    })),
  );
};
