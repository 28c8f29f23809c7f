/** A catalogue family id (spec 7.3); test/unit/domain checks that each one exists. */
type FamilyId = string;

/**
 * The severe-mental-disorder and tuberculosis visits whose forms apply rules (national-forms
 * §7–§9), and the card a patient needs before a visit can be recorded. Kept apart from
 * CHRONIC_FOLLOW_UP_FAMILIES, whose rules (blood pressure, glucose) and work list do not apply.
 */
export type VisitRuleKind = 'mental' | 'tuberculosis';

export interface RuledVisitFamily {
  kind: VisitRuleKind;
  cardFamilyId: FamilyId;
  cardTitle: string;
  /** The first home visit (§8): no 治疗月序, no 结案. */
  firstVisit?: boolean;
}

export const MENTAL_TB_VISIT_FAMILIES: Readonly<Record<string, RuledVisitFamily>> = {
  mentalvisit: {
    kind: 'mental',
    cardFamilyId: 'mentalcard',
    cardTitle: '严重精神障碍患者个人信息补充表',
  },
  pulmonaryfirstvisit: {
    kind: 'tuberculosis',
    cardFamilyId: 'pulmonarycard',
    cardTitle: '肺结核患者管理卡',
    firstVisit: true,
  },
  pulmonarypatientvisit: {
    kind: 'tuberculosis',
    cardFamilyId: 'pulmonarycard',
    cardTitle: '肺结核患者管理卡',
  },
};
