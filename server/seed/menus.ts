import {
  DUPLICATE_PAGE_COMPONENT,
  NON_STANDARD_PAGE_COMPONENT,
} from '../../src/services/contract/archives/archiveCodes';
/**
 * The demo menu tree and which user group sees which item and button. Kept as data: the seed turns
 * it into the functions / function_details / group_* tables that /api/functionQXs/userMenus reads.
 */

export const GROUP_CODES = ['QYGL', 'XZYS', 'CY'] as const;
export type GroupCode = (typeof GROUP_CODES)[number];

export const GROUP_NAMES: Record<GroupCode, string> = {
  QYGL: '区域管理组',
  XZYS: '乡镇医生组',
  CY: '村医组',
};

export const BUTTON_VERBS = [
  'create',
  'update',
  'deletes',
  'excel',
  'terminal',
  'cancelTermination',
  'audit',
  'verify',
  'charge',
  'viewFull',
  'merge',
  'writeOff',
  'restore',
  'transfer',
  'confirm',
] as const;
export type ButtonVerb = (typeof BUTTON_VERBS)[number];

export const VERB_NAMES: Record<ButtonVerb, string> = {
  create: '新增',
  update: '修改',
  deletes: '删除',
  excel: '导出',
  terminal: '终止管理',
  cancelTermination: '取消终止',
  audit: '审核',
  verify: '核实',
  charge: '收费',
  // A button code with no route: the archive view shows ID number, phone and name unmasked.
  viewFull: '查看完整信息',
  // 重复档案: 档案合并 and 非重复 (persons/fileMerge, persons/duplicateDismiss).
  merge: '合并',
  // 档案注销 (kernel archives/closing): the township closes, restores and moves archives and
  // confirms the villages' applications to close.
  writeOff: '注销',
  restore: '恢复档案',
  transfer: '转移责任村',
  confirm: '确认注销',
};

/**
 * Buttons a group never gets, whatever page it sees. Full identifiers (spec 5) are the regional
 * administrators' only.
 */
export const DENIED_VERBS: Record<GroupCode, readonly ButtonVerb[]> = {
  QYGL: [],
  XZYS: ['audit', 'viewFull'],
  CY: [
    'deletes',
    'excel',
    'audit',
    'verify',
    'terminal',
    'cancelTermination',
    'viewFull',
    'merge',
    'writeOff',
    'restore',
    'transfer',
    'confirm',
  ],
};

export const CONTAINER_COMPONENT = 'Layout';
export const FORM_BUTTONS_LINK = 'formBtns';

export interface MenuSeed {
  link: string;
  /** 'Layout' for a container, a resource family id for a page, an http address for a link. */
  component: string;
  name: string;
  title: string;
  icon: string;
  /** Groups that see the item; a container is also hidden when none of its children is seen. */
  groups?: readonly GroupCode[];
  /** Page buttons, as `{component}:{verb}` codes in a formBtns child. */
  verbs?: readonly ButtonVerb[];
  children?: readonly MenuSeed[];
}

const ALL: readonly GroupCode[] = GROUP_CODES;
const MANAGERS: readonly GroupCode[] = ['QYGL'];
const CENTRE_AND_UP: readonly GroupCode[] = ['QYGL', 'XZYS'];

/** 新增, 修改 and 删除: records kept but not exported. */
const EDITS: readonly ButtonVerb[] = ['create', 'update', 'deletes'];
const CRUD: readonly ButtonVerb[] = [...EDITS, 'excel'];
/** Records a manager 审核s (death certificates, referrals). */
const AUDITED: readonly ButtonVerb[] = [...EDITS, 'audit'];
const CARD: readonly ButtonVerb[] = [...CRUD, 'terminal', 'cancelTermination'];

/** A child of a container: an item of its own, or a page that takes its link from the container. */
type Child = MenuSeed | ((parentLink: string) => MenuSeed);

const container = (
  link: string,
  name: string,
  title: string,
  icon: string,
  children: readonly Child[],
): MenuSeed => ({
  link,
  component: CONTAINER_COMPONENT,
  name,
  title,
  icon,
  children: children.map((child) => (typeof child === 'function' ? child(link) : child)),
});

