import { CHARGING, SIGNING } from '../lifecycles';
import { type FieldSpec } from '../types';
import { auditTrailFields, hospitalField, residentFields } from './commonFields';
import { codes, field } from './fieldHelpers';

/** 家庭医生签约服务登记: the agreement, its team and package, and its fee. */
export const SIGN_REGISTE_FIELDS: readonly FieldSpec[] = [
  ...residentFields(),
  field.phone('phone', '联系电话'),
  field.text('address', '现住址', { maxLength: 200 }),
  field.select('signType', '签约类型', codes('首次签约', '续约'), { filter: true, list: true }),
  field.date('signDate', '签约日期', { required: true, filter: true, list: true }),
  field.date('startDate', '生效日期', { required: true }),
  field.date('endDate', '到期日期', { required: true, list: true }),
  field.lookup(
    'teamId',
    '签约团队',
    { family: 'signTeams', valueField: 'ID', labelField: 'teamName' },
    { required: true, filter: true, list: true },
  ),
  field.personName('doctorName', '签约医生', { required: true, list: true, maxLength: 50 }),
  field.lookup(
    'packageId',
    '签约服务包',
    { family: 'signServicePackages', valueField: 'ID', labelField: 'packageName' },
    { required: true },
  ),
  field.multiselect(
    'crowdTypes',
    '人群分类',
    codes(
      '一般人群',
      '0～6岁儿童',
      '孕产妇',
      '65岁及以上老年人',
      '高血压患者',
      '2型糖尿病患者',
      '严重精神障碍患者',
      '肺结核患者',
      '残疾人',
      '计划生育特殊家庭',
      '脱贫人口',
      '其他',
    ),
    { filter: true },
  ),
  field.decimal2('signFee', '签约费用', { min: 0, max: 100000, unit: '元' }),
  field.decimal2('selfPayFee', '个人自付', { min: 0, max: 100000, unit: '元' }),
  field.select('signStatus', SIGNING.label, SIGNING.states, {
    readonly: true,
    filter: true,
    list: true,
  }),
  field.select('chargeStatus', CHARGING.label, CHARGING.states, { readonly: true, list: true }),
  hospitalField('签约机构'),
  ...auditTrailFields(),
];
