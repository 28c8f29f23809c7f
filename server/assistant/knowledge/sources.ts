/** The documents the answers rest on, named once so every entry cites them alike. */
export const SOURCES = {
  serviceSpec: '《国家基本公共卫生服务规范（第三版）》',
  hypertensionGuide: '《国家基层高血压防治管理指南》',
  diabetesGuide: '《中国2型糖尿病防治指南（2020年版）》',
  lipidGuide: '《中国成人血脂异常防治指南（2016年修订版）》',
} as const;

/** The closing line of every answer: the responder is a reference, not a prescriber. */
export const DISCLAIMER =
  '> 以上内容依据国家规范和指南整理，仅供参考；具体诊疗和用药请结合患者情况，遵医嘱及药品说明书。';
