import { type FieldSpec } from '@/services/contract';

/**
 * Field labels for the paper of families the catalogue keeps undeclared (their data is
 * free-form there): reception, consultation, prescription, an attachment. Only the print reads
 * them; a family that gets its fields in the catalogue prints from those instead.
 */

type Entry = readonly [name: string, label: string];

const fields = (entries: readonly Entry[], section: string): FieldSpec[] =>
  entries.map(([name, label]) => ({
    name,
    label,
    kind: /Date$/.test(name) ? 'date' : 'text',
    section,
  }));

export const PRINT_FIELD_SPECS: Readonly<Record<string, readonly FieldSpec[]>> = {
  receptionrecords: fields(
    [
      ['visitDate', '就诊日期'],
      ['chiefComplaint', '就诊者的主观资料'],
      ['subjective', '现病史'],
      ['objective', '就诊者的客观资料'],
      ['assessment', '评估'],
      ['plan', '处置计划'],
      ['doctorSignature', '医生签字'],
    ],
    '接诊记录',
  ),
  consultationrecords: fields(
    [
      ['consultDate', '会诊日期'],
      ['consultReason', '会诊原因'],
      ['consultOpinion', '会诊意见'],
      ['consultHospital', '会诊医疗机构及科室'],
      ['consultDoctors', '会诊医生'],
      ['doctorSignature', '责任医生'],
    ],
    '会诊记录',
  ),
  ds_drugs: fields(
    [
      ['prescriptionDate', '开具日期'],
      ['diagnosis', '临床诊断'],
      ['drugs', 'Rp'],
      ['doctorSignature', '医师'],
    ],
    '处方',
  ),
  fileStorageInfos: fields(
    [
      ['fileName', '文件名称'],
      ['fileType', '文件类别'],
      ['uploadDate', '上传日期'],
    ],
    '附件',
  ),
};
