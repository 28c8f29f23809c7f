import { type ColumnCheckForm } from './columnChecks';

/**
 * 3～6岁儿童健康检查记录表 (national-forms-2.md §2): columns 3, 4, 5 and 6 years (满N周岁 to N岁
 * 11个月29天 [M note 10]).
 */

export const PRESCHOOL_CHECK: ColumnCheckForm = {
  columns: [
    { value: '1', label: '3岁', months: 36, window: [36, 48], nextMonths: 48 },
    { value: '2', label: '4岁', months: 48, window: [48, 60], nextMonths: 60 },
    { value: '3', label: '5岁', months: 60, window: [60, 72], nextMonths: 72 },
    { value: '4', label: '6岁', months: 72, window: [72, 84], nextMonths: 84 },
  ],
  ageLimited: {
    // 视力 from 4 years; 听力 at 3 years only (behavioural test) [V][M].
    visionLeft: ['2', '3', '4'],
    visionRight: ['2', '3', '4'],
    hearing: ['1'],
    developmentSigns3y: ['1'],
    developmentSigns4y: ['2'],
    developmentSigns5y: ['3'],
    developmentSigns6y: ['4'],
    // 中医药健康管理服务 in the 3岁 (= 36月) column only (§3).
    tcmGuidance30to36m: ['1'],
  },
};

/** 发育评估 warning signs of each column (§2.1). */
export const PRESCHOOL_WARNING_SIGNS: Readonly<
  Record<string, { field: string; signs: readonly string[] }>
> = {
  '1': {
    field: 'developmentSigns3y',
    signs: ['不会说自己的名字', '不会玩“拿棍当马骑”等假想游戏', '不会模仿画圆', '不会双脚跳'],
  },
  '2': {
    field: 'developmentSigns4y',
    signs: ['不会说带形容词的句子', '不能按要求等待或轮流', '不会独立穿衣', '不会单脚站立'],
  },
  '3': {
    field: 'developmentSigns5y',
    signs: ['不能简单叙说事情经过', '不知道自己的性别', '不会用筷子吃饭', '不会单脚跳'],
  },
  '4': {
    field: 'developmentSigns6y',
    signs: ['不会表达自己的感受或想法', '不会玩角色扮演的集体游戏', '不会画方形', '不会奔跑'],
  },
};

/** 体格发育评价 codes [A][V]. */
export const PHYSICAL_EVALUATION = {
  normal: '1',
  underweight: '2',
  wasted: '3',
  stunted: '4',
  overweight: '5',
} as const;
