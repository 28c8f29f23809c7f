/**
 * 0～36月龄儿童中医药健康管理服务 (national-forms-2.md §3): at 6, 12, 18, 24, 30 and 36 months the
 * doctor gives the parents TCM guidance. Options 1, 2 and 4 are the same at every age; option 3
 * is the massage the age is taught [W15]. Each band is its own multi-choice field of the check
 * form (the row the 2013 填表说明 allows on the child check forms), coded 1–4 as on paper.
 */

export interface TcmGuidanceBand {
  field: string;
  /** The ages in months the band covers. */
  months: readonly number[];
  options: readonly string[];
}

const withMassage = (massage: string): string[] => [
  '中医饮食调养指导',
  '中医起居调摄指导',
  massage,
  '其他',
];

export const CHILD_TCM_GUIDANCE: readonly TcmGuidanceBand[] = [
  { field: 'tcmGuidance6to12m', months: [6, 12], options: withMassage('传授摩腹、捏脊方法') },
  {
    field: 'tcmGuidance18to24m',
    months: [18, 24],
    options: withMassage('传授按揉迎香穴、足三里穴方法'),
  },
  { field: 'tcmGuidance30to36m', months: [30, 36], options: withMassage('传授按揉四神聪穴方法') },
];

/** The band given at a check age in months; undefined at ages without TCM guidance. */
export const tcmGuidanceAt = (months: number): TcmGuidanceBand | undefined =>
  CHILD_TCM_GUIDANCE.find((band) => band.months.includes(months));

/** 其他 (code 4) asks for the guidance in text. */
export const TCM_GUIDANCE_OTHER = '4';
