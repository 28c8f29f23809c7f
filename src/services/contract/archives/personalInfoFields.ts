import {
  PAST_DISEASE_SLOTS,
  pastDiseaseDateField,
  pastDiseaseField,
} from '../../../domain/archives/quality/pastHistory';
import { codes, field, section } from '../catalogue/fields/fieldHelpers';
import { type FieldSpec } from '../catalogue/types';

/**
 * The structured parts of 个人基本信息表 (规范第三版, national-forms.md §2) that the old free-text
 * 既往史/家族史 boxes could not hold: the six disease slots with their 确诊时间, the surgery,
 * trauma and transfusion rows, 家族史 per relative and 生活环境. Codes are the printed paper codes.
 * They live in the contract because the server validates them and the seed writes them.
 */

/** The diseases 既往史 and 家族史 both list, in the paper's order from '1' 无. */
const COMMON_DISEASES = [
  '无',
  '高血压',
  '糖尿病',
  '冠心病',
  '慢性阻塞性肺疾病',
  '恶性肿瘤',
  '脑卒中',
  '严重精神障碍',
  '结核病',
  '肝炎',
];

/** 既往史 疾病: 13 codes, '1' 无 excludes the others. */
export const PAST_DISEASES = codes(...COMMON_DISEASES, '其他法定传染病', '职业病', '其他');

/** 家族史 of each relative: 12 codes, '1' 无 excludes the others. */
export const FAMILY_DISEASES = codes(...COMMON_DISEASES, '先天畸形', '其他');

export const NONE_OR_HAS = codes('无', '有');

/** The paper form has six 疾病 rows, each with 确诊时间 (年/月): named in the kernel's quality rules. */
export { PAST_DISEASE_SLOTS, pastDiseaseDateField, pastDiseaseField };

const slots = Array.from({ length: PAST_DISEASE_SLOTS }, (_, index) => index + 1);

/** 手术 / 外伤 / 输血: 1无 2有, then two named rows with their dates. */
const eventRows = (prefix: string, label: string, what: string): FieldSpec[] => [
  field.select(prefix, label, NONE_OR_HAS),
  ...[1, 2].flatMap((row) => [
    field.text(`${prefix}${row}Name`, `${label}${what}${row}`, { maxLength: 50 }),
    field.date(`${prefix}${row}Date`, `${label}时间${row}`),
  ]),
];

/** The relatives of 家族史, in the order of the paper form. */
export const RELATIVES = [
  { name: 'familyFather', label: '父亲' },
  { name: 'familyMother', label: '母亲' },
  { name: 'familySiblings', label: '兄弟姐妹' },
  { name: 'familyChildren', label: '子女' },
] as const;

export const PAST_HISTORY_FIELDS: readonly FieldSpec[] = section('既往史', [
  ...slots.flatMap((slot) => [
    field.select(pastDiseaseField(slot), `疾病${slot}`, PAST_DISEASES),
    // 确诊时间 is 年/月 on paper: stored as YYYY-MM.
    field.text(pastDiseaseDateField(slot), `确诊时间${slot}`, { maxLength: 7 }),
  ]),
  field.text('pastDiseaseDetail', '疾病说明', { maxLength: 100 }),
  ...eventRows('surgery', '手术', '名称'),
  ...eventRows('trauma', '外伤', '名称'),
  ...eventRows('transfusion', '输血', '原因'),
]);

export const FAMILY_HISTORY_FIELDS: readonly FieldSpec[] = section('家族史', [
  ...RELATIVES.map(({ name, label }) => field.multiselect(name, label, FAMILY_DISEASES)),
  field.text('familyHistoryDetail', '家族史说明', { maxLength: 100 }),
]);

export const OTHER_HISTORY_FIELDS: readonly FieldSpec[] = section('遗传病史与残疾', [
  field.text('geneticDiseaseName', '遗传病名称', { maxLength: 50 }),
  field.text('disabilityDetail', '其他残疾说明', { maxLength: 50 }),
]);

/** 生活环境 (new in the third edition), per resident as on the paper form. */
export const LIVING_ENVIRONMENT_FIELDS: readonly FieldSpec[] = section('生活环境', [
  field.select('kitchenExhaust', '厨房排风设施', codes('无', '油烟机', '换气扇', '烟囱')),
  field.select('fuelType', '燃料类型', codes('液化气', '煤', '天然气', '沼气', '柴火', '其他')),
  field.select(
    'waterSource',
    '饮水',
    codes('自来水', '经净化过滤的水', '井水', '河湖水', '塘水', '其他'),
  ),
  field.select(
    'toilet',
    '厕所',
    codes('卫生厕所', '一格或二格粪池式', '马桶', '露天粪坑', '简易棚厕'),
  ),
  field.select('livestockPen', '禽畜栏', codes('无', '单设', '室内', '室外')),
]);

export const PERSONAL_INFO_EXTRA_FIELDS: readonly FieldSpec[] = [
  ...PAST_HISTORY_FIELDS,
  ...FAMILY_HISTORY_FIELDS,
  ...OTHER_HISTORY_FIELDS,
  ...LIVING_ENVIRONMENT_FIELDS,
];
