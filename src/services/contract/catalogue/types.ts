import { type FieldPairing } from '../../../domain/fields';

/**
 * Types of the resource catalogue (spec section 7.3). Pure data shared by the client (generated
 * RTK Query endpoints, the generic resource page) and the reference server (routes, tables).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The headings of spec 7.3, in Chinese: the menu and the server group families by them. 妇幼 is
 * ours: spec 7.3 has no maternal and child heading (families/maternalChildFamilies.ts).
 */
export type FamilyGroup =
  | '认证与基础'
  | '文件'
  | '菜单与权限'
  | '通知公告'
  | '居民'
  | '慢病'
  | '健康体检'
  | '签约'
  | '中医体质'
  | '健康教育'
  | '老年人'
  | '健康银行'
  | '两病与决策支持'
  | '转诊'
  | '卫生监督与组织'
  | '报表'
  | '系统'
  | '工作考核'
  | '其他'
  | '妇幼';

/**
 * The standard operations a family may support. Each has a default route (see `VERB_ROUTES`);
 * a family overrides the sub-path where the server spells it differently (healthCheckTables'
 * `Excel`, hypertensionDiagnosis' `Audit`/`Cancel`, signRegistes' `termination`).
 */
export type Verb =
  | 'list'
  | 'page'
  | 'get'
  | 'create'
  | 'update'
  | 'deletes'
  | 'excel'
  | 'formInit'
  | 'init'
  | 'history'
  | 'terminal'
  | 'cancelTermination'
  | 'audit'
  | 'cancelAudit'
  | 'verify'
  | 'cancelVerify'
  | 'batchverify'
  | 'receive'
  | 'examine'
  | 'confirm'
  | 'charge'
  | 'print';

/**
 * How a call behaves for the client: `query` reads (cached, tagged), `mutation` changes data
 * (invalidates the family's tags), `download`/`upload` move binary files, which the JSON
 * baseQuery cannot carry, so no RTK Query endpoint is generated for them.
 */
export type RouteKind = 'query' | 'mutation' | 'download' | 'upload';

/** One call of a family: a sub-path of the collection path, with its method. */
export interface RouteSpec {
  /** Sub-path after the collection path, without slashes at the ends; '' is the collection. */
  path: string;
  method: HttpMethod;
  kind: RouteKind;
  /** The record's id (its `idField` value) follows the sub-path: `{collection}/{path}/{id}`. */
  withId?: boolean;
  /** Chinese button or menu text. */
  label?: string;
  /**
   * Fields of the family a lifecycle step's body carries, asked in a dialog before it runs
   * (解约原因, 支付方式); the first is required.
   */
  asks?: readonly string[];
}

export type FieldKind =
  | 'text'
  | 'number'
  | 'decimal2'
  | 'decimal4'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'select'
  | 'multiselect'
  | 'idCard'
  | 'phone'
  | 'name'
  | 'textarea'
  | 'boolean'
  /** A JSON list of `MedicationEntry` (用药情况 of the follow-up forms). */
  | 'medications'
  /** Rows of declared columns (the 健康体检表's 住院史, 主要用药情况…), a JSON list of `TableRow`. */
  | 'table'
  /** A reference to a record of another family; choices come from that family's list. */
  | 'lookup'
  /**
   * A JSON list of `ServiceItemEntry` (服务项目 of a package or an agreement); `options` are the
   * 履约依据 codes a row may name.
   */
  | 'serviceItems';

/** A coded choice. Values are strings, as the national data standards write codes ('1', '01'). */
export interface FieldOption {
  value: string;
  label: string;
  /**
   * The code the paper prints beside the answer, typed to pick it, when it is not the stored
   * value: the self-care sheet stores the score and codes its four columns 1–4 (national-forms
   * §10). A score sheet's answer sits in the column of its code.
   */
  code?: string;
}

/** A score sheet's row of answers: as many equal columns as the paper's table has. */
export interface ScaleSpec {
  columns: number;
}

/** Where a `lookup` field takes its choices from. */
export interface LookupSpec {
  family: string;
  valueField: string;
  labelField: string;
}

/** A column of a `table` field: one cell of every row (the kernel's TableColumn). */
export interface TableColumnSpec {
  name: string;
  label: string;
  kind: 'text' | 'date' | 'month' | 'select';
  options?: readonly FieldOption[];
  maxLength?: number;
  /** A row with anything in it needs this cell. */
  required?: boolean;
}

/** One row of a `table` field: its cells by column name (codes, dates and texts as text). */
export type TableRow = Record<string, string>;

