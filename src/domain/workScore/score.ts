/**
 * 绩效考核 of a health centre: the yearly score of each service area, their total and the grade
 * the region gives it. Pure and shared: the server computes the total and grade on save, and the
 * seed and the catalogue's fields read the same parts.
 */

export interface WorkScorePart {
  /** The field of workscoretotal that holds the part's score. */
  field: string;
  label: string;
  /** Full marks of the part; the parts add up to 100. */
  max: number;
}

/** The assessed areas, with the weights the region's yearly plan gives them. */
export const WORK_SCORE_PARTS: readonly WorkScorePart[] = [
  { field: 'archiveScore', label: '健康档案管理', max: 20 },
  { field: 'chronicScore', label: '慢病健康管理', max: 25 },
  { field: 'elderlyScore', label: '老年人健康管理', max: 15 },
  { field: 'educationScore', label: '健康教育', max: 10 },
  { field: 'vaccinationScore', label: '预防接种', max: 15 },
  { field: 'signScore', label: '家庭医生签约', max: 15 },
];

/** 等级 codes, best first. */
export const WORK_SCORE_GRADES = [
  { value: '1', label: '优秀', from: 90 },
  { value: '2', label: '良好', from: 80 },
  { value: '3', label: '合格', from: 60 },
  { value: '4', label: '不合格', from: 0 },
] as const;

export type WorkScoreGrade = (typeof WORK_SCORE_GRADES)[number]['value'];

/**
 * The total of every part, to one decimal (scores are given in halves and tenths); undefined
 * while a part is still missing, so a half-filled assessment gets no grade.
 */
export const workScoreTotal = (scores: Readonly<Record<string, unknown>>): number | undefined => {
  let total = 0;
  for (const part of WORK_SCORE_PARTS) {
    const score = scores[part.field];
    if (typeof score !== 'number' || !Number.isFinite(score)) return undefined;
    total += score;
  }
  return Math.round(total * 10) / 10;
};

/** The grade of a total: 优秀 from 90, 良好 from 80, 合格 from 60, else 不合格. */
export const workScoreGrade = (total: number): WorkScoreGrade =>
  (WORK_SCORE_GRADES.find((grade) => total >= grade.from) ?? WORK_SCORE_GRADES[3]).value;

/** The first part scored above its full marks, for the refusal that names it. */
export const overScoredPart = (
  scores: Readonly<Record<string, unknown>>,
): WorkScorePart | undefined =>
  WORK_SCORE_PARTS.find((part) => {
    const score = scores[part.field];
    return typeof score === 'number' && score > part.max;
  });
