import { type ScheduleRecord, type ScheduleResident, type ScheduledService } from './types';

/** Small readers of saved records the schedules share. */

export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Records of these families, latest first (by date, then entry time). */
export const recordsOf = (
  resident: ScheduleResident,
  families: readonly string[],
): ScheduleRecord[] =>
  resident.records
    .filter((record) => families.includes(record.family))
    .sort(
      (a, b) =>
        (b.date ?? '').localeCompare(a.date ?? '') ||
        (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    );

/** The dated records of these families, latest first. */
export const datedRecordsOf = (
  resident: ScheduleResident,
  families: readonly string[],
): ScheduleRecord[] => recordsOf(resident, families).filter((record) => record.date);

/** The responsible doctor: the latest record's signing doctor, else the archive's 责任医生. */
export const doctorOf = (resident: ScheduleResident, latest: ScheduleRecord | undefined): string =>
  textOf(latest?.data.doctorSignature) ??
  textOf(latest?.data.doctorName) ??
  textOf(resident.responsibleDoctor) ??
  '';

/** The earliest dated record among `records` that `closes` accepts: what closed a service. */
export const closingRecord = (
  records: readonly ScheduleRecord[],
  closes: (record: ScheduleRecord) => boolean,
): ScheduleRecord | undefined =>
  records
    .filter((record) => record.date && closes(record))
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))[0];

/** The done half of a service from its closing record (or none). */
export const doneBy = (
  record: ScheduleRecord | undefined,
): Pick<ScheduledService, 'doneDate' | 'doneRecordId'> => ({
  doneDate: record?.date ?? null,
  doneRecordId: record?.id ?? null,
});

/** A code field compared as text (a dose number may be saved as 2 or '2'). */
export const codeOf = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : textOf(value);
