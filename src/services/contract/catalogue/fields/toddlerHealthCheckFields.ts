import { TODDLER_CHECK, TODDLER_WARNING_SIGNS } from '../../../../domain/child';
import { type FieldSpec } from '../types';
import { codes, field, section } from './fieldHelpers';
import { NORMAL_ABNORMAL, PASS_FAIL } from './maternalChildOptions';
import { childClosing, childHeader, developmentSection, GROWTH_BAND } from './olderChildCheckParts';

/**
 * 12～30月龄儿童健康检查记录表 (national-forms-2.md §1): one record per visit, 月龄 (12/18/24/30)
 * saying which column of the paper it fills. Items the paper strikes out at that age are hidden
 * by the form and refused by the server (domain/child/toddlerChecks.ts); 发育评估结果, 月龄 and
 * the growth bands are computed (domain/child/olderChildChecks.ts).
 */
export const TODDLER_HEALTH_CHECK_FIELDS: readonly FieldSpec[] = [
  ...childHeader(TODDLER_CHECK, '检查月龄'),
  ...section('体格测量', [
    field.decimal2('weight', '体重', { required: true, list: true, min: 5, max: 25, unit: 'kg' }),
    field.select('weightBand', '体重评价', GROWTH_BAND),
    field.decimal2('length', '身长', { required: true, list: true, min: 60, max: 110, unit: 'cm' }),
    field.select('lengthBand', '身长评价', GROWTH_BAND),
  ]),
  ...section('体格检查', [
    field.select('complexion', '面色', codes('红润', '其他')),
    field.text('complexionOther', '面色情况', { maxLength: 50 }),
    field.select('skin', '皮肤', NORMAL_ABNORMAL),
    field.select('fontanelle', '前囟', codes('闭合', '未闭')),
    field.decimal2('fontanelleLength', '前囟(纵)', { min: 0, max: 10, unit: 'cm' }),
    field.decimal2('fontanelleWidth', '前囟(横)', { min: 0, max: 10, unit: 'cm' }),
    field.select('eyes', '眼睛', NORMAL_ABNORMAL),
    field.select('earAppearance', '耳外观', NORMAL_ABNORMAL),
    field.select('hearing', '听力', PASS_FAIL),
    field.integer('teethCount', '出牙数', { min: 0, max: 20, unit: '颗' }),
    field.integer('cariesCount', '龋齿数', { min: 0, max: 20, unit: '颗' }),
    field.select('chest', '胸部', NORMAL_ABNORMAL),
    field.select('abdomen', '腹部', NORMAL_ABNORMAL),
    field.select('limbs', '四肢', NORMAL_ABNORMAL),
    field.select('gait', '步态', NORMAL_ABNORMAL),
    field.multiselect(
      'ricketsSigns',
      '可疑佝偻病体征',
      codes('无', '肋串珠', '肋软骨沟', '鸡胸', '手足镯', 'O型腿', 'X型腿'),
    ),
    field.textarea('examAbnormalDesc', '异常情况描述', { maxLength: 500 }),
  ]),
  ...section('辅助检查与保健', [
    field.integer('hemoglobin', '血红蛋白值', { min: 40, max: 200, unit: 'g/L' }),
    field.decimal2('outdoorHours', '户外活动', { min: 0, max: 12, unit: '小时/日' }),
    field.integer('vitaminD', '服用维生素D', { min: 0, max: 2000, unit: 'IU/日' }),
  ]),
  ...developmentSection(TODDLER_WARNING_SIGNS, TODDLER_CHECK),
  ...childClosing('科学喂养', ['tcmGuidance6to12m', 'tcmGuidance18to24m', 'tcmGuidance30to36m']),
];
