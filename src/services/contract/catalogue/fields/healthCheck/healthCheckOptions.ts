import { BODY_MASS_BANDS } from '../../../../../domain/measures';
import { type FieldOption } from '../../types';
import { codes } from '../fieldHelpers';

/**
 * The option codes of 健康体检表 (national-forms.md §3; national-forms-2.md §6), as the paper
 * prints them: the digit written in the box is the code.
 */

export const SYMPTOMS = codes(
  '无症状',
  '头痛',
  '头晕',
  '心悸',
  '胸闷',
  '胸痛',
  '慢性咳嗽',
  '咳痰',
  '呼吸困难',
  '多饮',
  '多尿',
  '体重下降',
  '乏力',
  '关节肿痛',
  '视力模糊',
  '手脚麻木',
  '尿急',
  '尿痛',
  '便秘',
  '腹泻',
  '恶心呕吐',
  '眼花',
  '耳鸣',
  '乳房胀痛',
  '其他',
);

/** 体质指数评价: the kernel's bands (WS/T 428-2013), computed from 体质指数. */
export const BMI_ASSESSMENT: FieldOption[] = BODY_MASS_BANDS.map((band) => ({
  value: band.code,
  label: band.label,
}));

export const SELF_ASSESSMENT = codes('满意', '基本满意', '说不清楚', '不太满意', '不满意');
export const SELF_CARE = codes(
  '可自理（0～3分）',
  '轻度依赖（4～8分）',
  '中度依赖（9～18分）',
  '不能自理（≥19分）',
);
export const SCREEN = codes('粗筛阴性', '粗筛阳性');

export const EXERCISE_FREQUENCY = codes('每天', '每周一次以上', '偶尔', '不锻炼');
export const DIET = codes('荤素均衡', '荤食为主', '素食为主', '嗜盐', '嗜油', '嗜糖');
export const SMOKING_STATUS = codes('从不吸烟', '已戒烟', '吸烟');
export const DRINKING_FREQUENCY = codes('从不', '偶尔', '经常', '每天');
export const DRINKING_QUIT = codes('未戒酒', '已戒酒');
export const YES_NO = codes('是', '否');
export const DRINK_TYPES = codes('白酒', '啤酒', '红酒', '黄酒', '其他');
export const NONE_HAS = codes('无', '有');

export const LIPS = codes('红润', '苍白', '发绀', '皲裂', '疱疹');
export const DENTITION = codes('正常', '缺齿', '龋齿', '义齿（假牙）');
export const PHARYNX = codes('无充血', '充血', '淋巴滤泡增生');
export const HEARING = codes('听见', '听不清或无法听见');
export const MOTOR_FUNCTION = codes('可顺利完成', '无法独立完成任何一个动作');

export const NORMAL_ABNORMAL = codes('正常', '异常');
export const SKIN = codes('正常', '潮红', '苍白', '发绀', '黄染', '色素沉着', '其他');
export const SCLERA = codes('正常', '黄染', '充血', '其他');
export const LYMPH_NODES = codes('未触及', '锁骨上', '腋窝', '其他');
export const NO_YES = codes('否', '是');
export const RALES = codes('无', '干罗音', '湿罗音', '其他');
export const HEART_RHYTHM = codes('齐', '不齐', '绝对不齐');
export const LOWER_LIMB_EDEMA = codes('无', '单侧', '双侧不对称', '双侧对称');
/** 足背动脉搏动 of the 健康体检表 (not the diabetes follow-up's 触及正常/减弱/消失 list). */
export const DORSALIS_PEDIS = codes(
  '未触及',
  '触及双侧对称',
  '触及左侧弱或消失',
  '触及右侧弱或消失',
);
export const ANUS = codes('未及异常', '触痛', '包块', '前列腺异常', '其他');
export const BREAST = codes('未见异常', '乳房切除', '异常泌乳', '乳腺包块', '其他');
export const SEEN_ABNORMAL = codes('未见异常', '异常');
export const NEGATIVE_POSITIVE = codes('阴性', '阳性');

export const CEREBROVASCULAR = codes(
  '未发现',
  '缺血性卒中',
  '脑出血',
  '蛛网膜下腔出血',
  '短暂性脑缺血发作',
  '其他',
);
export const KIDNEY_DISEASE = codes(
  '未发现',
  '糖尿病肾病',
  '肾功能衰竭',
  '急性肾炎',
  '慢性肾炎',
  '其他',
);
export const HEART_DISEASE = codes(
  '未发现',
  '心肌梗死',
  '心绞痛',
  '冠状动脉血运重建',
  '充血性心力衰竭',
  '心前区疼痛',
  '其他',
);
export const VASCULAR_DISEASE = codes('未发现', '夹层动脉瘤', '动脉闭塞性疾病', '其他');
export const EYE_DISEASE = codes('未发现', '视网膜出血或渗出', '视乳头水肿', '白内障', '其他');
export const FOUND = codes('未发现', '有');

export const MEDICATION_COMPLIANCE = codes('规律', '间断', '不服药');
export const HEALTH_EVALUATION = codes('体检无异常', '有异常');
export const HEALTH_GUIDANCE = codes('纳入慢性病患者健康管理', '建议复查', '建议转诊');
export const RISK_FACTOR_CONTROL = codes(
  '戒烟',
  '健康饮酒',
  '饮食',
  '锻炼',
  '减体重',
  '建议接种疫苗',
  '其他',
);
