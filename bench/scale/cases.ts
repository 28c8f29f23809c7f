import { dateText } from '../../src/domain/calendar';
import { quarterCodeOfMonth } from '../../src/domain/codes';
import { getFamily, routePath, type RouteSpec } from '../../src/services/contract/catalogue';
import { CHRONIC_PATHS } from '../../src/services/contract/chronicPaths';
import { CONDITION_QUERY_PATHS } from '../../src/services/contract/conditionQueryPaths';
import { REPORT_PATHS } from '../../src/services/contract/reportPaths';
import { type DemoAccount } from '../../test/utils/demoAccounts';
import { type Fixtures } from './fixtures';
import { type Request } from './httpLoad';

/**
 * The requests the scale bench times, as the client sends them (src/services/resources,
 * src/services/chronic/chronicApi.ts, src/features/archives/archivesApi.ts): the first page of
 * 20 rows, the search box's `keyword`, the work list's default view.
 */

/** Which target a case is held to (targets.ts). */
export type CaseKind = 'page' | 'indicators' | 'save';

export interface BenchCase {
  id: string;
  label: string;
  account: DemoAccount;
  kind: CaseKind;
  okStatus: number;
  /** The i-th request of the case on a database with these fixtures. */
  request(fixtures: Fixtures, index: number): Request;
}

const concrete = (id: string) => {
  const family = getFamily(id);
  if (!family || family.wildcard) throw new Error(`${id} is not a concrete family`);
  return family;
};

const pathOf = (family: ReturnType<typeof concrete>, route: RouteSpec | undefined): string => {
  if (!route) throw new Error(`${family.id}: no such route`);
  return routePath(family, route);
};

const persons = concrete('persons');
const hypertensionFollowUp = concrete('hypertensionFollowUp');
/** The residents list (and the search box, with `keyword`). */
export const PERSONS_LIST = persons.path;
const HOMEPAGE = pathOf(persons, persons.extras.homepage);
/** The residents' Excel export of the list page (its filters, no paging). */
export const PERSONS_EXCEL = pathOf(persons, persons.verbs.excel);

const FIRST_PAGE = 'PageNumber=1&PageSize=20';

const get = (path: string): Request => ({ path });

/** The residents list page a user opens (the other user of the export case, too). */
export const residentsPage = (): Request => get(`${PERSONS_LIST}?${FIRST_PAGE}`);

/** A follow-up as the village doctor saves it today: the rules fill the class and next date. */
const followUpOf = (personNum: string) => ({
  personNum,
  visitDate: dateText(),
  visitMethod: '1',
  symptoms: ['1'],
  sbp: 132,
  dbp: 82,
  heartRate: 76,
  medicationCompliance: '1',
  doctorSignature: '张德明',
});

const nth = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;

