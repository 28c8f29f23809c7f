import { ok } from '../../http/envelope';
import { applyTransition, findTransition, stampRecord, transitionRecord } from '../lifecycle';
import { toOutput, writableRecord } from '../recordOps';
import { parseIds } from '../validation/validateInput';
import { type ResourceCall, type ResourceHandler, idOf } from './handlerTypes';

const labelOf = (call: ResourceCall): string => call.route.label ?? call.key;

/** terminal, cancelTermination, audit, verify, receive, examine, confirm, charge, writeOff… */
export const transitionHandler: ResourceHandler = (call) => {
  const transition = findTransition(call.model, call.key);
  if (!transition) throw new Error(`${call.model.id}.${call.key} has no lifecycle`);
  const record = transitionRecord(
    call.rc,
    call.model,
    idOf(call),
    transition,
    call.key,
    labelOf(call),
    call.body,
  );
  return ok(toOutput(call.model, record, call.rc.today), `${labelOf(call)}成功`);
};

/**
 * batchverify: ids in the body, like deletes. All or nothing on access; records already in the
 * target state are skipped and counted.
 */
export const batchTransitionHandler: ResourceHandler = (call) => {
  const { rc, model } = call;
  const transition = findTransition(model, call.key);
  if (!transition) throw new Error(`${model.id}.${call.key} has no lifecycle`);
  const ids = parseIds(call.body);
  const result = rc.store.db.transaction(() => {
    const records = ids.map((id) => writableRecord(rc, model, id));
    let updated = 0;
    for (const record of records) {
      if (record.data[transition.lifecycle.field] === transition.target) continue;
      applyTransition(rc, model, record, transition, call.key, labelOf(call), {
        values: {},
        cleared: [],
      });
      updated += 1;
    }
    return { updated, skipped: records.length - updated };
  })();
  return ok(result, `${labelOf(call)}成功`);
};

/** An action extra without a status: its body's fields and an `{action}Time/By` stamp. */
export const stampHandler: ResourceHandler = (call) => {
  const record = stampRecord(call.rc, call.model, idOf(call), call.key, call.body);
  return ok(toOutput(call.model, record, call.rc.today), `${labelOf(call)}成功`);
};
