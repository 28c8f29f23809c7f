import { family } from '../family';
import {
  POSTPARTUM_42_CHECK_FIELDS,
  POSTPARTUM_VISIT_FIELDS,
  PRENATAL_FOLLOW_UP_FIELDS,
} from '../fields/maternalFollowUpFields';

/**
 * 孕产妇健康管理 after the first prenatal check (national-forms-2.md §4, §5): on paths of our own,
 * like the other 妇幼 forms (docs/decisions/0031-maternal-child-paths.md).
 */
export const maternalFamilies = [
  family('prenatalFollowUps', '第2～5次产前随访', '妇幼', {
    fields: PRENATAL_FOLLOW_UP_FIELDS,
    verbs: ['history'],
  }),
  family('postpartumVisits', '产后访视', '妇幼', {
    fields: POSTPARTUM_VISIT_FIELDS,
    verbs: ['history'],
  }),
  family('postpartum42Checks', '产后42天健康检查', '妇幼', {
    fields: POSTPARTUM_42_CHECK_FIELDS,
    verbs: ['history'],
  }),
] as const;
