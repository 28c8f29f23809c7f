import { type QualityRuleCode } from '../archives/quality/rules';
import { type IndicatorDefinition } from './chronic';

/**
 * 档案质控's figures per institution (the counts of the server's quality tally): 档案合格率 and
 * 档案动态使用率, over the archives in the file. A drill-down is the 不规范档案 list of the
 * institution (filtered by rule), so a number and its list are the same question.
 */
export type ArchiveQualityCount = 'archives' | 'qualified' | 'dynamic' | QualityRuleCode;

export const ARCHIVE_QUALITY_INDICATORS: readonly IndicatorDefinition<ArchiveQualityCount>[] = [
  {
    id: 'archiveQualifiedRate',
    label: '档案合格率',
    numerator: 'qualified',
    denominator: { count: 'archives' },
    definition:
      '在档居民中没有任何不规范项（封面及个人基本信息表必填项、身份证号、既往史、本年度体检表完整性、随访次数）的档案数 ÷ 在档居民档案数。',
  },
  {
    id: 'archiveDynamicRate',
    label: '档案动态使用率',
    numerator: 'dynamic',
    denominator: { count: 'archives' },
    definition: '近12个月内有随访、体检、签约等服务记录的在档档案数 ÷ 在档居民档案数。',
  },
];
