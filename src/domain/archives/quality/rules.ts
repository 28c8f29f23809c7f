/**
 * 档案质控 (archive quality control): the rules an archive is checked against, each with its code,
 * the reason a doctor reads, the fields to fix and whether local practice may switch it off. The
 * checks are in archiveChecks.ts (what the records say) and dayChecks.ts (what depends on today);
 * the server keeps each resident's failures in its read models and the 不规范档案 page lists them.
 */

export const QUALITY_RULE_CODES = [
  'coverRequired',
  'infoRequired',
  'idCardInvalid',
  'idCardMismatch',
  'pastHistoryMissing',
  'healthCheckIncomplete',
  'followUpBelowQuota',
  'notDynamic',
] as const;
export type QualityRuleCode = (typeof QUALITY_RULE_CODES)[number];

export interface QualityRule {
  code: QualityRuleCode;
  /** The tag on the list: short, in the doctor's words. */
  label: string;
  /** What is wrong and what to do, one sentence. */
  reason: string;
  /** Where the fix is made: the archive (persons) or a service record. */
  fixedIn: 'persons' | 'healthCheckTables' | 'followUp' | 'service';
  /** A deployment may switch the rule off (local practice varies). */
  configurable: boolean;
  /**
   * 'record': the archive is 不规范 (counts against 档案合格率); 'usage': the archive is not in use
   * (非动态, counted by 档案动态使用率 and listed only when asked for).
   */
  kind: 'record' | 'usage';
}

export const QUALITY_RULES: Readonly<Record<QualityRuleCode, QualityRule>> = {
  coverRequired: {
    code: 'coverRequired',
    label: '封面必填项未填',
    reason:
      '居民健康档案封面的必填项（档案编号、姓名、现住址、联系电话、责任医生、建档日期）未填写',
    fixedIn: 'persons',
    configurable: false,
    kind: 'record',
  },
  infoRequired: {
    code: 'infoRequired',
    label: '基本信息必填项未填',
    reason: '个人基本信息表的必填项（性别、出生日期、身份证号、常住类型、民族）未填写',
    fixedIn: 'persons',
    configurable: false,
    kind: 'record',
  },
  idCardInvalid: {
    code: 'idCardInvalid',
    label: '身份证号无效',
    reason: '身份证号不是有效的18位公民身份号码（位数、出生日期或校验位不对）',
    fixedIn: 'persons',
    configurable: false,
    kind: 'record',
  },
  idCardMismatch: {
    code: 'idCardMismatch',
    label: '身份证号与性别/出生日期不符',
    reason: '身份证号中的出生日期或性别与档案填写的不一致',
    fixedIn: 'persons',
    configurable: false,
    kind: 'record',
  },
  pastHistoryMissing: {
    code: 'pastHistoryMissing',
    label: '既往史缺病种',
    reason: '居民在管的慢病（有管理卡）未记入既往史疾病栏',
    fixedIn: 'persons',
    configurable: true,
    kind: 'record',
  },
  healthCheckIncomplete: {
    code: 'healthCheckIncomplete',
    label: '体检表不完整',
    reason:
      '本年度健康体检表不符合完整体检表要求（如现存主要健康问题未填、糖尿病患者未查足背动脉）',
    fixedIn: 'healthCheckTables',
    configurable: false,
    kind: 'record',
  },
  followUpBelowQuota: {
    code: 'followUpBelowQuota',
    label: '随访次数不足',
    reason: '今年面对面随访次数少于截至本季度应完成的次数',
    fixedIn: 'followUp',
    configurable: true,
    kind: 'record',
  },
  notDynamic: {
    code: 'notDynamic',
    label: '非动态档案',
    reason: '近12个月内没有任何随访、体检、签约等服务记录',
    fixedIn: 'service',
    configurable: true,
    kind: 'usage',
  },
};

/** One failed rule of one archive: the rule and the fields to fix (the first is focused). */
export interface QualityFailure {
  code: QualityRuleCode;
  fields: string[];
  /** The failing detail in words, when the rule's reason alone does not say it (which disease). */
  detail?: string;
}

/** The rules whose failure makes an archive 不规范 (all but 非动态档案). */
export const RECORD_QUALITY_RULES: readonly QualityRuleCode[] = QUALITY_RULE_CODES.filter(
  (code) => QUALITY_RULES[code].kind === 'record',
);

export const isQualityRuleCode = (value: string): value is QualityRuleCode =>
  (QUALITY_RULE_CODES as readonly string[]).includes(value);

/** The rules a deployment runs: all, less the configurable ones it switched off. */
export const activeQualityRules = (
  switchedOff: readonly string[] = [],
): readonly QualityRuleCode[] =>
  QUALITY_RULE_CODES.filter(
    (code) => !(QUALITY_RULES[code].configurable && switchedOff.includes(code)),
  );
