import { type ConcreteFamilySpec } from '@/services/contract';

import { recordActions } from './recordActions';

/**
 * Row steps with a dialog of their own rather than a lifecycle step's: 转移责任村 opens the
 * township's village picker (components/TransferArchiveDialog).
 */
export const OWN_DIALOG_STEPS: Readonly<Record<string, readonly string[]>> = {
  persons: ['transfer'],
};

/**
 * Which button codes of a family render a control on its generic page, given the code: the
 * toolbar's 新增 (only with declared fields: the generic form has nothing else to ask), 删除 and
 * 导出, the row's 修改, each lifecycle action of the rows and the steps with their own dialog. A held code outside this list
 * shows nothing, which the seeded-groups walk (test/integration/resources) refuses.
 */
export const familyControls = (family: ConcreteFamilySpec) => ({
  create: Boolean(family.verbs.create && family.fields?.length),
  deletes: Boolean(family.verbs.deletes),
  excel: Boolean(family.verbs.excel),
  update: Boolean(family.verbs.update),
  actions: recordActions(family),
});

/** The verbs whose code shows a control on the family's generic page. */
export const controlledVerbs = (family: ConcreteFamilySpec): Set<string> => {
  const controls = familyControls(family);
  const verbs = new Set(controls.actions.map((action) => action.key));
  for (const step of OWN_DIALOG_STEPS[family.id] ?? []) {
    if (family.extras[step]) verbs.add(step);
  }
  for (const verb of ['create', 'deletes', 'excel', 'update'] as const) {
    if (controls[verb]) verbs.add(verb);
  }
  return verbs;
};
