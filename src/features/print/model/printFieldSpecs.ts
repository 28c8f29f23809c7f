import { type FieldSpec } from '@/services/contract';

/**
 * Field labels and option codes for the paper of families the catalogue keeps undeclared (their
 * data is free-form there): severe mental disorder and tuberculosis follow-ups, the TCM record,
 * the self-care assessment, reception, consultation, prescription.
 * Names and codes follow national-forms.md (§7–§11); only the print reads them.
 */

type Entry = readonly [name: string, label: string, options?: string, section?: string];

/** 'a b c' → codes 1, 2, 3; '0:x 1:y' keeps explicit codes. */
const optionsOf = (text: string) =>
  text.split(' ').map((item, index) => {
    const [code, label] = item.includes(':') ? item.split(':') : [String(index + 1), item];
    return { value: code ?? '', label: label ?? '' };
  });

const isDate = (name: string) => /Date$/.test(name);

/** Items where several codes may be chosen (□/□/□ on paper). */
const MULTIPLE = new Set(['symptoms', 'pastSymptoms', 'dosageForm', 'guidance']);

const fields = (entries: readonly Entry[], defaultSection = '记录内容'): FieldSpec[] =>
  entries.map(([name, label, options, section]) => ({
    name,
    label,
    kind: options
      ? MULTIPLE.has(name)
        ? 'multiselect'
        : 'select'
      : isDate(name)
        ? 'date'
        : 'text',
    section: section ?? defaultSection,
    ...(options ? { options: optionsOf(options) } : {}),
  }));

const SYMPTOMS_MENTAL =
  '幻觉 交流困难 猜疑 喜怒无常 行为怪异 兴奋话多 伤人毁物 悲观厌世 无故外走 自语自笑 孤僻懒散 其他';
const GOOD_FAIR_POOR = '良好 一般 较差';

