import { family, wildcardFamily } from '../family';
import {
  HEALTH_BANK_TASK_FIELDS,
  HEALTH_COIN_RECORD_FIELDS,
  HEALTH_GOODS_FIELDS,
  PERSON_COIN_FIELDS,
} from '../fields/healthBankFields';
import { TWO_WAY_REFERRAL_FIELDS } from '../fields/recordFields';
import { TWO_DISEASE_ASSESSMENT_FIELDS } from '../fields/twoDiseaseFields';

/** Spec 7.3: 健康银行, 两病与决策支持, 转诊. */
export const supportFamilies = [
  // Concrete paths under the '/api/ds_*' wildcard below: the server matches a family's own
  // routes before any wildcard, so these four have pages and records of their own.
  family({
    id: 'ds_healthbanktasks',
    title: '健康银行任务',
    group: '健康银行',
    fields: HEALTH_BANK_TASK_FIELDS,
  }),
  family({
    id: 'ds_healthgoodss',
    title: '健康商品',
    group: '健康银行',
    fields: HEALTH_GOODS_FIELDS,
  }),
  family({
    id: 'ds_healthcoinrecords',
    title: '金币记录',
    group: '健康银行',
    fields: HEALTH_COIN_RECORD_FIELDS,
  }),
  // The accounts follow the coin records (server/resources/hooks/healthCoinHooks.ts): nobody
  // adds, edits or deletes one by hand.
  family({
    id: 'DS_PersonCoins',
    title: '居民金币',
    group: '健康银行',
    fields: PERSON_COIN_FIELDS,
    without: ['create', 'update', 'deletes', 'formInit'],
  }),

  family({
    id: 'twodiseaseassesss',
    title: '两病综合评估',
    group: '两病与决策支持',
    fields: TWO_DISEASE_ASSESSMENT_FIELDS,
  }),
  wildcardFamily({
    id: 'ds',
    title: '决策支持',
    group: '两病与决策支持',
    pattern: '/api/ds_*',
  }),
  // Spec: '/api/ds_* (high-risk screenings, evaluations, sign history, reminder tasks, drug and
  // lifestyle)'. It gives no names, so these ids are plausible ones in the ds_ style above.
  family({ id: 'ds_highriskscreenings', title: '高危人群筛查', group: '两病与决策支持' }),
  family({ id: 'ds_evaluations', title: '决策支持评估', group: '两病与决策支持' }),
  family({ id: 'ds_signhistorys', title: '签约历史', group: '两病与决策支持' }),
  family({ id: 'ds_remindertasks', title: '提醒任务', group: '两病与决策支持' }),
  family({ id: 'ds_drugs', title: '用药指导', group: '两病与决策支持' }),
  family({ id: 'ds_lifestyles', title: '生活方式指导', group: '两病与决策支持' }),
  family({ id: 'doctorfollowvisits', title: '医生随访', group: '两病与决策支持' }),
  family({ id: 'doctorroundvisits', title: '医生巡诊', group: '两病与决策支持' }),

  family({
    id: 'twowayreferrals',
    title: '双向转诊',
    group: '转诊',
    fields: TWO_WAY_REFERRAL_FIELDS,
    // Spec 4 lists 'receive' among the lifecycles without its family; a referral is received.
    // 审核 by the referring centre before the referral leaves.
    verbs: ['receive', 'audit'],
  }),
  family({ id: 'referralfollowup', title: '转诊随访', group: '转诊' }),
] as const;
