import {
  type ConcreteFamilySpec,
  type FieldOption,
  type FieldSpec,
  type RouteSpec,
} from '@/services/contract';

/**
 * The lifecycle actions a record offers (spec 4: terminate and cancel, audit and cancel,
 * verify and cancel, receive, examine, confirm, charge, write off): the family's one-record
 * mutations that move a status. Other one-record calls (生成档案编号, 档案整理…) belong to
 * dedicated pages, not to the generic list.
 */
export interface RecordAction {
  /** Verb or extra name: the endpoint key and the permission code's suffix. */
  key: string;
  label: string;
  /** The status the action sets; the action is offered only where the record is not in it. */
  field: string;
  target: FieldOption;
  /** Fields asked in a dialog before the step runs (the route's `asks`); empty: a confirmation. */
  asks: readonly FieldSpec[];
}

export const recordActions = (family: ConcreteFamilySpec): RecordAction[] => {
  const routes: [string, RouteSpec][] = [
    ...Object.entries(family.verbs),
    ...Object.entries(family.extras),
  ];
  const actions: RecordAction[] = [];
  for (const [key, route] of routes) {
    if (route.kind !== 'mutation' || !route.withId) continue;
    const lifecycle = family.lifecycles.find((item) => item.transitions[key] !== undefined);
    const value = lifecycle?.transitions[key];
    const target = lifecycle?.states.find((state) => state.value === value);
    if (!lifecycle || !target) continue;
    const asks = (route.asks ?? []).flatMap((name) => {
      const found = family.fields?.find((field) => field.name === name);
      return found ? [found] : [];
    });
    actions.push({ key, label: route.label ?? target.label, field: lifecycle.field, target, asks });
  }
  return actions;
};

/**
 * Whether the action applies to the row: not when the row is already in the target state, a
 * cancel (取消终止) only from a state other than the lifecycle's initial one, and a step the
 * lifecycle takes only from its initial state (注销) only from there.
 */
export const isActionAvailable = (
  family: ConcreteFamilySpec,
  action: RecordAction,
  row: Record<string, unknown>,
): boolean => {
  const raw = row[action.field];
  const current = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  if (current === action.target.value) return false;
  const lifecycle = family.lifecycles.find((item) => item.field === action.field);
  if (lifecycle?.onlyFromInitial?.includes(action.key)) {
    return current === undefined || current === '' || current === lifecycle.initial;
  }
  if (lifecycle && action.target.value === lifecycle.initial) {
    return current !== undefined && current !== lifecycle.initial;
  }
  return true;
};

export const confirmText = (action: RecordAction, name: string | undefined): string =>
  `确定要${name ? `对“${name}”` : ''}执行“${action.label}”吗？`;

/** The batch delete's confirmation. */
export const deleteConfirmText = (count: number): string =>
  `确定删除选中的${count}条记录吗？删除后不可恢复。`;

/** The batch 核实's confirmation. */
export const batchVerifyConfirmText = (count: number): string =>
  `确定核实选中的${count}条记录吗？核实时按当前已保存的记录重新计算。`;

/** What a batch 核实 did: verified, and skipped as already verified. */
export const batchVerifyResultText = (updated: number, skipped: number): string =>
  skipped > 0 ? `已核实${updated}条，${skipped}条此前已核实` : `已核实${updated}条`;

/** The server's reply to a batch step: `{updated, skipped}`; anything else counts as none. */
export const batchCounts = (reply: unknown): { updated: number; skipped: number } => {
  const count = (name: string): number => {
    const value: unknown =
      typeof reply === 'object' && reply !== null ? Reflect.get(reply, name) : undefined;
    return typeof value === 'number' ? value : 0;
  };
  return { updated: count('updated'), skipped: count('skipped') };
};
