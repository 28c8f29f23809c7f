import { type IndicatorValue } from '../../domain/indicators';

/**
 * The live reports of the reference server (server/chronic/reportRoutes.ts): 公卫服务汇总表 and
 * 月度工作量统计 computed from the records for the chosen period, figures from the kernel's one
 * catalogue (src/domain/indicators/figures.ts). The period goes on the wire as `period` (month,
 * quarter, year, range) with `month`, `year` + `quarter` (spec §9 quarter code 2/4/8/16), or
 * `from` + `to`.
 */
export const REPORT_PATHS = {
  serviceSummary: '/api/liveReports/serviceSummary',
  serviceSummaryExcel: '/api/liveReports/serviceSummary/excel',
  monthlyWork: '/api/liveReports/monthlyWork',
  monthlyWorkExcel: '/api/liveReports/monthlyWork/excel',
  workloadDetails: '/api/liveReports/monthlyWork/details',
  /** A rate per month of the year, per institution: on 公卫服务汇总表 and on 管理指标报表. */
  serviceSummaryTrend: '/api/liveReports/serviceSummary/trend',
  indicatorsTrend: '/api/liveReports/indicators/trend',
  /** 公卫服务汇总表's rates per 责任医生 in each institution of the scope, for a year. */
  serviceSummaryByDoctor: '/api/liveReports/serviceSummary/byDoctor',
  /** 管理指标报表's rates per 责任医生 in each institution of the scope, for a year. */
  indicatorsByDoctor: '/api/liveReports/indicators/byDoctor',
  /** 管理指标报表's export: one tab's rates (tab=chronic|contract), per institution or per doctor. */
  indicatorsExcel: '/api/liveReports/indicators/excel',
  /** 月度工作量统计's counts per 责任医生 in each institution of the scope, for the period. */
  monthlyWorkByDoctor: '/api/liveReports/monthlyWork/byDoctor',
  /** 签约团队统计: the signing figures per 家庭医生团队, the residents behind each, the export. */
  teamSummary: '/api/liveReports/teamSummary',
  teamSummaryExcel: '/api/liveReports/teamSummary/excel',
  teamSummaryDetails: '/api/liveReports/teamSummary/details',
} as const;

/** Menu components (server/seed/menus.ts) of the pages these routes serve. */
export const SERVICE_SUMMARY_COMPONENT = 'reportServiceSummary';
export const MONTHLY_WORK_COMPONENT = 'lyxreportMonthlyWork';
export const TEAM_SUMMARY_COMPONENT = 'signTeamComputed';

export interface PeriodParams {
  period: 'month' | 'quarter' | 'year' | 'range';
  month?: string;
  year?: number;
  quarter?: number;
  from?: string;
  to?: string;
}

/** A figure's value on one institution: a rate (numerator, denominator, rate) or a count. */
export type FigureValue = IndicatorValue;

export interface FigureReportRow {
  hospitalId: string;
  hospitalName: string;
  hospClass: number;
  parentId: string | null;
  depth: number;
  /** Every figure of the report by figure id, over the institution's subtree. */
  values: Record<string, FigureValue>;
}

export interface FigureReportReply {
  period: { from: string; to: string; label: string };
  /** The year the rate figures are counted for (the period's year). */
  year: number;
  /** The figure ids the report shows, in column order. */
  figures: string[];
  rows: FigureReportRow[];
  /** Each figure per month of the period's year, over the scope (the trend chart). */
  trend: { month: string; values: Record<string, number | null> }[];
  /**
   * Each count figure per month (trend's months) for every child institution of the scope, so a
   * manager sees which township or village is improving; empty where the report has no trend.
   */
  institutionTrend: {
    hospitalId: string;
    hospitalName: string;
    values: Record<string, number[]>;
  }[];
}

/**
 * A rate figure at the end of each month of a year (the year's rate as it stood then), for the
 * scope (`scope`) and each institution directly under it.
 */
export interface RateTrendReply {
  year: number;
  figure: string;
  /** 'YYYY-MM', January to the current month (December in a past year). */
  months: string[];
  institutions: {
    hospitalId: string;
    hospitalName: string;
    scope: boolean;
    /** One per month of `months`. */
    values: FigureValue[];
  }[];
}

