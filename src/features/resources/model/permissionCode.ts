import { buttonVerbOf } from '@/services/contract';

/**
 * The button code of a verb (FunDetailID): `{familyId}:{verb}`, as the menu's formBtns carry; a
 * verb that is another button's act (批量核实 of 核实) asks for that button (buttonVerbOf).
 */
export const permissionCode = (familyId: string, verb: string): string =>
  `${familyId}:${buttonVerbOf(verb)}`;
