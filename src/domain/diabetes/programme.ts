/** 2型糖尿病患者健康管理 (service-rules §1): the records that carry it, by catalogue family. */
export const DIABETES_PROGRAMME = {
  id: 'diabetes',
  label: '2型糖尿病',
  cardFamily: 'diabetesManager',
  cardTitle: '糖尿病患者管理卡',
  visitFamily: 'diabetesFollowUP',
  followUpService: '糖尿病随访',
} as const;
