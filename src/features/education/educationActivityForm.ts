import { dateText } from '@/domain/calendar';
import { educationActivityIssues } from '@/domain/education';
import {
  checkedFieldRules,
  type FormExtension,
  type FormExtensionHook,
  toRequestBody,
} from '@/features/resources';
import { getFamily } from '@/services/contract';

/** The fields the activity rules judge, and the fields whose change re-checks each. */
const CHECKED_FIELDS: Readonly<Record<string, string[]>> = {
  speaker: ['activityType'],
  participants: ['activityType'],
  activityDate: [],
  fillDate: ['activityDate'],
};

const ACTIVITY_FIELDS = getFamily('healtheducations').fields ?? [];

/**
 * The message of the shared rule for one field of the form's values, or undefined when it
 * holds. The values are read as the save would send them (dates as text, numbers as numbers).
 */
export const activityFieldProblem = (
  values: Record<string, unknown>,
  field: string,
  today: string,
): string | undefined =>
  educationActivityIssues(toRequestBody(ACTIVITY_FIELDS, values), today).find(
    (issue) => issue.field === field,
  )?.message;

/**
 * The 健康教育活动记录 dialog checks what the server checks (a lecture's 主讲人, someone
 * attending, the dates) as the values are typed, next to the field, instead of after 保存.
 */
export const educationActivityForm: FormExtensionHook = ({ form }): FormExtension => ({
  fieldRules: checkedFieldRules(CHECKED_FIELDS, (name) =>
    activityFieldProblem(form.getFieldsValue(true) as Record<string, unknown>, name, dateText()),
  ),
});
