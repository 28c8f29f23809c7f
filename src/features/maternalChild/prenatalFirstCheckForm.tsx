import { Alert } from 'antd';

import { proposedGestationalAge } from '@/domain/child';
import { expectedDeliveryDate } from '@/domain/maternal';

import { maternalChildForm } from './ruleForm';

const PRENATAL_DEPENDENCIES = {
  lastMenstrualPeriod: ['lastMenstrualPeriodUnknown', 'checkDate'],
  lastMenstrualPeriodUnknown: ['lastMenstrualPeriod'],
  gravidity: [
    'vaginalDeliveries',
    'cesareanDeliveries',
    'spontaneousAbortions',
    'inducedAbortions',
  ],
  pastHistoryOther: ['pastHistory'],
  familyHistoryOther: ['familyHistory'],
  gynecologicSurgeryDesc: ['gynecologicSurgery'],
  overallAbnormalDesc: ['overallAssessment'],
  guidanceOther: ['guidance'],
  referralReason: ['referral'],
};

/**
 * 第1次产前检查: 预产期 computed from 末次月经 (Naegele) and 体质指数 from 身高 and 体重, both
 * shown but not typed; 孕周 proposed from 末次月经 and 填表日期 until the doctor enters their own.
 */
export const prenatalFirstCheckForm = maternalChildForm('prenatalFirstChecks', {
  propose: (values, touched) => {
    if (touched.has('gestationalWeeks') || touched.has('gestationalDays')) return {};
    const age = proposedGestationalAge(values);
    return age ? { gestationalWeeks: age.weeks, gestationalDays: age.days } : {};
  },
  computedFields: new Set(['dueDate', 'bmi']),
  dependencies: PRENATAL_DEPENDENCIES,
  header: (values) => {
    const due = expectedDeliveryDate(values.lastMenstrualPeriod);
    return (
      <Alert
        type="info"
        showIcon
        className="gw-dialog-alert"
        title={
          due
            ? `预产期：${due}（按末次月经推算：月份+9或−3，日期+7）`
            : '填写末次月经后自动推算预产期和孕周；末次月经不详时请勾选“末次月经不详”。'
        }
      />
    );
  },
});
