import { type IndicatorValue } from '../indicators/chronic';

/**
 * A computed item of a 考核模板: which figure of the catalogue (src/domain/indicators/figures.ts)
 * it scores and how. `thresholds`: the points of the highest band the rate reaches (bands as
 * county assessments publish them, e.g. ≥60% full marks, ≥40% half); `linear`: nothing at or
 * below `zeroAt`, full marks at or above `fullAt`, in proportion between. Never above the item's
 * points; a rate that cannot be computed (未配置, no patients) scores nothing and says why.
 */
export type FigureScoreRule =
  | { kind: 'thresholds'; bands: readonly { from: number; points: number }[] }
  | { kind: 'linear'; zeroAt: number; fullAt: number };

export interface FigureScoreItem {
  id: string;
  label: string;
  /** The part of WORK_SCORE_PARTS it counts towards (its field). */
  part: string;
  points: number;
  figure: string;
  rule: FigureScoreRule;
}

/** An item scored by hand (现场核查, 资料查阅): who entered it and why. */
export interface HandScoreItem {
  id: string;
  label: string;
  part: string;
  points: number;
  /** What the assessor checks, shown beside the box. */
  method: string;
}

export interface ItemScore {
  score: number;
  /** How it was computed, in Chinese, for 考核汇总's explanation column. */
  explanation: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The score of one computed item for a figure's value. */
export const scoreFigureItem = (
  item: FigureScoreItem,
  value: IndicatorValue | undefined,
): ItemScore => {
  if (!value || value.rate === null) {
    return {
      score: 0,
      explanation: value?.denominator === null ? '分母未配置，计0分' : '无可计算的数据，计0分',
    };
  }
  const rate = value.rate;
  const base = `${rate}%（${value.numerator}/${value.denominator ?? ''}）`;
  if (item.rule.kind === 'thresholds') {
    const band = [...item.rule.bands].sort((a, b) => b.from - a.from).find((b) => rate >= b.from);
    const score = Math.min(item.points, band?.points ?? 0);
    return {
      score,
      explanation: band
        ? `${base} 达到 ≥${band.from}% 档，得 ${score} 分`
        : `${base} 未达最低档，计0分`,
    };
  }
  const { zeroAt, fullAt } = item.rule;
  const share = fullAt === zeroAt ? (rate >= fullAt ? 1 : 0) : (rate - zeroAt) / (fullAt - zeroAt);
  const score = round1(Math.min(item.points, Math.max(0, share * item.points)));
  return {
    score,
    explanation: `${base}，${zeroAt}%计0分、${fullAt}%及以上满分，按比例得 ${score} 分`,
  };
};

/**
 * The county template the demo seeds (考核模板), after the common practice of county
 * 基本公共卫生服务项目绩效评价 schemes built on the national 国家基本公共卫生服务规范（第三版）
 * and the yearly 项目绩效评价 indicators: each programme's 规范管理率 and 控制率 scored against
 * bands, 建档率/使用率 and 签约率 linear towards the yearly targets, and record quality checked
 * by hand on sampled files. Bands and targets are assumptions of this demo, each deployment sets
 * its own.
 */
export const DEFAULT_FIGURE_ITEMS: readonly FigureScoreItem[] = [
  {
    id: 'fileRate',
    label: '健康档案建档率',
    part: 'archiveScore',
    points: 6,
    figure: 'fileRate',
    rule: { kind: 'linear', zeroAt: 60, fullAt: 90 },
  },
  {
    id: 'fileUseRate',
    label: '健康档案使用率',
    part: 'archiveScore',
    points: 6,
    figure: 'fileUseRate',
    rule: { kind: 'linear', zeroAt: 30, fullAt: 60 },
  },
  {
    id: 'htnStandardRate',
    label: '高血压规范管理率',
    part: 'chronicScore',
    points: 7,
    figure: 'htnStandardRate',
    rule: {
      kind: 'thresholds',
      bands: [
        { from: 60, points: 7 },
        { from: 50, points: 5 },
        { from: 40, points: 3 },
      ],
    },
  },
  {
    id: 'htnControlRate',
    label: '血压控制率',
    part: 'chronicScore',
    points: 5,
    figure: 'htnControlRate',
    rule: {
      kind: 'thresholds',
      bands: [
        { from: 60, points: 5 },
        { from: 45, points: 3 },
      ],
    },
  },
  {
    id: 'dmStandardRate',
    label: '糖尿病规范管理率',
    part: 'chronicScore',
    points: 7,
    figure: 'dmStandardRate',
    rule: {
      kind: 'thresholds',
      bands: [
        { from: 60, points: 7 },
        { from: 50, points: 5 },
        { from: 40, points: 3 },
      ],
    },
  },
  {
    id: 'dmControlRate',
    label: '血糖控制率',
    part: 'chronicScore',
    points: 6,
    figure: 'dmControlRate',
    rule: {
      kind: 'thresholds',
      bands: [
        { from: 60, points: 6 },
        { from: 45, points: 3 },
      ],
    },
  },
  {
    id: 'elderlyRate',
    label: '老年人健康管理率',
    part: 'elderlyScore',
    points: 15,
    figure: 'elderlyRate',
    rule: { kind: 'linear', zeroAt: 40, fullAt: 70 },
  },
  {
    id: 'signRate',
    label: '签约率',
    part: 'signScore',
    points: 8,
    figure: 'signRate',
    rule: { kind: 'linear', zeroAt: 20, fullAt: 45 },
  },
  {
    id: 'fulfilmentRate',
    label: '履约率',
    part: 'signScore',
    points: 7,
    figure: 'fulfilmentRate',
    rule: { kind: 'linear', zeroAt: 50, fullAt: 90 },
  },
];

/** The items the template leaves to the assessor. */
export const DEFAULT_HAND_ITEMS: readonly HandScoreItem[] = [
  {
    id: 'archiveQuality',
    label: '档案真实性与完整性',
    part: 'archiveScore',
    points: 8,
    method: '每机构随机抽取20份档案，电话或入户核实',
  },
  {
    id: 'education',
    label: '健康教育',
    part: 'educationScore',
    points: 10,
    method: '查阅活动记录、宣传资料与讲座照片',
  },
  {
    id: 'vaccination',
    label: '预防接种',
    part: 'vaccinationScore',
    points: 15,
    method: '查阅接种证与接种率报表',
  },
];
