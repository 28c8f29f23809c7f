/** A drug the demo prescribes: its name, how many times a day, and the dose. */
export type Drug = readonly [drug: string, timesPerDay: number, dose: string];

/** A drug as an entry of a record's 用药情况. */
export const medicationOf = ([drug, timesPerDay, dose]: Drug) => ({ drug, timesPerDay, dose });
