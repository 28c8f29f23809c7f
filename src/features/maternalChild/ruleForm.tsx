import { App, Form } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';

import {
  CHILD_FORM_ASSESSMENTS,
  type ChildFormFamily,
  type MaternalChildAssessment,
} from '@/domain/child';
import { type MaternalFamily, type MaternalPrompt, MATERNAL_ASSESSMENTS } from '@/domain/maternal';
import {
  type FieldRules,
  type FormExtension,
  type FormExtensionContext,
  type FormExtensionHook,
  problemRule,
  promptRule,
  showFieldIssues,
  toFormValues,
  toRequestBody,
  writeChangedValues,
} from '@/features/resources';
import { type FieldSpec, getFamily } from '@/services/contract';
import { RulePromptSummary } from '@/shared/ui/RulePromptSummary';

import { askMaternalNoReferralReason } from './rulePrompts';

export type PlainValues = Record<string, unknown>;

/** What a family's form adds to the shared rule checks. */
export interface RuleFormParts {
  /** Values proposed from others as the doctor types (孕周 from 末次月经, 月龄 from the dates). */
  propose?: (values: PlainValues, touched: ReadonlySet<string>) => PlainValues;
  hiddenFields?: (values: PlainValues) => ReadonlySet<string>;
  computedFields?: ReadonlySet<string>;
  header?: (values: PlainValues, assessment: MaternalChildAssessment) => ReactNode;
  /**
   * A hook giving values carried from the resident's earlier records (末次月经, 分娩日期): filled
   * into a new record's empty fields the doctor has not touched.
   */
  useCarryOver?: (values: PlainValues) => PlainValues;
  /** The field a doctor goes back to when they choose to refer after all (转诊, 处理). */
  referralField?: string;
  /** Fields whose change re-checks a field (a detail text against its choice). */
  dependencies?: Readonly<Record<string, readonly string[]>>;
}

const NONE: ReadonlySet<string> = new Set();
const NO_PROMPTS: readonly MaternalPrompt[] = [];
const NO_VALUES: PlainValues = {};
const useNoCarryOver = (): PlainValues => NO_VALUES;

/** A form's rules: the maternal follow-ups add prompts, which do not stop a save. */
type RuledAssessment = MaternalChildAssessment & { prompts?: readonly MaternalPrompt[] };

const RULES: Readonly<
  Record<ChildFormFamily | MaternalFamily, (values: PlainValues) => RuledAssessment>
> = { ...CHILD_FORM_ASSESSMENTS, ...MATERNAL_ASSESSMENTS };

/**
 * The behaviour the three maternal and child forms share: the record's values run through the
 * same pure rules as the server (rules/maternalChildChecks.ts), computed values are filled in as
 * the doctor types (until the doctor sets a proposal themselves), and each refusal shows next to
 * its field, live and on save.
 */
export const maternalChildForm = (
  familyId: ChildFormFamily | MaternalFamily,
  parts: RuleFormParts,
): FormExtensionHook => {
  const fields: readonly FieldSpec[] = getFamily(familyId).fields ?? [];
  const assess = RULES[familyId];
  const useCarryOver = parts.useCarryOver ?? useNoCarryOver;
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
    const prompts = assessment.prompts ?? NO_PROMPTS;
    const carriedText = JSON.stringify(useCarryOver(values));
    const { modal } = App.useApp();
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
      const carried =
        mode === 'create'
          ? Object.fromEntries(
              Object.entries(JSON.parse(carriedText) as PlainValues).filter(
                ([name]) => current[name] === undefined && !touched.current.has(name),
              ),
            )
          : {};
      const proposed = {
        ...carried,
        ...(mode === 'create'
          ? (parts.propose?.({ ...current, ...carried }, touched.current) ?? {})
          : {}),
      };
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
    }, [form, mode, readOnly, snapshotText, carriedText]);

    const current = () => assess(plainOf(form.getFieldsValue(true) as Record<string, unknown>));
    const problemOf = (name: string) =>
      current().issues.find((issue) => issue.field === name)?.message;
    const promptOf = (name: string) =>
      current()
        .prompts?.filter((prompt) => prompt.field === name)
        .map((prompt) => prompt.message)
        .join('；') || undefined;

    // 未转诊原因 is asked for on save, with the findings that call for referral.
    const fieldRules = (field: FieldSpec): FieldRules => ({
      dependencies: [...(parts.dependencies?.[field.name] ?? [])],
      rules:
        field.name === 'noReferralReason'
          ? []
          : [problemRule(() => problemOf(field.name)), promptRule(() => promptOf(field.name))],
    });

    const beforeSave = async (saved: Record<string, unknown>): Promise<PlainValues | undefined> => {
      const all = { ...(form.getFieldsValue(true) as Record<string, unknown>), ...saved };
      for (const name of hidden) all[name] = undefined;
      const result = assess(plainOf(all));
      const shown = result.issues.filter((issue) => !hidden.has(issue.field));
      // A finding calls for referral and 转诊 is empty: the doctor confirms, with a reason.
      if (shown.length === 1 && shown[0]!.field === 'noReferralReason') {
        const reason = await askMaternalNoReferralReason(
          modal,
          (result.prompts ?? []).filter((prompt) => prompt.referral),
        );
        if (reason === undefined) {
          form.scrollToField(parts.referralField ?? 'referral', { block: 'center', focus: true });
          return undefined;
        }
        form.setFieldsValue({ noReferralReason: reason });
        return { ...all, noReferralReason: reason };
      }
      return showFieldIssues(form, shown) ? undefined : all;
    };

    const extension: FormExtension = {
      header: parts.header?.(values, assessment),
      ...(prompts.length && !readOnly
        ? { footerNote: <RulePromptSummary prompts={prompts} form={form} /> }
        : {}),
      hiddenFields: hidden,
      ...(parts.computedFields ? { computedFields: parts.computedFields } : {}),
      onValuesChange,
      fieldRules,
      beforeSave,
    };
    return extension;
  };
};
