/** The button code of a verb (FunDetailID): `{familyId}:{verb}`, as the menu's formBtns carry. */
export const permissionCode = (familyId: string, verb: string): string => `${familyId}:${verb}`;
