import { VISIT_CLASS_LABELS } from '../../../../domain/codes';
import { type FieldOption } from '../types';
import { codes, coded } from './fieldHelpers';

/**
 * Coded choices shared by several forms. Codes and wording follow 国家基本公共卫生服务规范
 * (第三版) and the national standards its forms cite (GB/T 2261.1 sex, GB 3304 nations).
 */

export const SEX = codes('男', '女');
/**
 * 性别 of 个人基本信息表 (GB/T 2261.1, as the third edition prints it): 0 未知的性别 and
 * 9 未说明的性别 besides 1 男 and 2 女.
 */
export const PERSON_SEX = coded('0:未知的性别', '1:男', '2:女', '9:未说明的性别');
export const YES_NO = codes('是', '否');
export const NONE_HAS = codes('无', '有');
export const ENABLED = codes('启用', '停用');
export const RESIDENCE_TYPE = codes('户籍', '非户籍');

/**
 * GB 3304: the 56 nations in the standard's order, coded '01'…'56', then 97 其他 and 98 外国血统中国
 * 籍人士. The paper form prints 01汉族 / 99少数民族 with the name written in; the print layout maps
 * the stored code to that (national-forms.md §2: systems store the full list).
 */
const NATION_NAMES =
  '汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 ' +
  '哈尼族 哈萨克族 傣族 黎族 傈僳族 佤族 畲族 高山族 拉祜族 水族 东乡族 纳西族 景颇族 ' +
  '柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 锡伯族 阿昌族 普米族 ' +
  '塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 ' +
  '鄂伦春族 赫哲族 门巴族 珞巴族 基诺族';

export const NATION = [
  ...NATION_NAMES.split(' ').map((label, index) => ({
    value: String(index + 1).padStart(2, '0'),
    label,
  })),
  { value: '97', label: '其他' },
  { value: '98', label: '外国血统中国籍人士' },
];

export const BLOOD_TYPE = codes('A型', 'B型', 'O型', 'AB型', '不详');
/** RH of the third edition: 1 阴性 2 阳性 3 不详 (the 2011 edition asked "RH阴性 1否 2是 3不详"). */
export const RH = codes('阴性', '阳性', '不详');
export const EDUCATION = codes(
  '研究生',
  '大学本科',
  '大学专科和专科学校',
  '中等专业学校',
  '技工学校',
  '高中',
  '初中',
  '小学',
  '文盲或半文盲',
  '不详',
);
export const OCCUPATION = coded(
  '0:国家机关、党群组织、企业、事业单位负责人',
  '1:专业技术人员',
  '2:办事人员和有关人员',
  '3:商业、服务业人员',
  '4:农、林、牧、渔、水利业生产人员',
  '5:生产、运输设备操作人员及有关人员',
  '6:军人',
  '7:不便分类的其他从业人员',
  '8:无职业',
);
export const MARITAL_STATUS = codes('未婚', '已婚', '丧偶', '离婚', '未说明的婚姻状况');

/** 随访方式 of every follow-up form. */
export const VISIT_METHOD = codes('门诊', '家庭', '电话');
export const LEVEL_3 = codes('轻', '中', '重');
export const GOOD_FAIR_POOR = codes('良好', '一般', '差');
export const MEDICATION_COMPLIANCE = codes('规律', '间断', '不服药');
export const VISIT_CLASSIFICATION: FieldOption[] = Object.entries(VISIT_CLASS_LABELS).map(
  ([value, label]) => ({ value, label }),
);
export const REFERRAL_RESULT = codes('到位', '不到位');
/**
 * 并发症 since the last visit. The v3 form folds it into 此次随访分类 (4并发症: a new complication
 * or a known one worsened); [B]'s referral reasons 3出现新的并发症 / 4原有并发症加重 name the two.
 */
export const COMPLICATION_CHANGE = codes('无', '出现新的并发症', '原有并发症加重');
export const MANAGE_LEVEL = codes('一级管理', '二级管理', '三级管理');
export const CASE_SOURCE = codes('门诊就诊', '健康体检', '筛查', '其他');
export const FAMILY_HISTORY = codes('无', '有', '不详');
export const TERMINATION_REASON = codes('死亡', '迁出', '失访', '排除诊断', '其他');
