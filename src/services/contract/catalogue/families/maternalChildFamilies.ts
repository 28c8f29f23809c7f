import { family } from '../family';
import { CHILD_HEALTH_CHECK_FIELDS } from '../fields/childHealthCheckFields';
import { NEWBORN_VISIT_FIELDS } from '../fields/newbornVisitFields';
import { PRENATAL_FIRST_CHECK_FIELDS } from '../fields/prenatalFirstCheckFields';
import { PRESCHOOL_HEALTH_CHECK_FIELDS } from '../fields/preschoolHealthCheckFields';
import { TODDLER_HEALTH_CHECK_FIELDS } from '../fields/toddlerHealthCheckFields';

/**
 * 妇幼: the maternal and child health forms of 规范 (第三版) (national-forms.md §12–§14).
 * These paths are ours, not the spec's: spec 7.3 lists no maternal or child path, so the three
 * families run on the server's generic resource routes under names of our choosing
 * (docs/decisions/0031-maternal-child-paths.md). A deployment whose real server names
 * them differently changes the ids here and nothing else.
 */
export const maternalChildFamilies = [
  family('newbornVisits', '新生儿家庭访视', '妇幼', {
    fields: NEWBORN_VISIT_FIELDS,
    verbs: ['history'],
  }),
  family('childHealthChecks', '1～8月龄儿童健康检查', '妇幼', {
    fields: CHILD_HEALTH_CHECK_FIELDS,
    verbs: ['history'],
  }),
  family('toddlerHealthChecks', '12～30月龄儿童健康检查', '妇幼', {
    fields: TODDLER_HEALTH_CHECK_FIELDS,
    verbs: ['history'],
  }),
  family('preschoolHealthChecks', '3～6岁儿童健康检查', '妇幼', {
    fields: PRESCHOOL_HEALTH_CHECK_FIELDS,
    verbs: ['history'],
  }),
  family('prenatalFirstChecks', '第1次产前检查', '妇幼', {
    fields: PRENATAL_FIRST_CHECK_FIELDS,
    verbs: ['history'],
  }),
] as const;
