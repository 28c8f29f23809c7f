import { ruleCodes, ruleText } from '../followUp/visitDateChecks';

/**
 * Which items of the 健康体检表 (national-forms.md §3) a record shows, by what is already on it:
 * a detail (日吸烟量, 其他__, 异常__) only when the item it belongs to calls for it. The kernel
 * names the catalogue's fields as plain strings.
 */

/** A detail item, the item it belongs to, and the codes of that item that call for it. */
export interface DetailItem {
  field: string;
  parent: string;
  codes: readonly string[];
  /**
   * Needed once called for (the line of an 其他__ or 异常__, the score of a positive screen), by
   * this name in the message.
   */
  required?: string;
}

const detail = (
  field: string,
  parent: string,
  codes: readonly string[],
  required?: string,
): DetailItem => ({ field, parent, codes, ...(required ? { required } : {}) });

/** An item written as a code and the line for what was found, filled when `codes` are ticked. */
const described = (name: string, codes: readonly string[], line: string): DetailItem =>
  detail(`${name}Desc`, name, codes, line);

const HAZARDS = [
  'hazardDust',
  'hazardRadiation',
  'hazardPhysical',
  'hazardChemical',
  'hazardOther',
];

/** Every detail item of the form, in form order. */
export const DETAIL_ITEMS: readonly DetailItem[] = [
  detail('symptomOther', 'symptoms', ['25'], '其他症状'),
  detail('mmseScore', 'elderlyCognition', ['2'], '简易智力状态检查总分（认知功能粗筛阳性）'),
  detail('gdsScore', 'elderlyEmotion', ['2'], '老年人抑郁评分检查总分（情感状态粗筛阳性）'),
  // 体育锻炼: only deliberate exercise counts; 不锻炼 hides the rest (§3.3).
  ...['exerciseMinutes', 'exerciseYears', 'exerciseMethod'].map((field) =>
    detail(field, 'exerciseFrequency', ['1', '2', '3']),
  ),
  // 吸烟: former smokers record what they smoked before quitting.
  detail('smokingPerDay', 'smokingStatus', ['2', '3'], '日吸烟量'),
  detail('smokingStartAge', 'smokingStatus', ['2', '3']),
  detail('smokingQuitAge', 'smokingStatus', ['2']),
  // 饮酒: 从不 hides the rest.
  detail('drinkingPerDay', 'drinkingFrequency', ['2', '3', '4'], '日饮酒量'),
  ...['drinkingQuit', 'drinkingStartAge', 'drunkLastYear', 'drinkTypes'].map((field) =>
    detail(field, 'drinkingFrequency', ['2', '3', '4']),
  ),
  detail('drinkingQuitAge', 'drinkingQuit', ['2']),
  detail('drinkTypeOther', 'drinkTypes', ['5'], '其他饮酒种类'),
  detail('occupationType', 'occupationalExposure', ['2'], '工种'),
  detail('occupationYears', 'occupationalExposure', ['2']),
  ...HAZARDS.flatMap((hazard) => [
    detail(hazard, 'occupationalExposure', ['2']),
    detail(`${hazard}Protection`, 'occupationalExposure', ['2']),
    detail(`${hazard}Measure`, `${hazard}Protection`, ['2'], '防护措施内容'),
  ]),
  detail('missingTeeth', 'dentition', ['2']),
  detail('decayedTeeth', 'dentition', ['3']),
  detail('dentures', 'dentition', ['4']),
  described('fundus', ['2'], '眼底异常'),
  described('skin', ['7'], '其他皮肤情况'),
  described('sclera', ['4'], '其他巩膜情况'),
  described('lymphNodes', ['4'], '其他淋巴结情况'),
  described('breathSound', ['2'], '呼吸音异常'),
  described('rales', ['4'], '其他罗音'),
  described('heartMurmur', ['2'], '杂音情况'),
  ...(
    [
      ['abdominalTenderness', '压痛情况'],
      ['abdominalMass', '包块情况'],
      ['hepatomegaly', '肝大情况'],
      ['splenomegaly', '脾大情况'],
      ['shiftingDullness', '移动性浊音情况'],
    ] as const
  ).map(([name, line]) => described(name, ['2'], line)),
  described('anusExam', ['5'], '其他肛门指诊情况'),
  described('breast', ['5'], '其他乳腺情况'),
  ...(
    [
      ['vulva', '外阴异常'],
      ['vagina', '阴道异常'],
      ['cervix', '宫颈异常'],
      ['uterus', '宫体异常'],
      ['adnexa', '附件异常'],
    ] as const
  ).map(([name, line]) => described(name, ['2'], line)),
  described('ecg', ['2'], '心电图异常'),
  described('chestXray', ['2'], '胸部X线片异常'),
  described('abdominalUltrasound', ['2'], '腹部B超异常'),
  described('otherUltrasound', ['2'], '其他B超部位及异常'),
  described('cervicalSmear', ['2'], '宫颈涂片异常'),
  described('cerebrovascularDisease', ['6'], '其他脑血管疾病'),
  described('kidneyDisease', ['6'], '其他肾脏疾病'),
  described('heartDisease', ['7'], '其他心脏疾病'),
  described('vascularDisease', ['4'], '其他血管疾病'),
  described('eyeDisease', ['5'], '其他眼部疾病'),
  described('nervousDisease', ['2'], '神经系统疾病名称'),
  described('otherSystemDisease', ['2'], '其他系统疾病名称'),
  detail('abnormalities', 'healthEvaluation', ['2'], '异常情况（健康评价为有异常）'),
  detail('weightTarget', 'riskFactorControl', ['5'], '减体重目标（kg）'),
  detail('vaccineAdvice', 'riskFactorControl', ['6'], '建议接种的疫苗'),
  detail('riskFactorOther', 'riskFactorControl', ['7'], '其他危险因素控制'),
];

