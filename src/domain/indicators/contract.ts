import { type CrowdCode, crowdLabel } from '../contract/crowds';
import { type ContractOfResident, renewedIds } from '../contract/due';
import {
  type ContractItem,
  itemProgress,
  progressTotals,
  type ServiceRecord,
} from '../contract/fulfilment';
import { EXPIRY_WARNING_DAYS, fulfilmentWindow, lastDayInForce } from '../contract/period';
import { type IndicatorDefinition } from './chronic';

/**
 * The signing indicators as data (签约率 overall and per 重点人群, 续约率, 履约率): what each
 * counts and over what, worded for the report's tooltips. The server counts them per institution
 * from the read models (contract_facts, person_crowds, person_facts); every count but the item
 * sums is a set of residents the report drills down to.
 */

/** The 重点人群 the report shows a 签约率 for, with the short names of their counts. */
export const CONTRACT_GROUPS = [
  { key: 'elderly', crowd: '4' },
  { key: 'htn', crowd: '5' },
  { key: 'dm', crowd: '6' },
  { key: 'child', crowd: '2' },
  { key: 'maternal', crowd: '3' },
  { key: 'mental', crowd: '7' },
  { key: 'tb', crowd: '8' },
  { key: 'disabled', crowd: '9' },
  { key: 'poverty', crowd: '11' },
] as const satisfies readonly { key: string; crowd: CrowdCode }[];
export type ContractGroupKey = (typeof CONTRACT_GROUPS)[number]['key'];

type GroupCount = `${ContractGroupKey}Residents` | `${ContractGroupKey}Signed`;

/** Counts of residents or agreements (each drills down to residents). */
export const CONTRACT_PERSON_COUNTS = [
  'residents',
  'signed',
  'keyResidents',
  'keySigned',
  ...CONTRACT_GROUPS.flatMap(
    ({ key }) => [`${key}Residents`, `${key}Signed`] as [GroupCount, GroupCount],
  ),
  'renewalDue',
  'renewed',
  'inForce',
  'incomplete',
] as const;
export type ContractPersonCount =
  | 'residents'
  | 'signed'
  | 'keyResidents'
  | 'keySigned'
  | GroupCount
  | 'renewalDue'
  | 'renewed'
  | 'inForce'
  | 'incomplete';

/** Sums of service items (not residents). */
export type ContractItemCount = 'itemsDue' | 'itemsDone';
export type ContractCount = ContractPersonCount | ContractItemCount;
export const CONTRACT_COUNTS: readonly ContractCount[] = [
  ...(CONTRACT_PERSON_COUNTS as readonly ContractPersonCount[]),
  'itemsDue',
  'itemsDone',
];

export const isContractPersonCount = (value: string): value is ContractPersonCount =>
  (CONTRACT_PERSON_COUNTS as readonly string[]).includes(value);

const groupLabel = (crowd: CrowdCode): string => crowdLabel(crowd);

export const CONTRACT_COUNT_LABELS: Readonly<Record<ContractCount, string>> = {
  residents: '在档居民数',
  signed: '签约居民数',
  keyResidents: '重点人群居民数',
  keySigned: '重点人群签约数',
  ...(Object.fromEntries(
    CONTRACT_GROUPS.flatMap(({ key, crowd }) => [
      [`${key}Residents`, `${groupLabel(crowd)}数`],
      [`${key}Signed`, `${groupLabel(crowd)}签约数`],
    ]),
  ) as Record<GroupCount, string>),
  renewalDue: '期内到期签约数',
  renewed: '已续约数',
  inForce: '期内有效签约数',
  incomplete: '未完成履约签约数',
  itemsDue: '应履约服务次数',
  itemsDone: '已履约服务次数',
};

export type ContractIndicator = IndicatorDefinition<ContractCount> & {
  /** Extra drill-downs shown under the rate (履约率: the agreements, the incomplete ones). */
  drills?: readonly ContractPersonCount[];
};

const IN_FORCE = '在统计期末日（当年为今天）有效（已生效、未到期、未解约）';

