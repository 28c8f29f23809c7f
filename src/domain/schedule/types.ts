/**
 * The schedule engine's vocabulary (national-forms-2.md §8 schedule B, §7 schedule A;
 * service-rules §1/§6): a programme reads a resident's records and answers which services are
 * due, with the window of each (earliest / due / overdue after) and the record that closed it.
 */

/** The programmes with a schedule, as service_due.programme stores them. */
export const SCHEDULE_PROGRAMMES = [
  'hypertension',
  'diabetes',
  'mental',
  'tuberculosis',
  'child',
  'maternal',
  'elderly',
  'vaccination',
  'contract',
] as const;
export type ScheduleProgramme = (typeof SCHEDULE_PROGRAMMES)[number];

export const SCHEDULE_PROGRAMME_LABELS: Readonly<Record<ScheduleProgramme, string>> = {
  hypertension: '高血压',
  diabetes: '糖尿病',
  mental: '严重精神障碍',
  tuberculosis: '肺结核',
  child: '儿童健康管理',
  maternal: '孕产妇健康管理',
  elderly: '老年人健康管理',
  vaccination: '预防接种',
  contract: '家庭医生签约',
};

export const isScheduleProgramme = (value: unknown): value is ScheduleProgramme =>
  typeof value === 'string' && (SCHEDULE_PROGRAMMES as readonly string[]).includes(value);

/** One saved record of the resident, as much as the schedules read. */
export interface ScheduleRecord {
  /** Catalogue family id. */
  family: string;
  id: string;
  /** The record's date 'YYYY-MM-DD' (its 随访/检查/接种 date), null when it has none. */
  date: string | null;
  /** Record status (a card's '1' = under management). */
  status?: string | null;
  /** Who entered it (a fallback for the responsible doctor). */
  createdBy?: string;
  /** Entry time, orders two records of one day. */
  createdAt?: string;
  data: Readonly<Record<string, unknown>>;
}

/** What the schedules know of one resident. */
export interface ScheduleResident {
  /** 'YYYY-MM-DD', undefined when unknown. */
  birthDate?: string | undefined;
  /** 性别 code: '1' male, '2' female. */
  sex?: string | undefined;
  /** In the file (档案状态 在档); a closed or transferred archive has no due services. */
  inFile: boolean;
  /** 死亡 stops every programme's clock. */
  dead: boolean;
  /** The archive's 责任医生, when the programme's records name none. */
  responsibleDoctor?: string | undefined;
  /** Every record of the resident (any family); each programme picks its own. */
  records: readonly ScheduleRecord[];
}

/** One due service of a resident: a row of service_due. */
export interface ScheduledService {
  programme: ScheduleProgramme;
  /** Stable within the programme: 'visit', 'check-8m', 'antenatal-2', 'dose-MMR-1'… */
  serviceKey: string;
  /** Chinese name shown to the doctor: 8月龄健康检查, 第2次产前随访, 麻腮风疫苗第1剂. */
  service: string;
  /** Catalogue family whose saved record closes it (the form the row opens). */
  formFamily: string;
  /** 'YYYY-MM-DD' the window opens. */
  earliestDate: string;
  /** The planned / due date. */
  dueDate: string;
  /** The last day of the window; overdue from the next day. */
  overdueAfter: string;
  /** The programme's latest service record of this resident. */
  lastServiceDate: string | null;
  /** The date of the record that closed it; null while open. */
  doneDate: string | null;
  doneRecordId: string | null;
  /** Responsible doctor ('' when none). */
  doctor: string;
}

/** A programme's schedule: data plus small pure functions, one file each. */
export interface ProgrammeSchedule<Config> {
  programme: ScheduleProgramme;
  /** The resident's services of this programme on `today` (none once the programme ended). */
  servicesOf: (resident: ScheduleResident, today: string, config: Config) => ScheduledService[];
}
