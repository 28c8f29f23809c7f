import { type LifecycleSpec } from './types';

/**
 * Status presets for the lifecycle verbs. Spec 4 names the lifecycles but not their statuses,
 * so these follow the wording of the national service forms; a family that words a status
 * differently (签约 has 已签约/已解约) declares its own in `family({ lifecycles })`.
 */

export const TERMINATION: LifecycleSpec = {
  field: 'manageStatus',
  label: '管理状态',
  states: [
    { value: '1', label: '管理中' },
    { value: '2', label: '已终止管理' },
  ],
  initial: '1',
  transitions: { terminal: '2', cancelTermination: '1' },
};

export const AUDIT: LifecycleSpec = {
  field: 'auditStatus',
  label: '审核状态',
  states: [
    { value: '0', label: '待审核' },
    { value: '1', label: '已审核' },
  ],
  initial: '0',
  transitions: { audit: '1', cancelAudit: '0' },
};

export const VERIFICATION: LifecycleSpec = {
  field: 'verifyStatus',
  label: '核实状态',
  states: [
    { value: '0', label: '待核实' },
    { value: '1', label: '已核实' },
  ],
  initial: '0',
  transitions: { verify: '1', batchverify: '1', cancelVerify: '0' },
};

export const RECEIPT: LifecycleSpec = {
  field: 'receiveStatus',
  label: '接收状态',
  states: [
    { value: '0', label: '待接收' },
    { value: '1', label: '已接收' },
  ],
  initial: '0',
  transitions: { receive: '1' },
};

export const EXAMINATION: LifecycleSpec = {
  field: 'examineStatus',
  label: '审批状态',
  states: [
    { value: '0', label: '待审批' },
    { value: '1', label: '已审批' },
  ],
  initial: '0',
  transitions: { examine: '1' },
};

export const CONFIRMATION: LifecycleSpec = {
  field: 'confirmStatus',
  label: '确认状态',
  states: [
    { value: '0', label: '待确认' },
    { value: '1', label: '已确认' },
  ],
  initial: '0',
  transitions: { confirm: '1' },
};

export const CHARGING: LifecycleSpec = {
  field: 'chargeStatus',
  label: '收费状态',
  states: [
    { value: '0', label: '未收费' },
    { value: '1', label: '已收费' },
  ],
  initial: '0',
  transitions: { charge: '1' },
};

/** 居民健康档案 status: 注销 by `writeOff`; 迁出 and 死亡 are set by editing the record. */
export const PERSON_FILE_STATUS: LifecycleSpec = {
  field: 'status',
  label: '档案状态',
  states: [
    { value: '1', label: '在档' },
    { value: '2', label: '迁出' },
    { value: '3', label: '死亡' },
    { value: '4', label: '注销' },
  ],
  initial: '1',
  transitions: { writeOff: '4' },
};

/** 家庭医生签约: `terminal` is the server's `termination` (解约). */
export const SIGNING: LifecycleSpec = {
  field: 'signStatus',
  label: '签约状态',
  states: [
    { value: '1', label: '已签约' },
    { value: '2', label: '已解约' },
  ],
  initial: '1',
  transitions: { terminal: '2', cancelTermination: '1' },
};

/** Presets the builder attaches when a family has one of their verbs and no own lifecycle. */
export const LIFECYCLE_PRESETS: readonly LifecycleSpec[] = [
  TERMINATION,
  AUDIT,
  VERIFICATION,
  RECEIPT,
  EXAMINATION,
  CONFIRMATION,
  CHARGING,
];
