import { type FieldSpec } from '../types';
import { hospitalField } from './commonFields';
import { field, section } from './fieldHelpers';

/**
 * The seeded statistical reports. Each row is figures of one institution, computed from the
 * records (server/seed/residents/reports.ts); the pages read them, nobody types them.
 */

const count = (name: string, label: string, unit = '人'): FieldSpec =>
  field.integer(name, label, { list: true, min: 0, unit });
const rate = (name: string, label: string): FieldSpec =>
  field.decimal2(name, label, { list: true, min: 0, max: 100, unit: '%' });

/** The year a report row counts. */
const statYear = (): FieldSpec =>
  field.integer('year', '统计年度', {
    required: true,
    filter: true,
    list: true,
    min: 2000,
    max: 2100,
  });

/** 基本公共卫生服务汇总表: a township's year in the core service indicators. */
export const SERVICE_SUMMARY_FIELDS: readonly FieldSpec[] = [
  hospitalField('统计机构'),
  statYear(),
  ...section('健康档案', [
    count('residentCount', '辖区居民数'),
    count('archiveCount', '在册档案数', '份'),
    rate('archiveRate', '建档率'),
  ]),
  ...section('重点人群管理', [
    count('hypertensionManaged', '高血压管理人数'),
    count('diabetesManaged', '糖尿病管理人数'),
    count('elderlyCount', '65岁及以上老年人数'),
    count('elderlyChecked', '老年人体检人数'),
    rate('elderlyRate', '老年人健康管理率'),
  ]),
  ...section('签约与接种', [
    count('signedCount', '签约人数'),
    rate('signRate', '签约率'),
    count('vaccinationCards', '预防接种建卡数', '张'),
  ]),
  field.date('statDate', '统计日期', { list: true }),
];

/** 月度工作量统计 (the lyx variant's monthly report): services recorded in a month. */
export const MONTHLY_WORK_FIELDS: readonly FieldSpec[] = [
  hospitalField('统计机构'),
  field.text('month', '统计月份', { required: true, filter: true, list: true, maxLength: 7 }),
  count('newArchives', '新建档案', '份'),
  count('hypertensionVisits', '高血压随访', '人次'),
  count('diabetesVisits', '糖尿病随访', '人次'),
  count('healthChecks', '健康体检', '人次'),
  count('signings', '签约服务', '人'),
  count('workTotal', '合计', '人次'),
];

/** 签约团队统计: each family-doctor team's agreements of the year. */
export const SIGN_TEAM_SUMMARY_FIELDS: readonly FieldSpec[] = [
  hospitalField('统计机构'),
  field.text('teamName', '签约团队', { required: true, filter: true, list: true, maxLength: 50 }),
  statYear(),
  count('signedCount', '签约人数'),
  count('renewalCount', '续约人数'),
  count('keyCrowdCount', '重点人群签约人数'),
  count('chargedCount', '已收费人数'),
  field.decimal2('feeTotal', '签约费用合计', { list: true, min: 0, unit: '元' }),
];
