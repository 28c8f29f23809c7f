import { type LifecycleSpec } from './types';

/**
 * Status presets for the lifecycle verbs. Spec 4 names the lifecycles but not their statuses,
 * so these follow the wording of the national service forms; a family that words a status
 * differently (签约 has 已签约/已解约) declares its own in `family(id, title, group, { lifecycles })`.
 */

type Transitions = LifecycleSpec['transitions'];

/** A status of two states coded `codes`, the first the initial one. */
const twoStates =
  ([first, second]: readonly [string, string]) =>
  (
    field: string,
    label: string,
    [firstLabel, secondLabel]: readonly [string, string],
    transitions: Transitions,
  ): LifecycleSpec => ({
    field,
    label,
    states: [
      { value: first, label: firstLabel },
      { value: second, label: secondLabel },
    ],
    initial: first,
    transitions,
  });

/** A status '0' until its verb sets '1' (待审核 → 已审核), and '0' again where a cancel verb exists. */
const pendingThenDone = twoStates(['0', '1']);

/** A status '1' from the start that `terminal` ends ('2') and `cancelTermination` restores. */
const activeUntilEnded = (
  field: string,
  label: string,
  labels: readonly [string, string],
): LifecycleSpec =>
  twoStates(['1', '2'])(field, label, labels, { terminal: '2', cancelTermination: '1' });

export const TERMINATION = activeUntilEnded('manageStatus', '管理状态', ['管理中', '已终止管理']);

export const AUDIT = pendingThenDone('auditStatus', '审核状态', ['待审核', '已审核'], {
  audit: '1',
  cancelAudit: '0',
});

export const VERIFICATION = pendingThenDone('verifyStatus', '核实状态', ['待核实', '已核实'], {
  verify: '1',
  batchverify: '1',
  cancelVerify: '0',
});

export const RECEIPT = pendingThenDone('receiveStatus', '接收状态', ['待接收', '已接收'], {
  receive: '1',
});

export const EXAMINATION = pendingThenDone('examineStatus', '审批状态', ['待审批', '已审批'], {
  examine: '1',
});

export const CONFIRMATION = pendingThenDone('confirmStatus', '确认状态', ['待确认', '已确认'], {
  confirm: '1',
});

export const CHARGING = pendingThenDone('chargeStatus', '收费状态', ['未收费', '已收费'], {
  charge: '1',
});

/**
 * 居民健康档案 status: `writeOff` closes the archive as 死亡, 迁出 or 注销 (its body's closeKind,
 * kernel archives/closing), `restore` puts it back in the file.
 */
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
  transitions: { writeOff: '4', restore: '1' },
  // A closed archive (死亡, 迁出 or 注销) is not closed again (kernel archives/closing).
  onlyFromInitial: ['writeOff'],
};

/** 档案注销申请: pending until the township confirms (confirm, or the original's charge) or rejects. */
export const TERMINATION_APPLICATION: LifecycleSpec = {
  field: 'applyStatus',
  label: '申请状态',
  states: [
    { value: '0', label: '待确认' },
    { value: '1', label: '已确认' },
    { value: '2', label: '已驳回' },
  ],
  initial: '0',
  transitions: { confirm: '1', charge: '1', reject: '2' },
};

/** 家庭医生签约: `terminal` is the server's `termination` (解约). */
export const SIGNING = activeUntilEnded('signStatus', '签约状态', ['已签约', '已解约']);

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
