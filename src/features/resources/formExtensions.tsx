import { type FormInstance, type FormRule } from 'antd';
import { createContext, type ReactNode, use } from 'react';

import { type ConcreteFamilyId, type FieldSpec } from '@/services/contract';
import { type RecordId, type ResourceRow } from '@/services/resources';

import { type FormMode } from './model/fieldModel';
import { type FormValues } from './model/formValues';

/**
 * Per-family behaviour of the generic record dialog. A family whose form "thinks" (the chronic
 * follow-ups compute BMI, propose the classification, check plausibility) has a hook, so that
 * wherever its record dialog opens (its list page, a work list, a resident's profile) the same
 * behaviour comes with it. The feature that owns the rules exports its hooks by family id; the
 * app composes one table of them (src/app/formExtensionTable.ts) and provides it here through
 * `FormExtensionsProvider` (docs/decisions/0014-static-composition.md), so this feature names
 * no family and no hook depends on which module was imported first.
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
  /** Shown in the footer beside 保存: the rules' prompts in brief, so none is missed on save. */
  footerNote?: ReactNode;
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
  /**
   * The family's own control for a field (签约医生 among the chosen team's doctors), else the
   * kind's; the form item gives it the value and onChange.
   */
  controlFor?: (field: FieldSpec, disabled: boolean) => ReactNode | undefined;
}

export interface FieldRules {
  rules: FormRule[];
  dependencies?: string[];
}

export type FormExtensionHook = (context: FormExtensionContext) => FormExtension;

const NO_EXTENSION: FormExtension = {};
const useNoExtension: FormExtensionHook = () => NO_EXTENSION;

/** Form extensions by family id, as the feature that owns the rules exports them. */
export type FormExtensionGroup = Readonly<Partial<Record<ConcreteFamilyId, FormExtensionHook>>>;

/**
 * The app's table: each family with rules → a loader of the group that holds its hook (checked
 * by type: the group must have that family's key). Loaders, so a family's rules load with the
 * pages that open its dialog and never with the sign-in route.
 */
export type FormExtensionTable = {
  readonly [F in ConcreteFamilyId]?: () => Promise<{ readonly [K in F]: FormExtensionHook }>;
};

/** The table made usable by the dialog: each family's hook, loaded once and then kept. */
export interface FormExtensions {
  /**
   * The family's hook when it is known now (loaded, or a family without rules), undefined while
   * its group is still loading. Stable per family, so hook order holds.
   */
  hookFor: (familyId: string) => FormExtensionHook | undefined;
  /** Loads the family's hook (once); `hookFor` gives it from then on. */
  load: (familyId: string) => Promise<FormExtensionHook>;
  /**
   * Loads the hooks of these families (every family of the table when none are named): a page
   * that opens their record dialogs waits for it, so the dialogs open at once.
   */
  preload: (familyIds?: readonly string[]) => Promise<void>;
}

export const createFormExtensions = (table: FormExtensionTable): FormExtensions => {
  const loaders: Readonly<
    Partial<Record<string, () => Promise<Readonly<Partial<Record<string, FormExtensionHook>>>>>>
  > = table;
  const loaded = new Map<string, FormExtensionHook>();
  const loading = new Map<string, Promise<FormExtensionHook>>();

  const load = (familyId: string): Promise<FormExtensionHook> => {
    const known = loaded.get(familyId);
    if (known) return Promise.resolve(known);
    const loader = Object.hasOwn(loaders, familyId) ? loaders[familyId] : undefined;
    if (!loader) return Promise.resolve(useNoExtension);
    let pending = loading.get(familyId);
    if (!pending) {
      pending = loader().then(
        (group) => {
          const hook = group[familyId];
          if (!hook) throw new Error(`表单扩展：${familyId} 的规则不在其所属功能的导出中`);
          loaded.set(familyId, hook);
          return hook;
        },
        (error: unknown) => {
          // A failed chunk load may succeed later (the network came back): try again then.
          loading.delete(familyId);
          throw error;
        },
      );
      loading.set(familyId, pending);
    }
    return pending;
  };

  return {
    hookFor: (familyId) =>
      loaded.get(familyId) ?? (Object.hasOwn(loaders, familyId) ? undefined : useNoExtension),
    load,
    preload: (familyIds = Object.keys(loaders)) =>
      Promise.all(familyIds.map(load)).then(() => undefined),
  };
};

/** No family has rules: what a component test renders with unless it names the ones it needs. */
export const NO_FORM_EXTENSIONS: FormExtensions = createFormExtensions({});

const FormExtensionsContext = createContext<FormExtensions>(NO_FORM_EXTENSIONS);

/** Gives the record dialogs below it the app's form extensions. */
export function FormExtensionsProvider({
  extensions,
  children,
}: {
  extensions: FormExtensions;
  children: ReactNode;
}) {
  return <FormExtensionsContext value={extensions}>{children}</FormExtensionsContext>;
}

/**
 * The family's hook for the record dialog: at once when known, else the dialog suspends until
 * its group has loaded (its own Suspense boundary shows nothing meanwhile).
 */
export const useFormExtensionHook = (familyId: string): FormExtensionHook => {
  const extensions = use(FormExtensionsContext);
  return extensions.hookFor(familyId) ?? use(extensions.load(familyId));
};
