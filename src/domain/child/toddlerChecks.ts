import { type ColumnCheckForm } from './columnChecks';

/**
 * 12～30月龄儿童健康检查记录表 (national-forms-2.md §1): columns 12, 18, 24 and 30 months
 * (满N月 to N月29天 on paper [M]; a visit in between is proposed into the nearest column).
 */

export const TODDLER_CHECK: ColumnCheckForm = {
  columns: [
    { value: '1', label: '12月龄', months: 12, window: [12, 15], nextMonths: 18 },
    { value: '2', label: '18月龄', months: 18, window: [15, 21], nextMonths: 24 },
    { value: '3', label: '24月龄', months: 24, window: [21, 27], nextMonths: 30 },
    { value: '4', label: '30月龄', months: 30, window: [27, 36], nextMonths: 36 },
  ],
  ageLimited: {
    // 听力 by behavioural test at 12 and 24 months [A][S].
    hearing: ['1', '3'],
    // 步态 from 18 months: "——" at 12 months in the [A2] sample.
    gait: ['2', '3', '4'],
    // 血红蛋白值 at 18 and 30 months [M note 3].
    hemoglobin: ['2', '4'],
    // 发育评估: each column its own warning signs (§1.1).
    developmentSigns12m: ['1'],
    developmentSigns18m: ['2'],
    developmentSigns24m: ['3'],
    developmentSigns30m: ['4'],
    // 中医药健康管理服务 (§3): 摩腹、捏脊 at 12 months, 迎香/足三里 at 18 and 24, 四神聪 at 30.
    tcmGuidance6to12m: ['1'],
    tcmGuidance18to24m: ['2', '3'],
    tcmGuidance30to36m: ['4'],
  },
};

/** 发育评估 warning signs of each column (§1.1), ticked by the doctor; the field per column. */
export const TODDLER_WARNING_SIGNS: Readonly<
  Record<string, { field: string; signs: readonly string[] }>
> = {
  '1': {
    field: 'developmentSigns12m',
    signs: [
      '呼唤名字无反应',
      '不会模仿“再见”或“欢迎”动作',
      '不会用拇食指对捏小物品',
      '不会扶物站立',
    ],
  },
  '2': {
    field: 'developmentSigns18m',
    signs: ['不会有意识叫“爸爸”或“妈妈”', '不会按要求指人或物', '与人无目光交流', '不会独走'],
  },
  '3': {
    field: 'developmentSigns24m',
    signs: ['不会说3个物品的名称', '不会按吩咐做简单事情', '不会用勺吃饭', '不会扶栏上楼梯/台阶'],
  },
  '4': {
    field: 'developmentSigns30m',
    signs: ['不会说2～3个字的短语', '兴趣单一、刻板', '不会示意大小便', '不会跑'],
  },
};
