/**
 * 健康教育活动记录表 (national-forms.md §15): what each kind of activity must record, and the
 * lecture's facts the assistant writes its lecture report from (spec 2.6, mode 2). Pure, shared
 * by the record dialog and the server's save hook.
 */

/** 活动形式 codes (EDUCATION_ACTIVITY_FORM of the catalogue) that change what is required. */
export const EDUCATION_ACTIVITY = {
  bulletinBoard: '1',
  lecture: '2',
  consultation: '3',
} as const;

/** An activity where people come to listen or ask: someone speaks and someone attends. */
const ATTENDED: ReadonlySet<string> = new Set([
  EDUCATION_ACTIVITY.lecture,
  EDUCATION_ACTIVITY.consultation,
]);

export interface EducationActivityIssue {
  field: string;
  message: string;
}

/** The values the rules read; anything else on the record is ignored. */
export interface EducationActivityValues {
  activityType?: unknown;
  activityDate?: unknown;
  fillDate?: unknown;
  speaker?: unknown;
  participants?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const day = (value: unknown): string => text(value).slice(0, 10);

export const isLectureActivity = (values: { activityType?: unknown }): boolean =>
  text(values.activityType) === EDUCATION_ACTIVITY.lecture;

/**
 * What a record of this kind still lacks or contradicts, each naming its field:
 * - a lecture has a 主讲人 (the lecture record prints who gave it);
 * - a lecture or consultation has someone attending (人数 at least 1; a bulletin board has no
 *   head count, so 0 is fine there);
 * - the activity has taken place (not after `today`) and the form is filled in after it.
 */
export const educationActivityIssues = (
  values: EducationActivityValues,
  today: string,
): EducationActivityIssue[] => {
  const issues: EducationActivityIssue[] = [];
  const type = text(values.activityType);
  if (type === EDUCATION_ACTIVITY.lecture && !text(values.speaker)) {
    issues.push({ field: 'speaker', message: '健康知识讲座须填写主讲人' });
  }
  const participants = values.participants;
  if (ATTENDED.has(type) && typeof participants === 'number' && participants < 1) {
    issues.push({ field: 'participants', message: '讲座和咨询活动的接受健康教育人数至少为1人' });
  }
  const activityDay = day(values.activityDate);
  if (activityDay && activityDay > today) {
    issues.push({ field: 'activityDate', message: '活动时间不能晚于今天，请在活动结束后记录' });
  }
  const fillDay = day(values.fillDate);
  if (activityDay && fillDay && fillDay < activityDay) {
    issues.push({ field: 'fillDate', message: '填表时间不能早于活动时间' });
  }
  return issues;
};

/** The body of the lecture-report stream: the lecture's topic, audience, speaker, time and place. */
export interface LectureReportParams {
  [name: string]: string;
  topic: string;
  audience: string;
  speaker: string;
  time: string;
  place: string;
}

/**
 * A lecture's facts as the assistant's lecture report takes them; null for any other activity
 * (a bulletin board or a consultation day is no lecture to report on).
 */
export const lectureReportParams = (
  record: Record<string, unknown>,
): LectureReportParams | null => {
  if (!isLectureActivity(record)) return null;
  const time = [day(record.activityDate), text(record.activityTime)].filter(Boolean).join(' ');
  return {
    topic: text(record.theme),
    audience: text(record.audience),
    speaker: text(record.speaker),
    time,
    place: text(record.activityPlace),
  };
};
