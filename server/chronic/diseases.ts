import { DUE_PROGRAMMES, type DueProgramme } from '../../src/domain/followUp';

/** The programmes the work list and indicators cover (the kernel's DUE_PROGRAMMES), by family. */
export const DISEASES: Readonly<
  Record<DueProgramme, { label: string; card: string; visit: string }>
> = {
  hypertension: {
    label: DUE_PROGRAMMES.hypertension.label,
    card: DUE_PROGRAMMES.hypertension.cardFamily,
    visit: DUE_PROGRAMMES.hypertension.visitFamily,
  },
  diabetes: {
    label: DUE_PROGRAMMES.diabetes.label,
    card: DUE_PROGRAMMES.diabetes.cardFamily,
    visit: DUE_PROGRAMMES.diabetes.visitFamily,
  },
};

export type Disease = DueProgramme;

export const isDisease = (value: unknown): value is Disease =>
  typeof value === 'string' && value in DUE_PROGRAMMES;

/** The hospitals of a scope as one JSON parameter (`IN (SELECT value FROM json_each(?))`). */
export const hospitalsParam = (ids: readonly string[]): string => JSON.stringify(ids);