export const BENCH_CASES: readonly BenchCase[] = [
  {
    id: 'residentsPage',
    label: '居民档案列表第1页（区域管理员）',
    account: 'qyadmin',
    kind: 'page',
    okStatus: 200,
    request: () => residentsPage(),
  },
  {
    id: 'searchSurname',
    label: '按姓氏搜索（区域管理员）',
    account: 'qyadmin',
    kind: 'page',
    okStatus: 200,
    request: (f) => get(`${PERSONS_LIST}?keyword=${encodeURIComponent(f.surname)}&${FIRST_PAGE}`),
  },
  {
    id: 'searchIdCard',
    label: '按身份证号搜索（区域管理员）',
    account: 'qyadmin',
    kind: 'page',
    okStatus: 200,
    request: (f) => get(`${PERSONS_LIST}?keyword=${f.idCardNo}&${FIRST_PAGE}`),
  },
  {
    id: 'overdueTownship',
    label: '高血压逾期工作台（乡镇医生）',
    account: 'xzys01',
    kind: 'page',
    okStatus: 200,
    request: () => get(`${CHRONIC_PATHS.worklist}?disease=hypertension&view=overdue&${FIRST_PAGE}`),
  },
  {
    id: 'overdueRegion',
    label: '高血压逾期工作台（区域管理员）',
    account: 'qyadmin',
    kind: 'page',
    okStatus: 200,
    request: () => get(`${CHRONIC_PATHS.worklist}?disease=hypertension&view=overdue&${FIRST_PAGE}`),
  },
  {
    id: 'indicatorsRegion',
    label: '管理指标（区域，本年）',
    account: 'qyadmin',
    kind: 'indicators',
    okStatus: 200,
    request: () => get(`${CHRONIC_PATHS.indicators}?year=${dateText().slice(0, 4)}`),
  },
  {
    id: 'monthlyWorkRegion',
    label: '月度工作量统计（区域，本月）',
    account: 'qyadmin',
    kind: 'indicators',
    okStatus: 200,
    request: () => get(`${REPORT_PATHS.monthlyWork}?period=month&month=${dateText().slice(0, 7)}`),
  },
  {
    id: 'serviceSummaryYearRegion',
    label: '公卫服务汇总表（区域，本年）',
    account: 'qyadmin',
    kind: 'indicators',
    okStatus: 200,
    request: () => get(`${REPORT_PATHS.serviceSummary}?period=year&year=${dateText().slice(0, 4)}`),
  },
  {
    id: 'teamSummaryQuarterRegion',
    label: '签约团队统计（区域，本季度）',
    account: 'qyadmin',
    kind: 'indicators',
    okStatus: 200,
    request: () => {
      const today = dateText();
      const quarter = quarterCodeOfMonth(Number(today.slice(5, 7)));
      return get(
        `${REPORT_PATHS.teamSummary}?period=quarter&year=${today.slice(0, 4)}&quarter=${quarter}`,
      );
    },
  },
  {
    id: 'serviceSummaryByDoctorRegion',
    label: '公卫服务汇总表按医生（区域，本年）',
    account: 'qyadmin',
    kind: 'indicators',
    okStatus: 200,
    request: () =>
      get(`${REPORT_PATHS.serviceSummaryByDoctor}?period=year&year=${dateText().slice(0, 4)}`),
  },
  {
    id: 'monthlyWorkByDoctorRegion',
    label: '月度工作量统计按医生（区域，本月）',
    account: 'qyadmin',
    kind: 'indicators',
    okStatus: 200,
    request: () =>
      get(`${REPORT_PATHS.monthlyWorkByDoctor}?period=month&month=${dateText().slice(0, 7)}`),
  },
  {
    id: 'conditionQueryRegion',
    label: '综合查询（区域，65岁以上 且 高血压 且 最近收缩压≥160）',
    account: 'qyadmin',
    kind: 'indicators',
    okStatus: 200,
    request: () =>
      get(
        `${CONDITION_QUERY_PATHS.residents}?PageNumber=1&PageSize=20&q=${encodeURIComponent(
          JSON.stringify({
            combination: 1,
            conditions: [
              { field: 'crowd', operator: '=', value: '4' },
              { field: 'crowd', operator: '=', value: '5' },
              { field: 'lastSbp', operator: '>=', value: 160 },
            ],
          }),
        )}`,
      ),
  },
  {
    id: 'homeCountsRegion',
    label: '首页随访计数（区域管理员）',
    account: 'qyadmin',
    kind: 'page',
    okStatus: 200,
    request: () => get(CHRONIC_PATHS.worklistSummary),
  },
  {
    id: 'homeCountsTownship',
    label: '首页随访计数（乡镇医生）',
    account: 'xzys01',
    kind: 'page',
    okStatus: 200,
    request: () => get(CHRONIC_PATHS.worklistSummary),
  },
  {
    id: 'followUpListTownship',
    label: '高血压随访列表第1页（乡镇医生）',
    account: 'xzys01',
    kind: 'page',
    okStatus: 200,
    request: () => get(`${hypertensionFollowUp.path}?${FIRST_PAGE}`),
  },
  {
    id: 'profile',
    label: '健康画像（村医，轮换患者）',
    account: 'cunyi01',
    kind: 'page',
    okStatus: 200,
    request: (f, i) => get(`${HOMEPAGE}/${nth(f.patients, i)}`),
  },
  {
    id: 'followUpSave',
    label: '保存高血压随访（村医，轮换患者）',
    account: 'cunyi01',
    kind: 'save',
    okStatus: 201,
    request: (f, i) => ({
      method: 'POST',
      path: hypertensionFollowUp.path,
      body: followUpOf(nth(f.patients, i)),
    }),
  },
];
