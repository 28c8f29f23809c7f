import { type DueState } from '../../domain/followUp';
import {
  type ConfiguredDenominators,
  type ContractCount,
  type IndicatorCounts,
  type IndicatorValue,
} from '../../domain/indicators';

/**
 * The follow-up work list and indicator routes of the reference server (server/chronic), and
 * their replies. Not in spec 7.3's catalogue: the platform's report families are wildcards, so
 * these are named here once for the server and the client.
 */
export const CHRONIC_PATHS = {
  worklist: '/api/followUpWorklist',
  worklistExcel: '/api/followUpWorklist/excel',
  worklistSummary: '/api/followUpWorklist/summary',
  indicators: '/api/chronicIndicators',
  indicatorDetails: '/api/chronicIndicators/details',
  indicatorDetailsExcel: '/api/chronicIndicators/details/excel',
  contractIndicators: '/api/contractIndicators',
  contractIndicatorDetails: '/api/contractIndicators/details',
  contractIndicatorDetailsExcel: '/api/contractIndicators/details/excel',
} as const;

export type ChronicDisease = 'hypertension' | 'diabetes';
export type WorklistViewName = 'overdue' | 'dueToday' | 'dueThisWeek' | 'quotaRisk' | 'all';

export interface WorklistRow {
  personNum: string;
  name: string;
  IDCardNo: string;
  hospitalId: string;
  hospitalName: string;
  doctor: string;
  /** The latest follow-up's record id ('' before the first visit): what 打印 prints. */
  lastVisitId: string;
  lastVisitDate: string;
  classification: string;
  sbp: number | null;
  dbp: number | null;
  glucose: number | null;
  plannedDate: string;
  state: DueState;
  daysOverdue: number;
  twoWeek: boolean;
  quotaRisk: boolean;
  faceToFaceThisYear: number;
}

export interface WorklistCountsReply {
  managed: number;
  overdue: number;
  dueToday: number;
  dueThisWeek: number;
  quotaRisk: number;
  faceToFaceThisYear: number;
  quotaTarget: number;
}

export interface WorklistReply {
  items: WorklistRow[];
  total: number;
  PageNumber: number;
  PageSize: number;
  today: string;
  counts: WorklistCountsReply;
  doctors: string[];
  /** The user's institutions, for the filter (depth 0 is the user's own). */
  hospitals: { hospitalId: string; hospitalName: string; depth: number }[];
}

export interface WorklistSummaryReply {
  today: string;
  diseases: {
    disease: ChronicDisease;
    label: string;
    counts: WorklistCountsReply;
    byHospital: { hospitalId: string; hospitalName: string; counts: WorklistCountsReply }[];
  }[];
  /**
   * The nearest institution above the user's hospital that treats patients (a village clinic's
   * township centre): the referral form's default 转诊机构. Null when only the health bureau is
   * above (a township centre's doctors name the hospital themselves).
   */
  referralTarget: { hospitalId: string; hospitalName: string } | null;
}

export interface IndicatorRowReply {
  hospitalId: string;
  hospitalName: string;
  hospClass: number;
  parentId: string | null;
  depth: number;
  counts: IndicatorCounts;
  ownCounts: IndicatorCounts;
  /** The population figures configured for the institution and year (absent: counted). */
  configured: ConfiguredDenominators;
  values: Record<string, IndicatorValue>;
}

export interface IndicatorsReply {
  year: number;
  period: { from: string; to: string };
  rows: IndicatorRowReply[];
}

export interface IndicatorDetailRow {
  personNum: string;
  name: string;
  IDCardNo: string;
  birthDate: string;
  hospitalId: string;
  hospitalName: string;
}

export interface IndicatorDetailsReply {
  items: IndicatorDetailRow[];
  total: number;
  PageNumber: number;
  PageSize: number;
  title: string;
  columnLabel: string;
  year: number;
}

/** One institution of the signing report (签约率, 续约率, 履约率). */
export interface ContractIndicatorRowReply {
  hospitalId: string;
  hospitalName: string;
  hospClass: number;
  parentId: string | null;
  depth: number;
  counts: Record<ContractCount, number>;
  ownCounts: Record<ContractCount, number>;
  configured: ConfiguredDenominators;
  values: Record<string, IndicatorValue>;
}

export interface ContractIndicatorsReply {
  year: number;
  period: { from: string; to: string };
  rows: ContractIndicatorRowReply[];
}
