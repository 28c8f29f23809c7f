import { type DueService } from '../../../domain/archives';
import { type MedicationEntry } from '../catalogue/types';

/** The reply of persons/homepage/{personNum}: 健康画像, assembled by the server in one call. */

/** One service record on the profile's timeline. */
export interface TimelineEntry {
  family: string;
  title: string;
  id: string;
  date: string | null;
  hospitalName: string | null;
  createdBy: string;
  /** A one-line summary (血压 132/84 mmHg · 控制满意). */
  summary: string;
  /** The scheduled services this record closed (8月龄健康检查, 第2次产前随访), from service_due. */
  closes?: string[];
}

export interface TrendPoint {
  date: string;
  source: string;
  sbp?: number;
  dbp?: number;
  glucose?: number;
}

export interface PersonProfile {
  person: Record<string, unknown>;
  age: number;
  labels: string[];
  /** Kept for the old homepage reply: the labels the first version gave. */
  tags: string[];
  signing: {
    /** The agreement the profile is about (kernel currentContract). */
    id: string;
    doctorName: string;
    teamName: string;
    packageName: string;
    signDate: string | null;
    startDate: string | null;
    endDate: string | null;
    /** 协议状态 on the day of the reply (kernel contractStateOf) and its label. */
    state: string;
    stateLabel: string;
  } | null;
  timeline: TimelineEntry[];
  services: { family: string; title: string; count: number; latestDate: string | null }[];
  latestCheck: {
    id: string;
    date: string | null;
    evaluation: string;
    abnormalities: string;
  } | null;
  medications: { source: string; date: string | null; items: MedicationEntry[] }[];
  bloodPressure: TrendPoint[];
  glucose: TrendPoint[];
  due: DueService[];
}
