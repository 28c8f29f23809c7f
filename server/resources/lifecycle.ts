import { type LifecycleSpec } from '../../src/services/contract/catalogue';
import { conflict } from '../http/resourceErrors';
import { type FamilyModel } from './familyModel';
import { changeWritable, type RecordContext } from './recordOps';
import { textOf } from './recordValues';
import { applyChanges } from './resourceService';
import { type StoredRecord } from './store/resourceStore';
import {
  isPlainObject,
  parseInput,
  type ParsedInput,
  type RecordData,
} from './validation/validateInput';

export interface Transition {
  lifecycle: LifecycleSpec;
  target: string;
}

/** The status change a verb or extra makes (terminal → manageStatus 2, writeOff → status 4). */
export const findTransition = (model: FamilyModel, action: string): Transition | undefined => {
  for (const lifecycle of model.lifecycles) {
    const target = lifecycle.transitions[action];
    if (target !== undefined) return { lifecycle, target };
  }
  return undefined;
};

const stateLabel = (lifecycle: LifecycleSpec, value: unknown): string =>
  lifecycle.states.find((state) => state.value === value)?.label ?? textOf(value);

/** An optional body of an action: fields of the family (a termination reason, say). */
export const actionInput = (model: FamilyModel, body: unknown, today: string): ParsedInput =>
  body === undefined || body === null || (isPlainObject(body) && Object.keys(body).length === 0)
    ? { values: {}, cleared: [] }
    : parseInput(model, body, today);

/** Dates some forms keep beside a status. */
const statusDates = (model: FamilyModel, action: string, rc: RecordContext, input: ParsedInput) => {
  const extra: RecordData = {};
  const declared = (name: string) =>
    model.fieldByName.has(name) && input.values[name] === undefined;
  if (action === 'terminal' && declared('terminationDate')) extra.terminationDate = rc.today;
  if (action === 'receive' && declared('receiveDate')) extra.receiveDate = rc.today;
  if (action === 'cancelTermination') {
    input.cleared.push(
      ...['terminationDate', 'terminationReason'].filter((n) => model.fieldByName.has(n)),
    );
  }
  return extra;
};

/**
 * Moves one record along its lifecycle: sets the status field, stamps `{field}Time` and
 * `{field}By` with the time and operator, and logs the step. Refuses (409) a step to the state
 * the record is already in.
 */
export const applyTransition = (
  rc: RecordContext,
  model: FamilyModel,
  record: StoredRecord,
  transition: Transition,
  action: string,
  label: string,
  input: ParsedInput,
): StoredRecord => {
  const { lifecycle, target } = transition;
  const current = record.data[lifecycle.field];
  if (current === target) {
    throw conflict(`当前已是“${stateLabel(lifecycle, target)}”状态，无需${label}`);
  }
  const extra: RecordData = {
    ...statusDates(model, action, rc, input),
    [lifecycle.field]: target,
    [`${lifecycle.field}Time`]: rc.now,
    [`${lifecycle.field}By`]: rc.access.userName,
  };
  return applyChanges(rc, model, record, input, action, extra, {
    field: lifecycle.field,
    from: typeof current === 'string' ? current : null,
    to: target,
  });
};

export const transitionRecord = (
  rc: RecordContext,
  model: FamilyModel,
  id: string,
  transition: Transition,
  action: string,
  label: string,
  body: unknown,
): StoredRecord =>
  changeWritable(rc, model, id, (record) => {
    const input = actionInput(model, body, rc.today);
    return applyTransition(rc, model, record, transition, action, label, input);
  });

/** An action extra without a status (collate, start, stop…): body fields and a stamp. */
export const stampRecord = (
  rc: RecordContext,
  model: FamilyModel,
  id: string,
  action: string,
  body: unknown,
  extra: RecordData = {},
): StoredRecord =>
  changeWritable(rc, model, id, (record) => {
    const input = actionInput(model, body, rc.today);
    return applyChanges(rc, model, record, input, action, {
      ...extra,
      [`${action}Time`]: rc.now,
      [`${action}By`]: rc.access.userName,
    });
  });
