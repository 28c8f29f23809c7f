import { DEFAULT_FIGURE_ITEMS, DEFAULT_HAND_ITEMS } from './figureScore';

/**
 * The assessor's part of 考核汇总: a score for an item the template leaves to the assessor
 * (`hand`: 档案现场核查, 资料查阅), or an adjustment of a computed item (`adjust`), each with the
 * reason. Entries are kept as a history; an item's newest entry is the one that counts.
 */
export type AssessmentKind = 'hand' | 'adjust';

export interface AssessmentEntryInput {
  itemId: string;
  score: unknown;
  reason: unknown;
}

/** The shortest reason an assessor may give (a word says nothing an auditor can check). */
export const MIN_REASON_LENGTH = 4;
export const MAX_REASON_LENGTH = 200;

/** A template item by id: its kind (hand-scored or computed), label and full marks. */
export const assessableItem = (
  itemId: string,
): { kind: AssessmentKind; label: string; points: number } | undefined => {
  const hand = DEFAULT_HAND_ITEMS.find((item) => item.id === itemId);
  if (hand) return { kind: 'hand', label: hand.label, points: hand.points };
  const computed = DEFAULT_FIGURE_ITEMS.find((item) => item.id === itemId);
  return computed && { kind: 'adjust', label: computed.label, points: computed.points };
};

/**
 * Why an entry cannot be kept, in Chinese, or undefined: the item must be the template's, the
 * score a number from 0 to the item's points in steps of 0.5 (scores are given in halves), and a
 * reason given. Run by the assessor's form and by the server.
 */
export const assessmentProblem = (entry: AssessmentEntryInput): string | undefined => {
  const item = assessableItem(entry.itemId);
  if (!item) return `考核项目“${entry.itemId}”不在考核模板中`;
  const { score, reason } = entry;
  if (typeof score !== 'number' || !Number.isFinite(score)) return `请填写${item.label}的得分`;
  if (score < 0 || score > item.points) {
    return `${item.label}的得分应在0到${item.points}分之间`;
  }
  if (Math.round(score * 2) !== score * 2) return `${item.label}的得分以0.5分为单位`;
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text.length < MIN_REASON_LENGTH) {
    return item.kind === 'hand'
      ? `请写明评分依据（至少${MIN_REASON_LENGTH}个字）`
      : `请写明调整理由（至少${MIN_REASON_LENGTH}个字）`;
  }
  if (text.length > MAX_REASON_LENGTH) return `理由不超过${MAX_REASON_LENGTH}个字`;
  return undefined;
};

/** The score that counts: the assessor's newest entry if any, else the computed score. */
export const effectiveScore = (computed: number, entry: { score: number } | undefined): number =>
  entry ? entry.score : computed;
