/** 此次随访分类 codes of the hypertension and diabetes follow-up forms (national-forms §4). */
export const VISIT_CLASS = {
  controlled: '1',
  uncontrolled: '2',
  adverseReaction: '3',
  complication: '4',
} as const;

export type VisitClass = (typeof VISIT_CLASS)[keyof typeof VISIT_CLASS];

export const VISIT_CLASS_LABELS: Readonly<Record<VisitClass, string>> = {
  '1': '控制满意',
  '2': '控制不满意',
  '3': '不良反应',
  '4': '并发症',
};

export const isVisitClass = (value: unknown): value is VisitClass =>
  typeof value === 'string' && value in VISIT_CLASS_LABELS;

/** 药物不良反应 `1无 2有`. */
export const ADVERSE_REACTION_PRESENT = '2';

/** 并发症 since the last visit (`1无 2出现新的并发症 3原有并发症加重`). */
export const COMPLICATION_CHANGE = { none: '1', new: '2', worsened: '3' } as const;

/** A new or a worsened complication: the visit is 并发症 and the patient is referred. */
export const isComplicationChange = (value: unknown): boolean =>
  value === COMPLICATION_CHANGE.new || value === COMPLICATION_CHANGE.worsened;

/** 随访方式 `1门诊 2家庭 3电话`: 门诊 and 家庭 are face to face; 电话 is not (service-rules §5.1). */
export const FACE_TO_FACE_METHODS: readonly string[] = ['1', '2'];
