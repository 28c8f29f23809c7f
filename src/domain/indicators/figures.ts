import { DEFAULT_FOLLOW_UP_RULES, type FollowUpRules } from '../followUp/deploymentRules';
import { type IndicatorDefinition, indicatorsFor } from './chronic';
import { CONTRACT_GROUP_INDICATORS, CONTRACT_INDICATORS } from './contract';

/**
 * The one catalogue of figures every report, the home page and the work score read (service-rules
 * §4 indicators, the signing indicators, the workload counts): each figure once, with what it
 * counts, over what, for which period and scope, from which read model, and the Chinese sentence
 * shown as its tooltip. A page names a figure by id and shows the value the server computed for
 * that id; no page counts a figure of its own, so two pages cannot show two values for one figure.
 */

/** Where a figure's counts come from (server/readModels and the tallies kept on write). */
export type FigureSource =
  'person_facts' | 'programme_visit_years' | 'contract_facts' | 'service_day_tallies';

export const FIGURE_SOURCE_LABELS: Readonly<Record<FigureSource, string>> = {
  person_facts: '居民档案（每人一行，保存时更新）',
  programme_visit_years: '慢病管理卡与年度随访（每人每年一行，保存时更新）',
  contract_facts: '签约登记（每份签约一行，保存时更新）',
  service_day_tallies: '服务记录按机构、日期计数（保存时更新）',
};

/** Which period a figure is counted for: the calendar year (to today), or any chosen period. */
export type FigurePeriod = 'year' | 'period';

interface FigureBase {
  id: string;
  label: string;
  /** The tooltip: numerator, denominator, period and scope in one or two sentences. */
  description: string;
  period: FigurePeriod;
  source: FigureSource;
}

/** A rate: a numerator count over a counted or configured denominator (indicatorValue). */
export interface RateFigure extends FigureBase {
  kind: 'rate';
  /** The counts it is computed from, and the set they belong to on the server. */
  counts: 'chronic' | 'contract';
  definition: IndicatorDefinition<string>;
}

/** A workload count: records of some families saved with a date in the period. */
export interface CountFigure extends FigureBase {
  kind: 'count';
  families: readonly string[];
}

export type Figure = RateFigure | CountFigure;

const SCOPE = '范围为所选机构及其下属机构（按档案所属机构）。';
const YEAR = '统计期间为所选年度的1月1日至年末（当年至今天）。';

const CHRONIC_SOURCES: Readonly<Record<string, FigureSource>> = {
  fileRate: 'person_facts',
  fileUseRate: 'person_facts',
  elderlyRate: 'person_facts',
};

const rateFigure =
  (counts: 'chronic' | 'contract') =>
  (definition: IndicatorDefinition<string>): RateFigure => ({
    id: definition.id,
    label: definition.label,
    description: `${definition.definition}${YEAR}${SCOPE}`,
    kind: 'rate',
    counts,
    period: 'year',
    source:
      counts === 'contract'
        ? 'contract_facts'
        : (CHRONIC_SOURCES[definition.id] ?? 'programme_visit_years'),
    definition,
  });

/** Workload (服务人次): records dated in the period, per service (月度工作量统计). */
export const WORKLOAD_FIGURES: readonly CountFigure[] = (
  [
    ['newArchives', '新建档案数', ['persons'], '建档日期'],
    ['htnVisits', '高血压随访人次', ['hypertensionFollowUp'], '随访日期'],
    ['dmVisits', '糖尿病随访人次', ['diabetesFollowUP'], '随访日期'],
    ['healthChecks', '健康体检人次', ['healthCheckTables'], '体检日期'],
    ['signings', '签约人数', ['signRegistes'], '签约日期'],
    ['educations', '健康教育活动次数', ['healtheducations'], '活动日期'],
  ] as const
).map(([id, label, families, dateLabel]) => ({
  id,
  label,
  description: `${dateLabel}在统计期间内的记录条数（保存即计入，删除即减去）。${SCOPE}`,
  kind: 'count' as const,
  period: 'period' as const,
  source: 'service_day_tallies' as const,
  families,
}));

/** Every figure, its rates worded from a deployment's thresholds. */
export const figuresFor = (rules: FollowUpRules = DEFAULT_FOLLOW_UP_RULES): readonly Figure[] => [
  ...indicatorsFor(rules).map(rateFigure('chronic')),
  ...[...CONTRACT_INDICATORS, ...CONTRACT_GROUP_INDICATORS].map(rateFigure('contract')),
  ...WORKLOAD_FIGURES,
];

/** The figures under the default rules. */
export const FIGURES: readonly Figure[] = figuresFor();

/** A figure by id; throws for an id not in the catalogue (a page naming a figure that is not). */
export const figureById = (id: string, figures: readonly Figure[] = FIGURES): Figure => {
  const figure = figures.find((candidate) => candidate.id === id);
  if (!figure) throw new Error(`指标“${id}”不在指标目录中`);
  return figure;
};

export const isFigureId = (id: string): boolean => FIGURES.some((figure) => figure.id === id);

/** The service families whose records the workload counts read (the tally's families). */
export const WORKLOAD_FAMILIES: readonly string[] = [
  ...new Set(WORKLOAD_FIGURES.flatMap((figure) => figure.families)),
];

/**
 * 签约团队统计: the signing figures a 家庭医生团队 is answerable for, each the catalogue's one
 * definition counted over the team's part (`TEAM_SCOPE` says how; server/chronic/teamSummary.ts).
 */
export const TEAM_FIGURE_IDS = [
  'signRate',
  'keySignRate',
  'renewalRate',
  'fulfilmentRate',
] as const;

export const TEAM_SCOPE =
  '按团队统计时：分子只计与该团队签约的居民（统计期末日有效的签约所属团队）或该团队的签约；签约率、重点人群签约率的分母为团队所属机构（含下属机构）的居民，所以一个机构只有一个团队时，与管理指标报表该机构的值相同。';

/** A figure's tooltip on 签约团队统计: its definition and the team scope. */
export const teamFigureDescription = (figure: Figure): string =>
  `${figure.description}${TEAM_SCOPE}`;
