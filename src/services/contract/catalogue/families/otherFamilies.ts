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
  family({ id: 'devicemanagement', title: '设备管理', group: '其他' }),
  family({ id: 'identificationCode', title: '识别码管理', group: '其他' }),
  family({ id: 'versionupdate', title: '版本更新', group: '其他' }),
  family({
    id: 'vaccinationcards',
    title: '预防接种卡',
    group: '其他',
    fields: VACCINATION_CARD_FIELDS,
  }),
  family({
    id: 'vaccinationrecords',
    title: '预防接种记录',
    group: '其他',
    fields: VACCINATION_RECORD_FIELDS,
  }),
  family({
    id: 'deathmedicalcertificates',
    title: '居民死亡医学证明',
    group: '其他',
    fields: DEATH_CERTIFICATE_FIELDS,
    // The centre's 审核 of a certificate the clinic filed (the seeded groups hold its button).
    verbs: ['audit'],
  }),
  family({
    id: 'publicemergencys',
    title: '突发公共卫生事件',
    group: '其他',
    fields: PUBLIC_EMERGENCY_FIELDS,
  }),
  // Two-segment paths: the id joins the segments in camel case, an identifier-safe name.
  family({ id: 'emrInpatient', path: '/api/emr/inpatient', title: '住院病历', group: '其他' }),
  family({ id: 'emrOutpatient', path: '/api/emr/outpatient', title: '门诊病历', group: '其他' }),
  wildcardFamily({
    id: 'integratedmachine',
    title: '健康一体机',
    group: '其他',
    pattern: '/api/integratedmachine/*',
  }),
  family({ id: 'keycrowdhealthstatus', title: '重点人群健康状况', group: '其他' }),
  wildcardFamily({
    id: 'loginusersClock',
    title: '考勤打卡',
    group: '其他',
    pattern: '/api/loginusers/clock*',
  }),
  family({
    id: 'OutboundTemplates',
    title: '外呼模板',
    group: '其他',
    fields: OUTBOUND_TEMPLATE_FIELDS,
  }),
  family({
    id: 'OutboundRecordMains',
    title: '外呼记录',
    group: '其他',
    fields: OUTBOUND_RECORD_FIELDS,
    extras: { SendAliyun: postMutation({ label: '发送外呼' }) },
  }),
  // '(+ general analysis generators)' names no paths; the AI feature adds them by hand.
  family({ id: 'AIAnalysisTemplates', title: 'AI分析模板', group: '其他' }),
  family({ id: 'AIConversationMains', title: 'AI对话', group: '其他' }),
  family({ id: 'AIProblemTemplateLibrarys', title: 'AI问题模板库', group: '其他' }),
  family({
    id: 'tasksqz',
    title: '定时任务',
    group: '其他',
    extras: {
      start: postMutation({ withId: true, label: '启动' }),
      stop: postMutation({ withId: true, label: '停止' }),
    },
  }),
] as const;