/** A report's figures per 责任医生 ('' where the archive names none) in each institution. */
export interface DoctorReportReply {
  year: number;
  figures: string[];
  rows: {
    hospitalId: string;
    hospitalName: string;
    doctor: string;
    values: Record<string, FigureValue>;
  }[];
}

export interface WorkloadDetailRow {
  id: string;
  family: string;
  familyLabel: string;
  personNum: string;
  name: string;
  IDCardNo: string;
  recordDate: string;
  hospitalId: string;
  hospitalName: string;
  createdBy: string;
}

export interface WorkloadDetailsReply {
  items: WorkloadDetailRow[];
  total: number;
  PageNumber: number;
  PageSize: number;
  title: string;
}

/** 考核汇总 computed from the figures (server/chronic/workScores.ts). */
export const WORK_SCORE_PATH = '/api/liveReports/workScore';
export const WORK_SCORE_COMPONENT = 'workScoreComputed';
/** The assessor's hand score or adjustment of one item (POST), kept with who and why. */
export const WORK_SCORE_ENTRIES_PATH = '/api/liveReports/workScore/entries';
/** The button the assessor needs to score or adjust (考核汇总's 修改). */
export const WORK_SCORE_ASSESS_BUTTON = `${WORK_SCORE_COMPONENT}:update`;

/** One assessor entry: a hand score or an adjustment, who gave it, when and why. */
export interface WorkScoreEntryReply {
  id: number;
  itemId: string;
  kind: 'hand' | 'adjust';
  score: number;
  reason: string;
  /** The assessor's name (their account when the name is empty). */
  enteredBy: string;
  enteredAt: string;
}

/** The body of WORK_SCORE_ENTRIES_PATH: the institution, the period (quarter or year), the item. */
export interface WorkScoreEntryRequest {
  hospitalId: string;
  period: 'quarter' | 'year';
  year: number;
  quarter?: number;
  itemId: string;
  score: number;
  reason: string;
}

export interface WorkScoreItemReply {
  id: string;
  label: string;
  part: string;
  points: number;
  figure: string;
  /** The figure's value the score was computed from (the same as every report shows). */
  value: FigureValue | null;
  /** The computed score. */
  score: number;
  explanation: string;
  /** The assessor's newest adjustment, whose score counts instead of the computed one. */
  adjustment: WorkScoreEntryReply | null;
  /** The score that counts: the adjustment's, else the computed one. */
  finalScore: number;
}

export interface WorkScoreReply {
  period: { from: string; to: string; label: string };
  rows: {
    hospitalId: string;
    hospitalName: string;
    hospClass: number;
    parentId: string | null;
    depth: number;
    items: WorkScoreItemReply[];
    handItems: {
      id: string;
      label: string;
      part: string;
      points: number;
      method: string;
      /** The assessor's newest score, null until one is given. */
      score: number | null;
      entry: WorkScoreEntryReply | null;
    }[];
    /** The computed items' sum as computed (before any adjustment). */
    computedTotal: number;
    /** Every item's score that counts (adjusted, hand-scored; a missing hand score counts 0). */
    total: number;
    /** Hand-scored items still without a score. */
    handPending: number;
    /** The assessor's entries of the period, newest first (the history). */
    history: WorkScoreEntryReply[];
  }[];
}

/** One 家庭医生团队 of 签约团队统计: its own counts and the catalogue's figures over them. */
export interface TeamSummaryRow {
  teamId: string;
  teamName: string;
  leaderName: string;
  hospitalId: string;
  hospitalName: string;
  /** The team's counts (签约居民数, 重点人群签约数, its agreements' items …). */
  counts: Record<string, number>;
  /** The figures of TEAM_FIGURE_IDS by id. */
  values: Record<string, FigureValue>;
}

export interface TeamSummaryReply {
  period: { from: string; to: string; label: string };
  /** The year the rates are counted for. */
  year: number;
  figures: string[];
  rows: TeamSummaryRow[];
}

/** The residents behind one count of one team (masked). */
export interface TeamDetailsReply {
  items: {
    personNum: string;
    name: string;
    IDCardNo: string;
    birthDate: string;
    hospitalId: string;
    hospitalName: string;
  }[];
  total: number;
  PageNumber: number;
  PageSize: number;
  title: string;
}