/** The items of 老年人 (§3.2, marked *): shown and needed from ELDERLY_AGE. */
export const ELDERLY_ITEMS = [
  'elderlyHealthSelfAssessment',
  'elderlySelfCareAssessment',
  'elderlyCognition',
  'elderlyEmotion',
] as const;

/** The 妇科 items of §3.5 and their lines: not examined in a man. */
export const GYNAECOLOGY_FIELDS = ['vulva', 'vagina', 'cervix', 'uterus', 'adnexa'].flatMap(
  (name) => [name, `${name}Desc`],
);

/** The seven rows of §3.7 现存主要健康问题, each needed. */
export const HEALTH_PROBLEM_ITEMS = [
  'cerebrovascularDisease',
  'kidneyDisease',
  'heartDisease',
  'vascularDisease',
  'eyeDisease',
  'nervousDisease',
  'otherSystemDisease',
] as const;

/** Multi-choices whose code 1 (无症状, 正常, 未见异常, 未发现) excludes the other codes. */
export const EXCLUSIVE_FIRST_CODE = [
  'symptoms',
  'dentition',
  'breast',
  'cerebrovascularDisease',
  'kidneyDisease',
  'heartDisease',
  'vascularDisease',
  'eyeDisease',
] as const;

const parentCalls = (
  item: DetailItem,
  values: Readonly<Record<string, unknown>>,
  hidden: ReadonlySet<string>,
): boolean => {
  if (hidden.has(item.parent)) return false;
  const chosen = [...ruleCodes(values[item.parent]), ruleText(values[item.parent])].filter(
    (code): code is string => Boolean(code),
  );
  return chosen.some((code) => item.codes.includes(code));
};

/**
 * The detail items a record's own values leave out: a detail whose item is not ticked with a
 * code that calls for it, or is itself left out (戒酒年龄 after 饮酒 从不). In form order, so a
 * parent is decided before its details.
 */
export const hiddenDetails = (
  values: Readonly<Record<string, unknown>>,
  alsoHidden: ReadonlySet<string> = new Set(),
): Set<string> => {
  const hidden = new Set(alsoHidden);
  for (const item of DETAIL_ITEMS) {
    if (!parentCalls(item, values, hidden)) hidden.add(item.field);
  }
  return hidden;
};