/** The overall indicators: 签约率, 重点人群签约率, 续约率, 履约率. */
export const CONTRACT_INDICATORS: readonly ContractIndicator[] = [
  {
    id: 'signRate',
    label: '签约率',
    numerator: 'signed',
    denominator: { configured: 'population', fallback: 'residents' },
    definition: `${IN_FORCE}签约的在档居民数 ÷ 辖区常住居民数；未配置常住人口时以在档居民数为分母。`,
  },
  {
    id: 'keySignRate',
    label: '重点人群签约率',
    numerator: 'keySigned',
    denominator: { count: 'keyResidents' },
    definition: `统计期末日属于重点人群（老年人、慢病患者、儿童、孕产妇、残疾人、脱贫人口等）且${IN_FORCE}签约的居民数 ÷ 重点人群在档居民数。`,
  },
  {
    id: 'renewalRate',
    label: '续约率',
    numerator: 'renewed',
    denominator: { count: 'renewalDue' },
    definition: `到期日期在统计期内（至期末日）且未提前解约的签约中，已办理续约（新签约关联原签约）的比例。到期前${EXPIRY_WARNING_DAYS}天内即可续约。`,
  },
  {
    id: 'fulfilmentRate',
    label: '履约率',
    numerator: 'itemsDone',
    denominator: { count: 'itemsDue' },
    definition:
      '统计期内有效的签约，其服务包各项目已由保存的服务记录完成的次数（每项最多计约定次数）÷ 约定的服务次数。签约期未满的按目前已完成次数计。',
    drills: ['inForce', 'incomplete'],
  },
];

/** 签约率 of each 重点人群. */
export const CONTRACT_GROUP_INDICATORS: readonly ContractIndicator[] = CONTRACT_GROUPS.map(
  ({ key, crowd }) => ({
    id: `${key}SignRate`,
    label: `${groupLabel(crowd)}签约率`,
    numerator: `${key}Signed`,
    denominator: { count: `${key}Residents` },
    definition: `统计期末日属于${groupLabel(crowd)}且${IN_FORCE}签约的居民数 ÷ 该人群在档居民数。`,
  }),
);

/** A statistics period: the year's first day to its last, or to today in the current year. */
export interface ContractPeriod {
  from: string;
  to: string;
}

/** An agreement with the items it carries, as its resident's derivation reads it. */
export interface AgreementOfResident extends ContractOfResident {
  items: readonly ContractItem[];
}

/**
 * What the indicators keep of one agreement (the read model contract_facts): its days in force
 * as one range, whether a later agreement renews it, and its items due and delivered (each item
 * counted up to its times, from the saved records in its window, `progressTotals`).
 */
export interface ContractFact {
  contractId: string;
  startDate: string;
  endDate: string;
  lastDayInForce: string;
  renewed: boolean;
  itemsDue: number;
  itemsDone: number;
}

/** The facts of a resident's agreements from their records (the derivation of the read models). */
export const contractFacts = (
  agreements: readonly AgreementOfResident[],
  records: readonly ServiceRecord[],
): ContractFact[] => {
  const renewed = renewedIds(agreements);
  return agreements.map((agreement) => {
    const totals = progressTotals(
      itemProgress(agreement.items, records, fulfilmentWindow(agreement)),
    );
    return {
      contractId: agreement.id,
      startDate: agreement.startDate,
      endDate: agreement.endDate,
      lastDayInForce: lastDayInForce(agreement),
      renewed: renewed.has(agreement.id),
      itemsDue: totals.due,
      itemsDone: totals.done,
    };
  });
};

/** 签约 on a day: the agreement binds that day (`inForceOn`). */
export const signedOn = (fact: ContractFact, day: string): boolean =>
  fact.startDate <= day && day <= fact.lastDayInForce;

/** 期内有效 (履约率's agreements): it binds on at least one day of the period. */
export const inForceDuring = (fact: ContractFact, period: ContractPeriod): boolean =>
  fact.startDate <= fact.lastDayInForce &&
  fact.startDate <= period.to &&
  period.from <= fact.lastDayInForce;

/**
 * 期内到期 (续约率's denominator): it ran its full term (not ended early by 解约) to an end date
 * within the period.
 */
export const renewalDueIn = (fact: ContractFact, period: ContractPeriod): boolean =>
  period.from <= fact.endDate &&
  fact.endDate <= period.to &&
  fact.lastDayInForce === fact.endDate &&
  fact.startDate <= fact.endDate;
