import { Alert } from 'antd';

import {
  ANTENATAL_GUIDANCE_FIELDS,
  antenatalVisitNumber,
  antenatalWindowText,
  gestationalAge,
  prenatalFollowUpHiddenFields,
} from '@/domain/maternal';

import { usePostpartumCarryOver, usePrenatalCarryOver } from './maternalCarryOver';
import { maternalChildForm } from './ruleForm';

const PARTS_DEPENDENCIES = {
  breastDesc: ['breast'],
  lochiaDesc: ['lochia'],
  uterusDesc: ['uterus'],
  woundDesc: ['wound'],
  classificationDesc: ['classification'],
  guidanceOther: ['guidance'],
  sbp: ['dbp'],
  dbp: ['sbp'],
  visitDate: ['deliveryDate', 'dischargeDate'],
  dischargeDate: ['deliveryDate'],
};

/**
 * 第2～5次产前随访: 末次月经 and the visit number carried from the woman's records, 孕周 and the
 * next visit computed (the doctor may correct 孕周 by ultrasound), only the visit's own 指导 list
 * shown, and the measurements optional when the visit only urged her to a qualified institution.
 */
export const prenatalFollowUpForm = maternalChildForm('prenatalFollowUps', {
  useCarryOver: usePrenatalCarryOver,
  hiddenFields: (values) => prenatalFollowUpHiddenFields(values.visitTimes),
  dependencies: {
    gestationalWeeks: ['visitTimes', 'visitDate', 'lastMenstrualPeriod'],
    visitDate: ['lastMenstrualPeriod'],
    weight: ['urgedOnly'],
    fundalHeight: ['urgedOnly'],
    abdominalCircumference: ['urgedOnly'],
    sbp: ['urgedOnly', 'dbp', 'referral'],
    dbp: ['urgedOnly', 'sbp'],
    fetalHeartRate: ['referral'],
    classificationDesc: ['classification'],
    guidanceOther: Object.values(ANTENATAL_GUIDANCE_FIELDS),
    referralReason: ['referral'],
  },
  header: (values) => {
    const visit = antenatalVisitNumber(values.visitTimes);
    const age = gestationalAge(values.lastMenstrualPeriod, values.visitDate);
    const lmp = typeof values.lastMenstrualPeriod === 'string' ? values.lastMenstrualPeriod : '';
    return (
      <Alert
        type="info"
        showIcon
        className="gw-dialog-alert"
        title={
          lmp
            ? `末次月经 ${lmp}${age ? `，随访日孕${age.weeks}周${age.days ? `+${age.days}天` : ''}` : ''}${visit ? `；第${visit}次产前随访应在${antenatalWindowText(visit)}` : ''}`
            : '选择孕妇后自动带出第1次产前检查的末次月经，并推算孕周；无第1次产前检查记录时请填写末次月经。'
        }
      />
    );
  },
});

/** 产后访视: the next contact (产后42天健康检查) proposed from 分娩日期. */
export const postpartumVisitForm = maternalChildForm('postpartumVisits', {
  dependencies: { ...PARTS_DEPENDENCIES, referralReason: ['referral'] },
});

/**
 * 产后42天健康检查: 分娩日期 and 出院日期 carried from the 产后访视; 处理 proposed from 分类
 * (已恢复 → 结案, 未恢复 → 转诊).
 */
export const postpartum42CheckForm = maternalChildForm('postpartum42Checks', {
  useCarryOver: usePostpartumCarryOver,
  referralField: 'handling',
  dependencies: { ...PARTS_DEPENDENCIES, referralReason: ['handling'] },
});
