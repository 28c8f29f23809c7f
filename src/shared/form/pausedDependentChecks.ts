import { type FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { isBlankValue } from '@/domain/fields';

/** What each field's check reads besides its own value: field name → the fields it depends on. */
export type FieldDependencies = ReadonlyMap<string, readonly string[]>;

/** Field name → the fields whose checks read it: `FieldDependencies` turned round, built once. */
type DependentsIndex = ReadonlyMap<string, readonly string[]>;

const dependentsIndex = (dependencies: FieldDependencies): DependentsIndex => {
  const dependents = new Map<string, string[]>();
  for (const [field, readsFrom] of dependencies) {
    for (const other of readsFrom) dependents.set(other, [...(dependents.get(other) ?? []), field]);
  }
  return dependents;
};

const walkDependents = (changed: readonly string[], index: DependentsIndex): string[] => {
  const found = new Set<string>();
  const walk = (name: string) => {
    for (const dependent of index.get(name) ?? []) {
      if (found.has(dependent)) continue;
      found.add(dependent);
      walk(dependent);
    }
  };
  changed.forEach(walk);
  for (const name of changed) found.delete(name);
  return [...found];
};

/**
 * The fields to check again when `changed` change: those that depend on them, and those that
 * depend on these in turn (as rc-field-form's `dependencies` walk them), never the changed
 * fields themselves, which check on their own.
 */
export const dependentsOf = (
  changed: readonly string[],
  dependencies: FieldDependencies,
): string[] => walkDependents(changed, dependentsIndex(dependencies));

/**
 * Whether a dependent field is judged again after an edit elsewhere: when the user has been in
 * it, it holds a value (typed, prefilled or proposed) or it shows a message already. An empty
 * field the user has not reached is left, as rc-field-form's own `dependencies` leave a field
 * that is not "dirty": its 请填写… would appear while the user fills the fields above it, and
 * push the form down under the pointer (the open list of the next select with it).
 */
const isJudged = (form: FormInstance, name: string): boolean =>
  form.isFieldTouched(name) ||
  !isBlankValue(form.getFieldValue(name)) ||
  form.getFieldError(name).length > 0;

/**
 * The form layer's own `dependencies`: after the user's edit, the fields whose checks read the
 * edited values are checked again once typing pauses for `pauseMs`, all at once (those
 * `isJudged`). rc-field-form's `dependencies` re-rendered each dependent field and started its
 * check with every keystroke (a second assessment of the visit per dependent, in the keystroke's
 * own task), so the frame that shows the digit and its live prompts waited for them. Returns the
 * handler to call with the names of the fields the user changed; a save checks every field
 * whatever the pause.
 */
export function usePausedDependentChecks(
  form: FormInstance,
  dependencies: FieldDependencies,
  pauseMs: number,
): (changed: readonly string[]) => void {
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Turned round once per form, not on each keystroke.
  const index = useMemo(() => dependentsIndex(dependencies), [dependencies]);
  return useCallback(
    (changed) => {
      walkDependents(changed, index).forEach((name) => pending.current.add(name));
      // Any edit is typing: the checks wait until the keys pause, wherever they are typed.
      if (pending.current.size === 0) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const names = [...pending.current].filter((name) => isJudged(form, name));
        pending.current.clear();
        if (names.length === 0) return;
        // Each field shows its own answer; a refused check is no error here.
        form.validateFields(names).catch(() => undefined);
      }, pauseMs);
    },
    [form, index, pauseMs],
  );
}
