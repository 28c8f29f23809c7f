import { family } from '../family';
import { TERMINATION_APPLICATION_FIELDS } from '../fields/closingFields';
import { FAMILY_FIELDS, PERSON_FIELDS } from '../fields/personFields';
import { PERSON_FILE_STATUS, TERMINATION_APPLICATION } from '../lifecycles';
import { download, getQuery, postMutation } from '../verbs';

/** Spec 7.3: 居民 (and /api/persons/fcehrtoken of 认证与基础, a persons sub-path). */
export const residentFamilies = [
  family('persons', '居民健康档案', '居民', {
    idField: 'personNum',
    fields: PERSON_FIELDS,
    lifecycles: [PERSON_FILE_STATUS],
    extras: {
      personNum: getQuery({ label: '生成个人编号' }),
      createFileNum: postMutation({ withId: true, label: '生成档案编号' }),
      collate: postMutation({ withId: true, label: '档案整理' }),
      // 注销 asks what the kernel checks (archives/closing): kind, day, cause or destination.
      writeOff: postMutation({
        withId: true,
        label: '注销',
        asks: ['closeKind', 'closeDate', 'closeCause', 'migrateTo', 'deathCertificateId'],
      }),
      restore: postMutation({ withId: true, label: '恢复档案', asks: ['restoreReason'] }),
      transfer: postMutation({ withId: true, label: '转移责任村' }),
      transferVillages: getQuery({ label: '可迁往的村卫生室' }),
      fileMerge: postMutation({ label: '档案合并' }),
      fileMergeUndo: postMutation({ label: '撤销合并' }),
      mergeHistory: getQuery({ label: '已合并档案' }),
      select: getQuery({ label: '选择居民' }),
      details: getQuery({ withId: true, label: '档案详情' }),
      GetPersonByIDCardNo: getQuery({ label: '按身份证号查询' }),
      setintotwodisease: postMutation({ withId: true, label: '纳入两病管理' }),
      personExcel: download({ label: '导出档案' }),
      homepage: getQuery({ withId: true, label: '档案首页' }),
      duplicate: getQuery({ label: '重复档案' }),
      duplicateexcel: download({ label: '导出重复档案' }),
      duplicatePairs: getQuery({ label: '疑似重复档案' }),
      duplicateCompare: getQuery({ label: '重复档案对比' }),
      duplicateDismiss: postMutation({ label: '标记非重复档案' }),
      oldPerson: getQuery({ label: '老年人档案' }),
      nostand: getQuery({ label: '不规范档案' }),
      nostandexcel: download({ label: '导出不规范档案' }),
      nostandSummary: getQuery({ label: '档案质控统计' }),
      fcehrtoken: getQuery({ label: '健康档案调阅令牌' }),
    },
  }),
  family('receptionrecords', '接诊记录', '居民'),
  family('consultationrecords', '会诊记录', '居民'),
  family('archivesProofreading', '档案校对', '居民'),
  // The village applies to close an archive; the township confirms or rejects with a reason.
  // charge is the original platform's path of 确认注销, kept beside confirm; its own button
  // (personapplyterminations:charge) is seeded for no group, so the township confirms.
  family('personapplyterminations', '档案注销申请', '居民', {
    fields: TERMINATION_APPLICATION_FIELDS,
    lifecycles: [TERMINATION_APPLICATION],
    without: ['update'],
    verbs: ['confirm', 'charge'],
    routes: { confirm: { label: '确认注销' }, charge: { label: '确认注销' } },
    extras: {
      reject: postMutation({ withId: true, label: '驳回', asks: ['rejectReason'] }),
    },
  }),
  family('personArchives', '档案调阅', '居民'),
  family('familys', '家庭档案', '居民', {
    idField: 'familyCode',
    fields: FAMILY_FIELDS,
    extras: {
      addperson: postMutation({ withId: true, label: '添加成员' }),
      deleteperson: postMutation({ withId: true, label: '移除成员' }),
      addHeadHousehold: postMutation({ withId: true, label: '设为户主' }),
      GetPersonByFamilyCode: getQuery({ withId: true, label: '家庭成员' }),
    },
  }),
  family('personFaceCollects', '居民人脸采集', '居民'),
  family('personFaceRecognizes', '居民人脸识别', '居民'),
  family('personcardnocollects', '居民身份证采集', '居民'),
] as const;
