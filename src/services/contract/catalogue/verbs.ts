import { type RouteSpec, type Verb } from './types';

/**
 * Default route of every verb. Lifecycle verbs act on one record (`{verb}/{id}`) by POST; the
 * spec shows no methods, so these follow the pattern its `deletes` (a POST with a body) sets.
 */
export const VERB_ROUTES: Readonly<Record<Verb, RouteSpec>> = {
  list: { path: '', method: 'GET', kind: 'query', label: '查询' },
  page: { path: 'page', method: 'GET', kind: 'query', label: '分页查询' },
  get: { path: '', method: 'GET', kind: 'query', withId: true, label: '查看' },
  create: { path: '', method: 'POST', kind: 'mutation', label: '新增' },
  update: { path: '', method: 'PUT', kind: 'mutation', withId: true, label: '修改' },
  deletes: { path: 'deletes', method: 'POST', kind: 'mutation', label: '删除' },
  excel: { path: 'excel', method: 'GET', kind: 'download', label: '导出' },
  formInit: { path: 'formInit', method: 'GET', kind: 'query', label: '表单初始化' },
  init: { path: 'init', method: 'GET', kind: 'query', label: '表单初始化' },
  history: { path: 'history', method: 'GET', kind: 'query', label: '历史记录' },
  terminal: { path: 'terminal', method: 'POST', kind: 'mutation', withId: true, label: '终止管理' },
  cancelTermination: {
    path: 'cancelTermination',
    method: 'POST',
    kind: 'mutation',
    withId: true,
    label: '取消终止',
  },
  audit: { path: 'audit', method: 'POST', kind: 'mutation', withId: true, label: '审核' },
  cancelAudit: {
    path: 'cancelAudit',
    method: 'POST',
    kind: 'mutation',
    withId: true,
    label: '取消审核',
  },
  verify: { path: 'verify', method: 'POST', kind: 'mutation', withId: true, label: '核实' },
  cancelVerify: {
    path: 'cancelVerify',
    method: 'POST',
    kind: 'mutation',
    withId: true,
    label: '取消核实',
  },
  // Batch verbs carry the ids in the body, as `deletes` does.
  batchverify: { path: 'batchverify', method: 'POST', kind: 'mutation', label: '批量核实' },
  receive: { path: 'receive', method: 'POST', kind: 'mutation', withId: true, label: '接收' },
  examine: { path: 'examine', method: 'POST', kind: 'mutation', withId: true, label: '审批' },
  confirm: { path: 'confirm', method: 'POST', kind: 'mutation', withId: true, label: '确认' },
  charge: { path: 'charge', method: 'POST', kind: 'mutation', withId: true, label: '收费' },
  print: { path: 'print', method: 'GET', kind: 'query', withId: true, label: '打印' },
};

/** Spec 7.3: 'a collection path, plus /deletes, /excel, and /formInit or /init'. */
export const DEFAULT_VERBS: readonly Verb[] = [
  'list',
  'get',
  'create',
  'update',
  'deletes',
  'excel',
  'formInit',
];

/** Spec 7.3: chronic-disease families 'each with … formInit, history, deletes, excel, terminal
 * and cancelTermination variants'. */
export const CHRONIC_VERBS: readonly Verb[] = [
  ...DEFAULT_VERBS,
  'history',
  'terminal',
  'cancelTermination',
];

/** Families that are only a set of named calls (tokens). */
export const NO_VERBS: readonly Verb[] = [];

type RouteOptions = Partial<Omit<RouteSpec, 'method' | 'kind'>>;

/** An extra sub-path; its path defaults to the extra's key in `family(…, { extras })`. */
export type ExtraInput = Omit<RouteSpec, 'path'> & { path?: string };

const route =
  (method: RouteSpec['method'], kind: RouteSpec['kind']) =>
  (options: RouteOptions = {}): ExtraInput => ({ method, kind, ...options });

export const getQuery = route('GET', 'query');
export const postMutation = route('POST', 'mutation');
export const putMutation = route('PUT', 'mutation');
export const download = route('GET', 'download');
export const upload = route('POST', 'upload');

/**
 * The button (FunDetailID verb) a verb needs when it is not its own: 批量核实 and 取消核实 are
 * the 核实 button's acts (a user who may verify one record may verify several, or undo it).
 * Client and server read this one table.
 */
const SHARED_BUTTONS: Readonly<Record<string, string>> = {
  batchverify: 'verify',
  cancelVerify: 'verify',
  // 档案注销申请: who may confirm an application may also reject it.
  reject: 'confirm',
};

export const buttonVerbOf = (verb: string): string => SHARED_BUTTONS[verb] ?? verb;
