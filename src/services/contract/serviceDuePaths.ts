import { type ScheduleProgramme } from '../../domain/schedule';
import { type ServiceDueState } from '../../domain/schedule/dueStates';
import { PRINT_API_PATH } from './print/printReply';

/**
 * The all-programme work list (工作提醒/待办) of the reference server (server/schedule) and its
 * replies: every due service of the schedule (service_due), by programme and state.
 */
export const SERVICE_DUE_PATHS = {
  list: '/api/serviceDue',
  excel: '/api/serviceDue/excel',
  summary: '/api/serviceDue/summary',
  /** The due list printed per village: under the print API, audited as a print. */
  print: `${PRINT_API_PATH}/serviceDueList`,
} as const;

/** The menu component of the page (server/seed/menus.ts); every route needs it in the menu. */
export const SERVICE_DUE_COMPONENT = 'serviceDueList';

/**
 * The menu pages (their components) through which a user opens a programme's records: a user
 * sees a programme's due services when the menu holds any of them.
 */
export const PROGRAMME_PAGES: Readonly<Record<ScheduleProgramme, readonly string[]>> = {
  hypertension: ['hypertensionFollowUp'],
  diabetes: ['diabetesFollowUP'],
  mental: ['mentalvisit'],
  tuberculosis: ['pulmonarypatientvisit', 'pulmonaryfirstvisit'],
  elderly: ['healthCheckTables', 'healthchecktablescores', 'questionnaireMains'],
  child: ['newbornVisits', 'childHealthChecks', 'toddlerHealthChecks', 'preschoolHealthChecks'],
  maternal: ['prenatalFirstChecks', 'prenatalFollowUps', 'postpartumVisits', 'postpartum42Checks'],
  vaccination: ['vaccinationrecords', 'vaccinationcards'],
  contract: ['signRegistes'],
};

export type ServiceDueCounts = Record<ServiceDueState, number>;

export interface ServiceDueItem {
  programme: ScheduleProgramme;
  serviceKey: string;
  personNum: string;
  name: string;
  /** PERSON_SEX code and its label. */
  sex: string;
  sexLabel: string;
  /** Whole years on `today`; null without a birth date. */
  age: number | null;
  /** 本人电话, masked by permission like every phone of a reply. */
  phone: string;
  hospitalId: string;
  hospitalName: string;
  doctor: string;
  service: string;
  /** The catalogue family whose record closes the service: the form the row opens. */
  formFamily: string;
  earliestDate: string;
  dueDate: string;
  overdueAfter: string;
  /** Days past the window's last day; 0 while not overdue. */
  daysOverdue: number;
  lastServiceDate: string;
}

export interface ServiceDueReply {
  items: ServiceDueItem[];
  total: number;
  PageNumber: number;
  PageSize: number;
  today: string;
  /** The programmes the user may open (the tabs), in the kernel's order. */
  programmes: ScheduleProgramme[];
  /** The counts of the filtered scope (programme, village, doctor) per state. */
  counts: ServiceDueCounts;
  doctors: string[];
  /** The user's institutions, for the filter (depth 0 is the user's own). */
  hospitals: { hospitalId: string; hospitalName: string; depth: number }[];
}

export interface ServiceDueSummaryReply {
  today: string;
  programmes: {
    programme: ScheduleProgramme;
    label: string;
    counts: ServiceDueCounts;
    /** Per institution one level below the user's (a township's villages, the region's townships). */
    byHospital: { hospitalId: string; hospitalName: string; counts: ServiceDueCounts }[];
  }[];
}

/** One due service as the village list prints it: the list's item and the resident's 现住址. */
export interface ServiceDuePrintItem extends ServiceDueItem {
  address: string;
}

/** One village's section of the printed due list (its own A4 pages). */
export interface ServiceDuePrintVillage {
  hospitalId: string;
  /** The village (the row's responsible institution, 村卫生室 or a centre's own residents). */
  hospitalName: string;
  /** The institution above it (the 乡镇卫生院), or its own name at the top of the tree. */
  institution: string;
  items: ServiceDuePrintItem[];
}

/** GET SERVICE_DUE_PATHS.print: the filtered list of every page, grouped per village. */
export interface ServiceDuePrintReply {
  title: string;
  /** The filter as the paper states it. */
  programmeLabel: string;
  stateLabel: string;
  doctor: string;
  /** The print date in the deployment's zone. */
  printDate: string;
  total: number;
  villages: ServiceDuePrintVillage[];
}
