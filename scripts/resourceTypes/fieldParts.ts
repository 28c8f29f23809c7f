import { type FieldSpec } from '@/services/contract';
import { LIVING_ENVIRONMENT_FIELDS } from '@/services/contract/archives/personalInfoFields';
import {
  auditTrailFields,
  residentFields,
  visitSignOff,
} from '@/services/contract/catalogue/fields/commonFields';
import {
  bloodPressure,
  cardManagement,
  chronicFollowUp,
  lifestyleGuidance,
  managementCard,
  managementStatus,
  medication,
  referralAndClose,
  saltIntake,
  symptoms,
  treatmentAssessment,
  visitClassification,
  visitHeader,
  weightAndBmi,
} from '@/services/contract/catalogue/fields/followUpParts';
import { referralAdvice } from '@/services/contract/catalogue/fields/maternalChildParts';
import { dangerousBehaviour } from '@/services/contract/catalogue/fields/mentalFields';

/** A block of fields many families declare, given one type in the generated file. */
export interface FieldPart {
  /** The generated type's name. */
  name: string;
  title: string;
  fields: () => FieldSpec[];
}

/**
 * The shared blocks of the catalogue (commonFields.ts, followUpParts.ts, maternalChildParts.ts,
 * and blocks one fields file gives two families), largest first: a row type is its own fields
 * joined (`&`) with every part whose fields it declares in full, so the generated file states
 * each block once instead of in every family that prints it.
 */
export const FIELD_PARTS: readonly FieldPart[] = [
  {
    name: 'ChronicFollowUpFields',
    title: 'The follow-up record the chronic diseases share, around what each disease examines',
    fields: () => chronicFollowUp({ symptoms: [], examination: [] }),
  },
  {
    name: 'ManagementCardFields',
    title: 'The management card every chronic disease opens with',
    fields: () => managementCard([]),
  },
  {
    name: 'ReferralAndCloseFields',
    title: '转诊 and the close of a follow-up form',
    fields: referralAndClose,
  },
  { name: 'LifestyleGuidanceFields', title: '生活方式指导', fields: () => lifestyleGuidance() },
  {
    name: 'TreatmentAssessmentFields',
    title: '服药依从性, 药物不良反应, 并发症',
    fields: () => treatmentAssessment(),
  },
  {
    name: 'DangerousBehaviourFields',
    title: '危险行为 and the count of each (严重精神障碍)',
    fields: dangerousBehaviour,
  },
  { name: 'VisitHeaderFields', title: 'The header of a follow-up form', fields: visitHeader },
  {
    name: 'WeightAndBmiFields',
    title: '体重 and 体质指数, now and as the target',
    fields: weightAndBmi,
  },
  {
    name: 'CardManagementFields',
    title: '管理信息 of a management card',
    fields: cardManagement,
  },
  {
    name: 'LivingEnvironmentFields',
    title: '生活环境 of the resident’s archive',
    fields: () => [...LIVING_ENVIRONMENT_FIELDS],
  },
  {
    name: 'ResidentFields',
    title: 'The resident a service record belongs to',
    fields: residentFields,
  },
  {
    name: 'AuditTrailFields',
    title: 'Who created and last changed a record, and when',
    fields: auditTrailFields,
  },
  {
    name: 'ReferralAdviceFields',
    title: '转诊建议 of the child forms',
    fields: () => referralAdvice(),
  },
  {
    name: 'VisitSignOffFields',
    title: 'How a visit form closes: 下次随访日期, 随访医生签名, 随访机构',
    fields: () => visitSignOff('随访机构'),
  },
  { name: 'ManagementStatusFields', title: '管理状态', fields: managementStatus },
  { name: 'BloodPressureFields', title: '血压', fields: bloodPressure },
  {
    name: 'VisitClassificationFields',
    title: '此次随访分类 and its reason',
    fields: visitClassification,
  },
  { name: 'SymptomsFields', title: '症状', fields: () => symptoms([]) },
  { name: 'SaltIntakeFields', title: '摄盐情况', fields: saltIntake },
  { name: 'MedicationFields', title: '用药情况', fields: () => medication() },
];
