import { CLOSING_TEXT_MAX } from './closing';

/**
 * 转移责任村 of a resident's archive (platform-spec 档案管理: an archive moves between the
 * villages of one township with its responsibility; service rules: the history stays where it was
 * made). What a move must say: the village it goes to, other than its own, and why; the new
 * responsible doctor is optional (the village's doctor may be named later).
 */

/** The longest responsible doctor's name kept (the cover's 责任医生). */
export const RESPONSIBLE_DOCTOR_MAX = 50;

export interface Transfer {
  hospitalId?: unknown;
  responsibleDoctor?: unknown;
  reason?: unknown;
}

export interface TransferProblem {
  field: keyof Transfer;
  message: string;
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The problems of a move from `fromHospitalId`, in Chinese, each on its field. */
export const transferProblems = (
  transfer: Transfer,
  fromHospitalId: string | undefined,
): TransferProblem[] => {
  const problems: TransferProblem[] = [];
  const target = trimmed(transfer.hospitalId);
  if (!target) problems.push({ field: 'hospitalId', message: '请选择迁往的村卫生室' });
  else if (target === fromHospitalId) {
    problems.push({ field: 'hospitalId', message: '迁往机构与当前机构相同' });
  }
  if (trimmed(transfer.responsibleDoctor).length > RESPONSIBLE_DOCTOR_MAX) {
    problems.push({
      field: 'responsibleDoctor',
      message: `责任医生不能超过${RESPONSIBLE_DOCTOR_MAX}个字`,
    });
  }
  const reason = trimmed(transfer.reason);
  if (!reason) problems.push({ field: 'reason', message: '请填写转移原因' });
  else if (reason.length > CLOSING_TEXT_MAX) {
    problems.push({ field: 'reason', message: `转移原因不能超过${CLOSING_TEXT_MAX}个字` });
  }
  return problems;
};