/** The page of a resource family, at `{its container's link}/{family}`. */
const page =
  (
    family: string,
    title: string,
    icon: string,
    verbs: readonly ButtonVerb[],
    groups: readonly GroupCode[] = ALL,
  ) =>
  (parentLink: string): MenuSeed => ({
    link: `${parentLink}/${family}`,
    component: family,
    name: family.charAt(0).toUpperCase() + family.slice(1),
    title,
    icon,
    verbs,
    groups,
  });

/**
 * A 慢病 programme under /chronic: a container holding the disease's 专项档案 (its management card)
 * and 随访记录 (its follow-ups), titled by the disease.
 */
const programme = (slug: string, disease: string, cardFamily: string, visitFamily: string) => {
  const link = `/chronic/${slug}`;
  const name = slug.charAt(0).toUpperCase() + slug.slice(1);
  return container(link, name, `${disease}管理`, 'example', [
    page(cardFamily, `${disease}专项档案`, 'form', CARD),
    page(visitFamily, `${disease}随访记录`, 'list', CRUD),
  ]);
};

const NHC_URL = 'https://www.nhc.gov.cn/';

/**
 * 慢病管理's programmes beyond hypertension and diabetes (spec §1): each a container with its
 * management card and follow-up, held by every group like the hypertension pages (village
 * doctors follow these patients up too).
 */
const OTHER_CHRONIC_MENUS: readonly MenuSeed[] = [
  programme('copd', '慢性阻塞性肺疾病', 'copdcards', 'copdfollowups'),
  programme('stroke', '脑卒中', 'cerebralapoplexycards', 'cerebralapoplexyfollowUps'),
  programme('tumour', '肿瘤', 'tumourcards', 'tumourfollowUps'),
  programme('highRisk', '高危人群', 'chronicDiseaseHighCard', 'chronicDiseaseHighFollowUp'),
  // 两病管理 (spec §1): residents with both hypertension and type 2 diabetes, assessed together.
  container('/chronic/twoDisease', 'TwoDisease', '两病管理', 'example', [
    page('twodiseaseassesss', '两病综合评估', 'list', CRUD),
  ]),
];

/**
 * 严重精神障碍 and 肺结核 patient management (national-forms §6–§9), a container each under
 * 慢病管理. Village doctors visit these patients too, so every group sees them. Page titles name
 * the disease: they are also the titles of tabs opened side by side.
 */
const MENTAL_AND_TUBERCULOSIS: readonly MenuSeed[] = [
  container('/chronic/mental', 'Mental', '严重精神障碍管理', 'example', [
    page('mentalcard', '精神障碍补充信息', 'form', CARD),
    page('mentalvisit', '精神障碍随访记录', 'list', CRUD),
  ]),
  container('/chronic/tuberculosis', 'Tuberculosis', '肺结核患者管理', 'example', [
    page('pulmonarycard', '肺结核管理卡', 'form', CARD),
    page('pulmonaryfirstvisit', '肺结核入户随访', 'list', CRUD),
    page('pulmonarypatientvisit', '肺结核随访记录', 'list', CRUD),
  ]),
];

/**
 * The seeded reports (spec §1 reports): computed figures, so only 导出; the centres see their own.
 */
const REPORT_PAGES: readonly Child[] = [
  page('reportServiceSummary', '公卫服务汇总表', 'chart', ['excel'], CENTRE_AND_UP),
  page('lyxreportMonthlyWork', '月度工作量统计', 'chart', ['excel'], CENTRE_AND_UP),
  // The overnight snapshot the seed counted once, kept as a record; 签约团队统计 below is live.
  page('signReportTeamSummary', '签约统计存档', 'chart', ['excel'], CENTRE_AND_UP),
  // 签约团队统计 per 家庭医生团队, computed from the signing tallies (migration 697 adds it).
  page('signTeamComputed', '签约团队统计', 'chart', ['excel'], CENTRE_AND_UP),
  // 综合查询: every group, each inside its own hospitals (a village doctor finds their own patients).
  page('conditionQuery', '综合查询', 'search', ['excel']),
];

