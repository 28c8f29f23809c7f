import { type FieldSpec } from '../types';
import { field, lookupSource } from './fieldHelpers';
import { SEX } from './options';

export const HOSPITAL_LOOKUP = lookupSource('hospitals', 'hospName');
export const REGION_LOOKUP = lookupSource('regions', 'regionName', 'regionCode');

export const hospitalField = (label = '管理机构', name = 'hospitalId'): FieldSpec =>
  field.lookup(name, label, HOSPITAL_LOOKUP, { filter: true, list: true });

/** 个人编号: the resident's number, which every service record is filed under. */
export const personNumField = (): FieldSpec =>
  field.text('personNum', '个人编号', { required: true, filter: true, list: true, maxLength: 32 });

/** A person's name as the forms take it: required, searched and listed, at most 50 characters. */
export const nameField = (label = '姓名', name = 'name'): FieldSpec =>
  field.personName(name, label, { required: true, filter: true, list: true, maxLength: 50 });

/** The resident a service record belongs to: the form header of every national service form. */
export const residentFields = (): FieldSpec[] => [
  personNumField(),
  nameField(),
  field.select('sex', '性别', SEX, { list: true }),
  field.idCard('IDCardNo', '身份证号', { filter: true, list: true }),
];

/** Who created and last changed a record, and when; written by the server. */
export const auditTrailFields = (): FieldSpec[] => [
  field.text('createdBy', '创建人', { readonly: true }),
  field.datetime('createdAt', '创建时间', { readonly: true }),
  field.text('updatedBy', '修改人', { readonly: true }),
  field.datetime('updatedAt', '修改时间', { readonly: true }),
];

/** 下次随访日期, 随访医生签名 and the institution that made the visit: how a visit form closes. */
export const visitSignOff = (hospitalLabel: string): FieldSpec[] => [
  field.date('nextVisitDate', '下次随访日期', { list: true }),
  field.personName('doctorSignature', '随访医生签名', {
    required: true,
    list: true,
    maxLength: 50,
  }),
  hospitalField(hospitalLabel),
];
