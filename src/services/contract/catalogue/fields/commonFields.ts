import { type FieldSpec, type LookupSpec } from '../types';
import { field } from './fieldHelpers';
import { SEX } from './options';

export const HOSPITAL_LOOKUP: LookupSpec = {
  family: 'hospitals',
  valueField: 'ID',
  labelField: 'hospName',
};
export const REGION_LOOKUP: LookupSpec = {
  family: 'regions',
  valueField: 'regionCode',
  labelField: 'regionName',
};

export const hospitalField = (label = '管理机构', name = 'hospitalId'): FieldSpec =>
  field.lookup(name, label, HOSPITAL_LOOKUP, { filter: true, list: true });

/** The resident a service record belongs to: the form header of every national service form. */
export const residentFields = (): FieldSpec[] => [
  field.text('personNum', '个人编号', { required: true, filter: true, list: true, maxLength: 32 }),
  field.personName('name', '姓名', { required: true, filter: true, list: true, maxLength: 50 }),
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
