import { family, wildcardFamily } from '../family';
import { OUTBOUND_RECORD_FIELDS, OUTBOUND_TEMPLATE_FIELDS } from '../fields/outboundFields';
import { PUBLIC_EMERGENCY_FIELDS } from '../fields/publicHealthEventFields';
import {
  DEATH_CERTIFICATE_FIELDS,
  VACCINATION_CARD_FIELDS,
  VACCINATION_RECORD_FIELDS,
} from '../fields/recordFields';
import { postMutation } from '../verbs';

/** Spec 7.3: 其他. */
export const otherFamilies = [
  family('devicemanagement', '设备管理', '其他'),
  family('identificationCode', '识别码管理', '其他'),
  family('versionupdate', '版本更新', '其他'),
  family('vaccinationcards', '预防接种卡', '其他', { fields: VACCINATION_CARD_FIELDS }),
  family('vaccinationrecords', '预防接种记录', '其他', { fields: VACCINATION_RECORD_FIELDS }),
  family('deathmedicalcertificates', '居民死亡医学证明', '其他', {
    fields: DEATH_CERTIFICATE_FIELDS,
    // The centre's 审核 of a certificate the clinic filed (the seeded groups hold its button).
    verbs: ['audit'],
  }),
  family('publicemergencys', '突发公共卫生事件', '其他', { fields: PUBLIC_EMERGENCY_FIELDS }),
  // Two-segment paths: the id joins the segments in camel case, an identifier-safe name.
  family('emrInpatient', '住院病历', '其他', { path: '/api/emr/inpatient' }),
  family('emrOutpatient', '门诊病历', '其他', { path: '/api/emr/outpatient' }),
  wildcardFamily('integratedmachine', '健康一体机', '其他'),
  family('keycrowdhealthstatus', '重点人群健康状况', '其他'),
  wildcardFamily('loginusersClock', '考勤打卡', '其他', '/api/loginusers/clock*'),
  family('OutboundTemplates', '外呼模板', '其他', { fields: OUTBOUND_TEMPLATE_FIELDS }),
  family('OutboundRecordMains', '外呼记录', '其他', {
    fields: OUTBOUND_RECORD_FIELDS,
    extras: { SendAliyun: postMutation({ label: '发送外呼' }) },
  }),
  // '(+ general analysis generators)' names no paths; the AI feature adds them by hand.
  family('AIAnalysisTemplates', 'AI分析模板', '其他'),
  family('AIConversationMains', 'AI对话', '其他'),
  family('AIProblemTemplateLibrarys', 'AI问题模板库', '其他'),
  family('tasksqz', '定时任务', '其他', {
    extras: {
      start: postMutation({ withId: true, label: '启动' }),
      stop: postMutation({ withId: true, label: '停止' }),
    },
  }),
] as const;
