/**
 * The 老年人认知功能 and 情感状态 items of the 健康体检表 (national-forms.md §3.2): a 粗筛 (1阴性
 * 2阳性), and after a positive one the total of the follow-up scale, judged here.
 *
 * - 认知: 粗筛 = say three objects now and again after a minute; 阳性 → 简易智力状态检查 (MMSE,
 *   0–30). [K] Cut-offs by schooling (the Chinese MMSE norms): 文盲 ≤17, 小学 ≤20, 中学及以上
 *   ≤24 suggest cognitive impairment.
 * - 情感: 粗筛 = "你经常感到伤心或抑郁吗 / 你的情绪怎么样"; 阳性 → 老年人抑郁量表 (GDS-30,
 *   0–30). [K] 0–10 正常, 11–20 轻度抑郁, 21–30 中重度抑郁.
 */

export const SCREEN_CODES = { negative: '1', positive: '2' } as const;

export const SCREEN_MAX_SCORE = 30;

/** 文化程度 codes of 个人基本信息表 (national-forms.md §2) with their MMSE cut-off. */
export const MMSE_CUT_OFFS = {
  /** 9 文盲或半文盲. */
  illiterate: 17,
  /** 8 小学. */
  primary: 20,
  /** 1–7 中学及以上, and 10 不详 (the strictest, so no impairment is missed). */
  secondary: 24,
} as const;

export type ScreenJudgement = {
  score: number;
  /** What the score suggests, as the doctor writes it in 异常. */
  label: string;
  abnormal: boolean;
};

const EDUCATION_ILLITERATE = '9';
const EDUCATION_PRIMARY = '8';

/** The MMSE cut-off of a resident's 文化程度 code. */
export const mmseCutOff = (education: string | undefined): number =>
  education === EDUCATION_ILLITERATE
    ? MMSE_CUT_OFFS.illiterate
    : education === EDUCATION_PRIMARY
      ? MMSE_CUT_OFFS.primary
      : MMSE_CUT_OFFS.secondary;

const inScale = (score: number | undefined): score is number =>
  typeof score === 'number' && Number.isInteger(score) && score >= 0 && score <= SCREEN_MAX_SCORE;

/** 简易智力状态检查 total judged for the resident's schooling; undefined without a valid total. */
export const judgeMmse = (
  score: number | undefined,
  education?: string,
): ScreenJudgement | undefined => {
  if (!inScale(score)) return undefined;
  const cutOff = mmseCutOff(education);
  return score <= cutOff
    ? { score, label: `认知功能障碍可能（≤${cutOff}分）`, abnormal: true }
    : { score, label: '认知功能正常范围', abnormal: false };
};

/** GDS-30 bands, [K]. */
export const GDS_BANDS = [
  { max: 10, label: '无抑郁症状', abnormal: false },
  { max: 20, label: '轻度抑郁', abnormal: true },
  { max: 30, label: '中重度抑郁', abnormal: true },
] as const;

/** 老年人抑郁评分 total judged; undefined without a valid total. */
export const judgeGds = (score: number | undefined): ScreenJudgement | undefined => {
  if (!inScale(score)) return undefined;
  const band = GDS_BANDS.find((candidate) => score <= candidate.max);
  return band && { score, label: band.label, abnormal: band.abnormal };
};