export interface FieldSpec {
  name: string;
  /** Chinese label. */
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Inclusive bounds of numeric kinds. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** Unit shown after the input (mmHg, kg, mmol/L). */
  unit?: string;
  /** Choices of `select` and `multiselect`. */
  options?: readonly FieldOption[];
  /** Choices of `lookup`. */
  lookup?: LookupSpec;
  /** Shown in the search form above the list. */
  filter?: boolean;
  /** Masked when shown read-only (spec 5). */
  mask?: 'idCard' | 'phone' | 'name';
  /** Shown as a list column. */
  list?: boolean;
  /** Set by the server or a lifecycle verb, never typed in. */
  readonly?: boolean;
  /** Form section heading (the national forms group fields: 症状, 体征, 生活方式指导…). */
  section?: string;
  /** A date of something that has happened (出生日期, 随访日期): never later than today. */
  notAfterToday?: boolean;
  /**
   * A value only right together with another field's (舒张压 below 收缩压), checked by the
   * kernel's field checks (src/domain/fields/fieldChecks.ts) on both sides.
   */
  pairedWith?: FieldPairing;
  /**
   * A score sheet's question (the TCM record's 33, national-forms §11; the self-care sheet's
   * five, §10; 社会功能情况 of the mental follow-up): its coded `select` options shown as one row
   * of radio buttons in the sheet's columns, answered by one click or its code typed.
   */
  scale?: ScaleSpec;
  /**
   * A coded `select` of a few short choices (药物不良反应 1无 2有) shown as one row of radio
   * buttons, as the paper's boxes: one click, or the code typed, which picks it and goes on.
   */
  buttons?: true;
  /** The columns of a `table` field, and the rows its paper has. */
  columns?: readonly TableColumnSpec[];
  maxRows?: number;
  /**
   * A field a record of this form usually fills at each entry (a follow-up's per-visit
   * measures: 随访方式, 症状, blood pressure, 体重, 心率, 服药依从性…). When a form marks any,
   * Enter walks only the marked fields, a required one still empty and one in error; Tab walks
   * every field (the form layer's rule, src/shared/ui/keyboardEntry/enterStops.ts).
   */
  everyEntry?: true;
}

/** One row of a `medications` field. */
export interface MedicationEntry {
  drug: string;
  /** 每日次数 */
  timesPerDay: number;
  /** 每次剂量, with its unit ('10mg'). */
  dose: string;
}

/** One row of a `serviceItems` field: the kernel's ContractItem (item, rule, times a year). */
export type { ContractItem as ServiceItemEntry } from '../../../domain/contract';

/**
 * A status a record moves through by lifecycle verbs (terminate, audit, verify…). The server
 * sets `field` to the target state of the verb; the client shows the state's label.
 */
export interface LifecycleSpec {
  field: string;
  /** Chinese name of the status (管理状态, 审核状态). */
  label: string;
  states: readonly FieldOption[];
  /** State of a new record. */
  initial: string;
  /** Target state by verb or extra name. */
  transitions: Readonly<Partial<Record<string, string>>>;
  /**
   * Steps offered only from the initial state: an ending that another ending state already took
   * (注销 of an archive that is 死亡 or 迁出 is refused; it is restored first).
   */
  onlyFromInitial?: readonly string[];
}

interface FamilyBase<Id extends string = string> {
  /** The collection path without '/api/' (camel-joined when it has more segments). */
  id: Id;
  /** Chinese title: menu text and page heading. */
  title: string;
  group: FamilyGroup;
}

/** A family with one collection path and known sub-paths. */
export interface ConcreteFamilySpec<Id extends string = string> extends FamilyBase<Id> {
  wildcard: false;
  /** Collection path, e.g. '/api/persons'. */
  path: string;
  /** The record field that names a record in paths and cache tags. */
  idField: string;
  verbs: Readonly<Partial<Record<Verb, RouteSpec>>>;
  /** Named sub-paths beyond the standard verbs, keyed by an identifier-safe name. */
  extras: Readonly<Record<string, RouteSpec>>;
  /** Declared fields; families without them fall back to `fieldDictionary` labels. */
  fields?: readonly FieldSpec[];
  lifecycles: readonly LifecycleSpec[];
}

/**
 * A family the spec names only by a prefix (/api/report/*, /api/ds_*): its sub-paths are
 * open, so the client calls them by a relative path under the prefix.
 */
export interface WildcardFamilySpec<Id extends string = string> extends FamilyBase<Id> {
  wildcard: true;
  /** The spec's pattern, e.g. '/api/report/*'. */
  pattern: string;
  /** The pattern without '*': every path starting with it belongs to the family. */
  prefix: string;
}

export type FamilySpec<Id extends string = string> =
  ConcreteFamilySpec<Id> | WildcardFamilySpec<Id>;
