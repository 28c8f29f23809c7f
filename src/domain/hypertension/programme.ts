/** 高血压患者健康管理 (service-rules §1): the records that carry it, by catalogue family. */
export const HYPERTENSION_PROGRAMME = {
  id: 'hypertension',
  label: '高血压',
  cardFamily: 'hypertensionCard',
  cardTitle: '高血压患者管理卡',
  visitFamily: 'hypertensionFollowUp',
  followUpService: '高血压随访',
} as const;
