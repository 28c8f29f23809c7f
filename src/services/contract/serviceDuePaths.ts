import { type ScheduleProgramme } from '../../domain/schedule';
import { type ServiceDueState } from '../../domain/schedule/dueStates';

/**
 * The all-programme work list (工作提醒/待办) of the reference server (server/schedule) and its
 * replies: every due service of the schedule (service_due), by programme and state.
 */
export const SERVICE_DUE_PATHS = {
  list: '/api/serviceDue',
  excel: '/api/serviceDue/excel',
  summary: '/api/serviceDue/summary',
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
