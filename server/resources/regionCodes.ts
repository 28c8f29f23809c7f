import { type Db } from '../db/openDatabase';

/** A region code padded to the 12 digits of a village code: the prefix of record numbers. */
export const region12 = (code: string): string => code.padEnd(12, '0').slice(0, 12);

export const hospitalRegion = (db: Db, hospitalId: string): string =>
  db
    .prepare<[string], { region_code: string }>(
      'SELECT region_code FROM hospitals WHERE hosp_id = ?',
    )
    .get(hospitalId)?.region_code ?? '';

/** 个人编号: the 12-digit region of the hospital and a 6-digit serial (18 digits). */
export const personNumOf = (region: string, serial: number): string =>
  `${region12(region)}${String(serial).padStart(6, '0')}`;

/** 档案编号 (规范 第三版): 12-digit region and a 5-digit serial (17 digits). */
export const fileNumOf = (region: string, serial: number): string =>
  `${region12(region)}${String(serial).padStart(5, '0')}`;

/** 家庭编号: 12-digit region and a 4-digit serial. */
export const familyCodeOf = (region: string, serial: number): string =>
  `${region12(region)}${String(serial).padStart(4, '0')}`;

/** Counter names of resource_sequences. */
export const SEQUENCES = {
  recordId: (family: string) => `id:${family}`,
  personNum: (region: string) => `personNum:${region12(region)}`,
  fileNum: (region: string) => `fileNum:${region12(region)}`,
  familyCode: (region: string) => `familyCode:${region12(region)}`,
} as const;
