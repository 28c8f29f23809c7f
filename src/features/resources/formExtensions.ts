import { type FormInstance, type FormRule } from 'antd';
import { type ReactNode } from 'react';

import { type FieldSpec } from '@/services/contract';
import { type RecordId, type ResourceRow } from '@/services/resources';

import { type FormMode } from './model/fieldModel';
import { type FormValues } from './model/formValues';

/**
 * Per-family behaviour of the generic record dialog. A family whose form "thinks" (the chronic
 * follow-ups compute BMI, propose the classification, check plausibility) registers a hook here,
 * so that wherever its record dialog opens (its list page, a work list, a resident's profile)
 * the same behaviour comes with it. The feature that owns the rules fills the registry; the app
 * wires it (like `registerResourcePage`), so this feature names no family.
 */
export interface FormExtensionContext {
  familyId: string;
  mode: FormMode;
  form: FormInstance<FormValues>;
  /** The record as loaded (or formInit's defaults for a new one). */
  source: ResourceRow | undefined;
  id?: RecordId;
}

export interface FormExtension {
  /** Shown above the form: proposals, warnings, a missing prerequisite. */
  header?: ReactNode;
  /** Shown beside the form on wide screens, below it on narrow ones. */
  aside?: ReactNode;
  /** Keeps 保存 disabled (with the header saying why). */
  saveBlocked?: boolean;
  onValuesChange?: (changed: FormValues, all: FormValues) => void;
  /**
   * More rules for a field, checked live and on save next to the field like the catalogue's,
   * and the fields whose change re-checks it (舒张压 against 收缩压).
   */
  fieldRules?: (field: FieldSpec) => FieldRules | undefined;
  /**
   * After the fields' own rules pass: the values to send (possibly with more fields set), or
   * undefined to stop the save, having shown the reason next to the field.
   */
  beforeSave?: (values: FormValues) => Promise<FormValues | undefined>;
  /**
   * Fields the form leaves out for now (the items a 1～8月龄 check does not record at the chosen
   * age): not shown, not checked, and sent as empty.
   */
  hiddenFields?: ReadonlySet<string>;
  /** Fields the rules compute (预产期, 发育评估结果): shown but not typed in, and sent. */
  computedFields?: ReadonlySet<string>;
}

export interface FieldRules {
  rules: FormRule[];
  dependencies?: string[];
}

export type FormExtensionHook = (context: FormExtensionContext) => FormExtension;

const NO_EXTENSION: FormExtension = {};
const useNoExtension: FormExtensionHook = () => NO_EXTENSION;

const extensions = new Map<string, FormExtensionHook>();

/** Registers (or replaces) a family's form behaviour; safe to call more than once. */
export const registerFormExtension = (familyId: string, hook: FormExtensionHook): void => {
  extensions.set(familyId, hook);
};

/** The hook of a family, or one that adds nothing. Stable per family, so hook order holds. */
export const formExtensionFor = (familyId: string): FormExtensionHook =>
  extensions.get(familyId) ?? useNoExtension;

export const resetFormExtensions = (): void => extensions.clear();
