import { adminFamilies } from './families/adminFamilies';
import { baseFamilies } from './families/baseFamilies';
import { chronicFamilies } from './families/chronicFamilies';
import { maternalChildFamilies } from './families/maternalChildFamilies';
import { maternalFamilies } from './families/maternalFamilies';
import { otherFamilies } from './families/otherFamilies';
import { residentFamilies } from './families/residentFamilies';
import { serviceFamilies } from './families/serviceFamilies';
import { supportFamilies } from './families/supportFamilies';
import { type ConcreteFamilySpec, type FamilySpec, type WildcardFamilySpec } from './types';

/**
 * Every resource family of spec 7.3, in the spec's order, then the families spec 7.3 does not
 * list (maternal and child health: their paths are ours, see maternalChildFamilies.ts).
 */
export const catalogue = [
  ...baseFamilies,
  ...residentFamilies,
  ...chronicFamilies,
  ...serviceFamilies,
  ...supportFamilies,
  ...adminFamilies,
  ...otherFamilies,
  ...maternalChildFamilies,
  ...maternalFamilies,
] as const;

type Entry = (typeof catalogue)[number];
export type FamilyId = Entry['id'];
export type ConcreteFamilyId = Extract<Entry, { wildcard: false }>['id'];
export type WildcardFamilyId = Extract<Entry, { wildcard: true }>['id'];

export const familyIds: readonly FamilyId[] = catalogue.map((entry) => entry.id);

const byId: ReadonlyMap<string, FamilySpec> = new Map(
  catalogue.map((entry): [string, FamilySpec] => [entry.id, entry]),
);

export const isFamilyId = (id: string): id is FamilyId => byId.has(id);

/** For ids from outside (a menu's MenuComponet): a family with a collection path. */
export const isConcreteFamilyId = (id: string): id is ConcreteFamilyId =>
  byId.get(id)?.wildcard === false;

/** A family the domain kernel names (a plain string there), checked against the catalogue. */
export const concreteFamilyId = (id: string): ConcreteFamilyId => {
  if (!isConcreteFamilyId(id)) throw new Error(`目录中没有资源族 ${id}`);
  return id;
};

export const isWildcardFamilyId = (id: string): id is WildcardFamilyId =>
  byId.get(id)?.wildcard === true;

export function getFamily<Id extends ConcreteFamilyId>(id: Id): ConcreteFamilySpec<Id>;
export function getFamily<Id extends WildcardFamilyId>(id: Id): WildcardFamilySpec<Id>;
export function getFamily(id: string): FamilySpec | undefined;
export function getFamily(id: string): FamilySpec | undefined {
  return byId.get(id);
}

export const concreteFamilies: readonly ConcreteFamilySpec<ConcreteFamilyId>[] = catalogue.filter(
  (entry): entry is Extract<Entry, { wildcard: false }> => !entry.wildcard,
);
export const wildcardFamilies: readonly WildcardFamilySpec<WildcardFamilyId>[] = catalogue.filter(
  (entry): entry is Extract<Entry, { wildcard: true }> => entry.wildcard,
);