/**
 * The other areas of spec §1. Tasks, goods and call scripts are published by the
 * bureau and centres; village doctors record coins, calls, patrols and events (they are the
 * 协管员 of the national specification); the region alone keeps the work-score assessment.
 */
const OTHER_AREAS: readonly MenuSeed[] = [
  container('/healthBank', 'HealthBank', '健康银行', 'bank', [
    page('ds_healthbanktasks', '健康任务', 'list', CRUD, CENTRE_AND_UP),
    page('ds_healthgoodss', '健康商品', 'gift', CRUD, CENTRE_AND_UP),
    page('ds_healthcoinrecords', '金币记录', 'log', CRUD),
    page('DS_PersonCoins', '居民金币', 'user', ['excel']),
  ]),
  container('/workScore', 'WorkScore', '绩效考核', 'star', [
    page('workscoretemplate', '考核模板', 'form', CRUD, MANAGERS),
    // The yearly results typed by hand before scores were computed (family 考核汇总 of spec
    // 7.3), kept as a record of past assessments; the menu's 考核汇总 is the computed page below.
    page('workscoretotal', '考核结果登记', 'chart', CRUD, MANAGERS),
    // 考核汇总: the template's items scored from the figure catalogue; 修改: the assessor's hand
    // scores and adjustments, each with its reason.
    page('workScoreComputed', '考核汇总', 'chart', ['update'], MANAGERS),
  ]),
  container('/outbound', 'Outbound', '外呼管理', 'phone', [
    page('OutboundTemplates', '外呼模板', 'message', CRUD, CENTRE_AND_UP),
    page('OutboundRecordMains', '外呼记录', 'list', CRUD),
  ]),
  container('/sanitary', 'Sanitary', '卫生监督协管', 'safety', [
    page('sanitarycontrolpatrols', '卫生监督协管巡查', 'search', CRUD),
  ]),
  container('/emergency', 'Emergency', '突发公共卫生事件', 'alert', [
    page('publicemergencys', '突发公共卫生事件', 'alert', CRUD),
  ]),
];