export const PRINT_FIELD_SPECS: Readonly<Record<string, readonly FieldSpec[]>> = {
  mentalcard: fields([
    ['guardianName', '监护人姓名', undefined, '监护人'],
    ['guardianRelation', '与患者关系', undefined, '监护人'],
    ['guardianAddress', '监护人住址', undefined, '监护人'],
    ['guardianPhone', '监护人电话', undefined, '监护人'],
    ['householdType', '户别', '城镇 农村', '基本情况'],
    [
      'employment',
      '就业情况',
      '在岗工人 在岗管理者 农民 下岗或无业 在校学生 退休 专业技术人员 其他 不详',
      '基本情况',
    ],
    ['informedConsent', '知情同意', '0:不同意参加管理 1:同意参加管理', '基本情况'],
    ['firstOnsetDate', '初次发病时间', undefined, '病史'],
    ['pastSymptoms', '既往主要症状', SYMPTOMS_MENTAL, '病史'],
    ['lockHistory', '既往关锁情况', '无关锁 关锁 关锁已解除', '病史'],
    ['outpatientTreatment', '门诊', '未治 间断门诊治疗 连续门诊治疗', '病史'],
    ['diagnosis', '诊断', undefined, '目前诊断情况'],
    ['diagnosisHospital', '确诊医院', undefined, '目前诊断情况'],
    ['diagnosisDate', '确诊日期', undefined, '目前诊断情况'],
    ['economicStatus', '经济状况', '贫困，在当地贫困线标准以下 非贫困 不详', '目前诊断情况'],
    ['fillDate', '填表日期', undefined, '填表'],
    ['doctorSignature', '医生签字', undefined, '填表'],
  ]),
  mentalvisit: fields([
    ['visitDate', '随访日期'],
    ['visitMethod', '本次随访形式', '门诊 家庭访视 电话'],
    ['riskLevel', '危险性评估', '0:0级 1:1级 2:2级 3:3级 4:4级 5:5级'],
    ['insight', '自知力', '自知力完全 自知力不全 自知力缺失'],
    ['sleep', '睡眠情况', GOOD_FAIR_POOR],
    ['diet', '饮食情况', GOOD_FAIR_POOR],
    ['medicationCompliance', '用药依从性', '按医嘱规律用药 间断用药 不用药 医嘱勿需用药'],
    ['adverseReaction', '药物不良反应', '无 有 9:此项不适用'],
    ['treatmentEffect', '治疗效果', '痊愈 好转 无变化 加重 9:此项不适用'],
    ['referral', '是否转诊', '否 是'],
    ['visitClassification', '本次随访分类', '不稳定 基本稳定 稳定'],
    ['nextVisitDate', '下次随访日期'],
    ['doctorSignature', '随访医生签名'],
  ]),
  pulmonaryfirstvisit: fields([
    ['visitDate', '随访时间'],
    ['visitMethod', '随访方式', '门诊 家庭'],
    ['patientType', '患者类型', '初治 复治'],
    ['sputumResult', '痰菌情况', '阳性 阴性 未查痰'],
    ['drugResistance', '耐药情况', '耐药 非耐药 未检测'],
    [
      'symptoms',
      '症状及体征',
      '0:没有症状 1:咳嗽咳痰 2:低热盗汗 3:咯血或血痰 4:胸痛消瘦 5:恶心纳差 6:头痛失眠 7:视物模糊 8:皮肤瘙痒、皮疹 9:耳鸣、听力下降',
    ],
    ['chemotherapy', '化疗方案', undefined, '用药'],
    ['usage', '用法', '每日 间歇', '用药'],
    ['dosageForm', '药品剂型', '固定剂量复合制剂 散装药 板式组合药 注射剂', '用药'],
    ['supervisor', '督导人员选择', '医生 家属 自服药 其他', '用药'],
    ['separateRoom', '单独的居室', '有 无', '家庭居住环境评估'],
    ['ventilation', '通风情况', '良好 一般 差', '家庭居住环境评估'],
    ['nextVisitDate', '下次随访时间', undefined, '随访'],
    ['doctorSignature', '评估医生签名', undefined, '随访'],
  ]),
  pulmonarypatientvisit: fields([
    ['visitDate', '随访时间'],
    ['treatmentMonth', '治疗月序'],
    ['supervisor', '督导人员', '医生 家属 自服药 其他'],
    ['visitMethod', '随访方式', '门诊 家庭 电话'],
    [
      'symptoms',
      '症状及体征',
      '0:没有症状 1:咳嗽咳痰 2:低热盗汗 3:咯血或血痰 4:胸痛消瘦 5:恶心纳差 6:关节疼痛 7:头痛失眠 8:视物模糊 9:皮肤瘙痒、皮疹 10:耳鸣、听力下降',
    ],
    ['chemotherapy', '化疗方案', undefined, '用药'],
    ['usage', '用法', '每日 间歇', '用药'],
    ['missedDoses', '漏服药次数', undefined, '用药'],
    ['adverseReaction', '药物不良反应', '无 有', '用药'],
    ['complication', '并发症或合并症', '无 有', '用药'],
    ['handlingOpinion', '处理意见', undefined, '随访'],
    ['nextVisitDate', '下次随访时间', undefined, '随访'],
    ['doctorSignature', '随访医生签名', undefined, '随访'],
  ]),
  questionnaireMains: fields(
    [
      ['fillDate', '填表日期', undefined, '基本信息'],
      ['qiDeficiency', '气虚质得分'],
      ['yangDeficiency', '阳虚质得分'],
      ['yinDeficiency', '阴虚质得分'],
      ['phlegmDampness', '痰湿质得分'],
      ['dampHeat', '湿热质得分'],
      ['bloodStasis', '血瘀质得分'],
      ['qiStagnation', '气郁质得分'],
      ['specialDiathesis', '特禀质得分'],
      ['balanced', '平和质得分'],
      ['constitutionResult', '体质辨识结果', undefined, '中医药保健指导'],
      [
        'guidance',
        '中医药保健指导',
        '情志调摄 饮食调养 起居调摄 运动保健 穴位保健 其他',
        '中医药保健指导',
      ],
      ['doctorSignature', '医生签名', undefined, '中医药保健指导'],
    ],
    '体质辨识',
  ),
  healthchecktablescores: fields(
    [
      ['assessDate', '评估时间'],
      ['eatingScore', '进餐'],
      ['groomingScore', '梳洗'],
      ['dressingScore', '穿衣'],
      ['toiletScore', '如厕'],
      ['activityScore', '活动'],
      ['totalScore', '总评分'],
      ['selfCareLevel', '自理能力'],
      ['doctorSignature', '评估医生'],
    ],
    '生活自理能力评估',
  ),
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
