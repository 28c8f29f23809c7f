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
  'viewFull',
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
  // A button code with no route: the archive view shows ID number, phone and name unmasked.
  viewFull: '查看完整信息',
};

/**
 * Buttons a group never gets, whatever page it sees. Full identifiers (spec 5) are the regional
 * administrators' only.
 */
export const DENIED_VERBS: Record<GroupCode, readonly ButtonVerb[]> = {
  QYGL: [],
  XZYS: ['audit', 'viewFull'],
  CY: ['deletes', 'excel', 'audit', 'verify', 'terminal', 'cancelTermination', 'viewFull'],
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

const CRUD: readonly ButtonVerb[] = ['create', 'update', 'deletes', 'excel'];
const CARD: readonly ButtonVerb[] = [...CRUD, 'terminal', 'cancelTermination'];

const container = (
  link: string,
  name: string,
  title: string,
  icon: string,
  children: readonly MenuSeed[],
): MenuSeed => ({ link, component: CONTAINER_COMPONENT, name, title, icon, children });

const page = (
  parentLink: string,
  family: string,
  title: string,
  icon: string,
  verbs: readonly ButtonVerb[],
  groups: readonly GroupCode[] = ALL,
): MenuSeed => ({
  link: `${parentLink}/${family}`,
  component: family,
  name: family.charAt(0).toUpperCase() + family.slice(1),
  title,
  icon,
  verbs,
  groups,
});

const NHC_URL = 'https://www.nhc.gov.cn/';

export const MENU_TREE: readonly MenuSeed[] = [
  container('/archives', 'Archives', '居民健康档案', 'documentation', [
    page('/archives', 'persons', '个人健康档案', 'user', [...CRUD, 'viewFull']),
    page('/archives', 'familys', '家庭健康档案', 'peoples', ['create', 'update', 'deletes']),
    page('/archives', 'healthCheckTables', '健康体检', 'form', CRUD, CENTRE_AND_UP),
  ]),
  container('/chronic', 'Chronic', '慢病管理', 'chart', [
    // First: the page a clinician opens every morning (who is due, who is overdue).
    page('/chronic', 'followUpWorklist', '随访工作台', 'list', ['excel']),
    container('/chronic/hypertension', 'Hypertension', '高血压管理', 'example', [
      page('/chronic/hypertension', 'hypertensionCard', '高血压专项档案', 'form', CARD),
      page('/chronic/hypertension', 'hypertensionFollowUp', '高血压随访记录', 'list', CRUD),
    ]),
    container('/chronic/diabetes', 'Diabetes', '糖尿病管理', 'example', [
      page('/chronic/diabetes', 'diabetesManager', '糖尿病专项档案', 'form', CARD),
      page('/chronic/diabetes', 'diabetesFollowUP', '糖尿病随访记录', 'list', CRUD),
    ]),
    container('/chronic/copd', 'Copd', '慢性阻塞性肺疾病管理', 'example', [
      page('/chronic/copd', 'copdcards', '慢性阻塞性肺疾病专项档案', 'form', CARD),
      page('/chronic/copd', 'copdfollowups', '慢性阻塞性肺疾病随访记录', 'list', CRUD),
    ]),
  ]),
  container('/elderly', 'Elderly', '老年人健康管理', 'people', [
    page('/elderly', 'elderlymedicalcares', '医养结合服务', 'form', CRUD, CENTRE_AND_UP),
  ]),
  // One child only: the sidebar shows it as a single link (spec 2.4).
  container('/sign', 'Sign', '家庭医生签约', 'skill', [
    page('/sign', 'signRegistes', '签约登记', 'edit', [...CARD, 'verify']),
  ]),
  container('/education', 'Education', '健康教育', 'education', [
    // Every group records its activities (a village holds a lecture every two months, service
    // rules); DENIED_VERBS takes 删除 and 导出 from the village doctors.
    page('/education', 'healtheducations', '健康教育活动', 'message', CRUD),
    page('/education', 'individualhealtheducation', '个体化健康教育', 'user', CRUD),
    {
      link: NHC_URL,
      component: NHC_URL,
      name: 'NhcStandard',
      title: '国家基本公共卫生服务规范',
      icon: 'link',
    },
  ]),
  container('/publicHealth', 'PublicHealth', '公共卫生服务', 'tree', [
    page('/publicHealth', 'vaccinationcards', '预防接种', 'form', CRUD, CENTRE_AND_UP),
    page(
      '/publicHealth',
      'deathmedicalcertificates',
      '死亡医学证明',
      'documentation',
      ['create', 'update', 'deletes', 'audit'],
      CENTRE_AND_UP,
    ),
    page(
      '/publicHealth',
      'twowayreferrals',
      '双向转诊',
      'guide',
      ['create', 'update', 'deletes', 'audit'],
      CENTRE_AND_UP,
    ),
  ]),
  container('/report', 'Report', '统计报表', 'chart', [
    page('/report', 'chronicIndicators', '管理指标报表', 'chart', ['excel']),
  ]),
  container('/system', 'System', '系统管理', 'system', [
    page('/system', 'sysUsers', '用户管理', 'user', CRUD, MANAGERS),
    page(
      '/system',
      'hospitals',
      '机构管理',
      'tree-table',
      ['create', 'update', 'deletes'],
      MANAGERS,
    ),
    page(
      '/system',
      'userGroups',
      '用户组管理',
      'peoples',
      ['create', 'update', 'deletes'],
      MANAGERS,
    ),
    page(
      '/system',
      'CodeDictionarys',
      '数据字典',
      'dict',
      ['create', 'update', 'deletes'],
      MANAGERS,
    ),
    page(
      '/system',
      'noticeannouncement',
      '通知公告',
      'message',
      ['create', 'update', 'deletes'],
      CENTRE_AND_UP,
    ),
    page('/system', 'auditEvents', '操作日志', 'log', ['excel'], MANAGERS),
  ]),
];
