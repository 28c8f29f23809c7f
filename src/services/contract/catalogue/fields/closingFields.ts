import { CLOSING_KINDS, CLOSING_TEXT_MAX } from '../../../../domain/archives/closing';
import { TERMINATION_APPLICATION } from '../lifecycles';
import { type FieldSpec } from '../types';
import { HOSPITAL_LOOKUP, nameField, personNumField } from './commonFields';
import { field, section } from './fieldHelpers';

const KIND_OPTIONS = CLOSING_KINDS.map(({ value, label }) => ({ value, label }));

/**
 * What a closing of an archive says (kernel archives/closing): kind, day, cause or destination,
 * and the 死亡医学证明 it rests on. The archive shows them read-only; an application is typed.
 */
const closingFields = (readonly: boolean): FieldSpec[] => [
  // Columns of the applications' list; the archive list shows the closing by its 档案状态.
  field.select('closeKind', '注销类型', KIND_OPTIONS, {
    readonly,
    required: !readonly,
    list: !readonly,
  }),
  field.date('closeDate', '注销日期', {
    readonly,
    required: !readonly,
    list: !readonly,
    notAfterToday: true,
  }),
  field.text('closeCause', '死亡原因/注销原因', { readonly, maxLength: CLOSING_TEXT_MAX }),
  field.text('migrateTo', '迁往地', { readonly, maxLength: CLOSING_TEXT_MAX }),
  field.text('deathCertificateId', '死亡医学证明编号', { readonly, maxLength: 40 }),
];

/** The archive's 注销信息: set by 注销 and cleared by 恢复, which keeps its reason. */
export const PERSON_CLOSING_FIELDS: readonly FieldSpec[] = section('注销信息', [
  ...closingFields(true),
  field.text('closedBy', '注销人', { readonly: true }),
  field.datetime('closedAt', '注销登记时间', { readonly: true }),
  field.text('restoreReason', '恢复原因', { readonly: true }),
]);

/** The archive's last 转移责任村 (kernel archives/transfer): the clinic it left and why. */
export const PERSON_TRANSFER_FIELDS: readonly FieldSpec[] = section('转移信息', [
  field.lookup('transferFrom', '转出机构', HOSPITAL_LOOKUP, { readonly: true }),
  field.text('transferReason', '转移原因', { readonly: true }),
]);

/** 档案注销申请: the village applies, the township confirms or rejects with a reason. */
export const TERMINATION_APPLICATION_FIELDS: readonly FieldSpec[] = [
  personNumField(),
  nameField(),
  ...closingFields(false),
  field.text('applyReason', '申请说明', { maxLength: CLOSING_TEXT_MAX }),
  field.select('applyStatus', '申请状态', TERMINATION_APPLICATION.states, {
    readonly: true,
    filter: true,
    list: true,
  }),
  field.text('rejectReason', '驳回原因', {
    readonly: true,
    list: true,
    maxLength: CLOSING_TEXT_MAX,
  }),
];