export const MENU_TREE: readonly MenuSeed[] = [
  container('/archives', 'Archives', '居民健康档案', 'documentation', [
    // 转移责任村 opens the archive list's village picker (archives/lifecycle/TransferDialog).
    page('persons', '个人健康档案', 'user', [
      ...CRUD,
      'viewFull',
      'writeOff',
      'restore',
      'transfer',
    ]),
    page('familys', '家庭健康档案', 'peoples', EDITS),
    page('healthCheckTables', '健康体检', 'form', CRUD, CENTRE_AND_UP),
    // 档案质控: the archives failing the kernel's quality rules, and the counts per village.
    page(NON_STANDARD_PAGE_COMPONENT, '不规范档案', 'list', []),
    // 重复档案: suspected pairs compared, merged or dismissed by the township and the region.
    page(DUPLICATE_PAGE_COMPONENT, '重复档案', 'peoples', ['merge'], CENTRE_AND_UP),
    // The village applies to close an archive (死亡, 迁出); the township confirms or rejects.
    page('personapplyterminations', '档案注销申请', 'log', ['create', 'confirm']),
  ]),
  container('/chronic', 'Chronic', '慢病管理', 'chart', [
    // First: the pages a clinician opens every morning (who is due, who is overdue): every
    // programme's due services, then the chronic follow-ups with their blood pressure and quota.
    page('serviceDueList', '工作提醒/待办', 'job', ['excel']),
    page('followUpWorklist', '随访工作台', 'list', ['excel']),
    programme('hypertension', '高血压', 'hypertensionCard', 'hypertensionFollowUp'),
    programme('diabetes', '糖尿病', 'diabetesManager', 'diabetesFollowUP'),
    ...OTHER_CHRONIC_MENUS,
    ...MENTAL_AND_TUBERCULOSIS,
  ]),
  // 老年人健康管理 (national forms §10 and §11): village doctors assess and survey their elders
  // too; 医养结合 is the township centre's service.
  container('/elderly', 'Elderly', '老年人健康管理', 'people', [
    page('healthchecktablescores', '生活自理能力评估', 'form', CRUD),
    page('questionnaireMains', '中医药健康管理（体质辨识）', 'list', CRUD),
    page('elderlymedicalcares', '医养结合服务', 'form', CRUD, CENTRE_AND_UP),
  ]),
  // 妇幼健康管理 (national-forms.md §12–§14). The township centres do these visits and checks, so
  // the village doctors' group does not see them.
  container('/maternalChild', 'MaternalChild', '妇幼健康管理', 'peoples', [
    page('newbornVisits', '新生儿家庭访视', 'form', CRUD, CENTRE_AND_UP),
    // The age first: the sidebar cuts long titles, and three "儿童健康检查(…" read alike.
    page('childHealthChecks', '1～8月龄儿童检查', 'list', CRUD, CENTRE_AND_UP),
    page('toddlerHealthChecks', '12～30月龄儿童检查', 'list', CRUD, CENTRE_AND_UP),
    page('preschoolHealthChecks', '3～6岁儿童检查', 'list', CRUD, CENTRE_AND_UP),
    page('prenatalFirstChecks', '第1次产前检查', 'form', CRUD, CENTRE_AND_UP),
    page('prenatalFollowUps', '第2～5次产前随访', 'form', CRUD, CENTRE_AND_UP),
    page('postpartumVisits', '产后访视', 'form', CRUD, CENTRE_AND_UP),
    page('postpartum42Checks', '产后42天健康检查', 'form', CRUD, CENTRE_AND_UP),
  ]),
  // The village doctors see 签约登记 only (a single link, spec 2.4); 履约核查 is the township's
  // check of the villages' agreements against the records.
  container('/sign', 'Sign', '家庭医生签约', 'skill', [
    // The village doctor signs and takes the self-paid fee; the township ends an agreement.
    page('signRegistes', '签约登记', 'edit', [...CARD, 'verify', 'charge']),
    page('signRegisteCheckMains', '履约核查', 'audit', [...EDITS, 'verify'], CENTRE_AND_UP),
  ]),
  container('/education', 'Education', '健康教育', 'education', [
    // Every group records its activities (a village holds a lecture every two months, service
    // rules); DENIED_VERBS takes 删除 and 导出 from the village doctors.
    page('healtheducations', '健康教育活动', 'message', CRUD),
    page('individualhealtheducation', '个体化健康教育', 'user', CRUD),
    {
      link: NHC_URL,
      component: NHC_URL,
      name: 'NhcStandard',
      title: '国家基本公共卫生服务规范',
      icon: 'link',
    },
  ]),
  container('/publicHealth', 'PublicHealth', '公共卫生服务', 'tree', [
    page('vaccinationcards', '预防接种', 'form', CRUD, CENTRE_AND_UP),
    page('vaccinationrecords', '预防接种记录', 'list', CRUD, CENTRE_AND_UP),
    page('deathmedicalcertificates', '死亡医学证明', 'documentation', AUDITED, CENTRE_AND_UP),
    page('twowayreferrals', '双向转诊', 'guide', AUDITED, CENTRE_AND_UP),
  ]),
  container('/report', 'Report', '统计报表', 'chart', [
    page('chronicIndicators', '管理指标报表', 'chart', ['excel']),
    ...REPORT_PAGES,
  ]),
  ...OTHER_AREAS,
  container('/system', 'System', '系统管理', 'system', [
    page('sysUsers', '用户管理', 'user', CRUD, MANAGERS),
    page('hospitals', '机构管理', 'tree-table', EDITS, MANAGERS),
    page('userGroups', '用户组管理', 'peoples', EDITS, MANAGERS),
    page('CodeDictionarys', '数据字典', 'dict', EDITS, MANAGERS),
    page('noticeannouncement', '通知公告', 'message', EDITS, CENTRE_AND_UP),
    page('auditEvents', '操作日志', 'log', ['excel'], MANAGERS),
  ]),
];
