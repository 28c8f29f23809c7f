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
  family('ds_healthbanktasks', '健康银行任务', '健康银行', { fields: HEALTH_BANK_TASK_FIELDS }),
  family('ds_healthgoodss', '健康商品', '健康银行', { fields: HEALTH_GOODS_FIELDS }),
  family('ds_healthcoinrecords', '金币记录', '健康银行', { fields: HEALTH_COIN_RECORD_FIELDS }),
  // The accounts follow the coin records (server/resources/hooks/healthCoinHooks.ts): nobody
  // adds, edits or deletes one by hand.
  family('DS_PersonCoins', '居民金币', '健康银行', {
    fields: PERSON_COIN_FIELDS,
    without: ['create', 'update', 'deletes', 'formInit'],
  }),

  family('twodiseaseassesss', '两病综合评估', '两病与决策支持', {
    fields: TWO_DISEASE_ASSESSMENT_FIELDS,
  }),
  wildcardFamily('ds', '决策支持', '两病与决策支持', '/api/ds_*'),
  // Spec: '/api/ds_* (high-risk screenings, evaluations, sign history, reminder tasks, drug and
  // lifestyle)'. It gives no names, so these ids are plausible ones in the ds_ style above.
  family('ds_highriskscreenings', '高危人群筛查', '两病与决策支持'),
  family('ds_evaluations', '决策支持评估', '两病与决策支持'),
  family('ds_signhistorys', '签约历史', '两病与决策支持'),
  family('ds_remindertasks', '提醒任务', '两病与决策支持'),
  family('ds_drugs', '用药指导', '两病与决策支持'),
  family('ds_lifestyles', '生活方式指导', '两病与决策支持'),
  family('doctorfollowvisits', '医生随访', '两病与决策支持'),
  family('doctorroundvisits', '医生巡诊', '两病与决策支持'),

  family('twowayreferrals', '双向转诊', '转诊', {
    fields: TWO_WAY_REFERRAL_FIELDS,
    // Spec 4 lists 'receive' among the lifecycles without its family; a referral is received.
    // 审核 by the referring centre before the referral leaves.
    verbs: ['receive', 'audit'],
  }),
  family('referralfollowup', '转诊随访', '转诊'),
] as const;
