import { DUE_PROGRAMME_IDS, DUE_PROGRAMMES, type DueProgramme } from '../../../src/domain/followUp';
import { type WorklistViewName } from '../../../src/services/contract/chronicPaths';
import { WORKLIST_COMPONENT } from '../../chronic/chronicAccess';
import { countsOf, itemOfRow, WORKLIST_VIEWS } from '../../chronic/worklist';
import { type WorklistScope } from '../../readModels/worklistQueries';
import { page } from '../../security/routePermission';
import { cell } from '../responder/reportParams';
import { menuPageLink } from './pageLinks';
import { hospitalName, listPlaces, placeInScope, placeOfArgument } from './places';
import { type AssistantTool, type ToolCaller, type ToolFinding, ToolInputError } from './toolTypes';

/** The work list's tabs as its page names them (随访工作台). */
export const VIEW_LABELS: Readonly<Record<WorklistViewName, string>> = {
  overdue: '逾期未随访',
  dueToday: '今日到期',
  dueThisWeek: '本周到期',
  quotaRisk: '季度随访不足',
  all: '全部在管',
};

/** What each count of the work list means, for the model and the answer's note. */
const COUNT_MEANINGS = {
  managed: '在管患者数（随访工作台“全部在管”）',
  overdue: '计划随访日期已过仍未随访的患者数（“逾期未随访”）',
  dueToday: '计划随访日期在今天或已到期未逾期的患者数（“今日到期”）',
  dueThisWeek: '计划随访日期在今天起7天内（含已到期未逾期）的患者数（“本周到期”）',
  quotaRisk: '今年面对面随访次数落后于按季度应完成次数的患者数（“季度随访不足”）',
  faceToFaceThisYear: '今年已完成的面对面随访人次',
} as const;

type CountName = keyof typeof COUNT_MEANINGS;

export interface WorklistCountsData {
  source: string;
  institution: string;
  programme: string;
  view: string;
  viewCount: CountName;
  today: string;
  counts: Record<CountName, number>;
  meanings: typeof COUNT_MEANINGS;
}

export interface WorklistPatient {
  name: string;
  institution: string;
  plannedDate: string;
  daysOverdue: number;
  lastVisitDate: string | null;
  lastBloodPressure: string | null;
  lastFastingGlucose: string | null;
}

export interface WorklistPatientsData {
  source: string;
  institution: string;
  programme: string;
  view: string;
  today: string;
  total: number;
  patients: WorklistPatient[];
}

/** The count of the work list's tab a view shows. */
const COUNT_OF_VIEW: Readonly<Record<WorklistViewName, CountName>> = {
  overdue: 'overdue',
  dueToday: 'dueToday',
  dueThisWeek: 'dueThisWeek',
  quotaRisk: 'quotaRisk',
  all: 'managed',
};

export interface WorklistArgs {
  programme: DueProgramme;
  view: WorklistViewName;
  /** An institution's id or name as the question gave it; the user's own scope when absent. */
  institution?: string;
  limit: number;
}

const programmeOf = (raw: unknown): DueProgramme => {
  if (typeof raw === 'string' && (DUE_PROGRAMME_IDS as readonly string[]).includes(raw)) {
    return raw as DueProgramme;
  }
  throw new ToolInputError(`programme 应为 ${DUE_PROGRAMME_IDS.join(' 或 ')}`);
};

const viewOf = (raw: unknown): WorklistViewName => {
  if (raw === undefined || raw === null || raw === '') return 'overdue';
  if (typeof raw === 'string' && (WORKLIST_VIEWS as readonly string[]).includes(raw)) {
    return raw as WorklistViewName;
  }
  throw new ToolInputError(`view 应为 ${WORKLIST_VIEWS.join('、')} 之一`);
};

const institutionOf = (raw: unknown): string | undefined =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim().slice(0, 60) : undefined;

const parseArgs = (raw: Readonly<Record<string, unknown>>, defaultLimit: number): WorklistArgs => {
  const limit = raw.limit === undefined ? defaultLimit : Number(raw.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 20) {
    throw new ToolInputError('limit 应为 1 到 20 的整数');
  }
  const institution = institutionOf(raw.institution);
  return {
    programme: programmeOf(raw.programme),
    view: viewOf(raw.view),
    limit,
    ...(institution ? { institution } : {}),
  };
};

/** The scope the work list route would read for this user and institution. */
const scopeOf = (caller: ToolCaller, args: WorklistArgs): WorklistScope => {
  const place = placeOfArgument(listPlaces(caller.ctx.db), args.institution);
  if (args.institution && !place) {
    throw new ToolInputError(`找不到名为“${args.institution}”的机构`);
  }
  return {
    programme: args.programme,
    root: placeInScope(caller.user, place),
    today: caller.rc.today,
    rules: caller.ctx.followUpRules.due,
  };
};

const worklistLink = (caller: ToolCaller, args: WorklistArgs, root: string, named: boolean) =>
  menuPageLink(
    caller.ctx.db,
    caller.user,
    WORKLIST_COMPONENT,
    `打开随访工作台：${DUE_PROGRAMMES[args.programme].label}${VIEW_LABELS[args.view]}`,
    { disease: args.programme, view: args.view, hospitalId: named ? root : undefined },
  );

/** Counts in the built-in answer: the asked tab first, then the page's other badges. */
const renderCounts = (data: WorklistCountsData): string => {
  const asked = data.counts[data.viewCount];
  const rows = (['overdue', 'dueToday', 'dueThisWeek', 'quotaRisk', 'managed'] as const).map(
    (name) => {
      const label = VIEW_LABELS[VIEW_OF_COUNT[name]];
      const value = data.counts[name];
      return `| ${label} | ${name === data.viewCount ? `**${value}**` : value} |`;
    },
  );
  return `## ${cell(data.institution)} · ${data.programme}${data.view}

截至 **${data.today}**，${cell(data.institution)}${
    data.viewCount === 'managed'
      ? `在管的${data.programme}患者共 **${asked}** 人。`
      : `有 **${asked}** 名${data.programme}患者${data.view}。`
  }

| 随访工作台 | 人数 |
| --- | --- |
${rows.join('\n')}

${data.view}：${data.meanings[data.viewCount]}。`;
};

const VIEW_OF_COUNT: Readonly<Record<Exclude<CountName, 'faceToFaceThisYear'>, WorklistViewName>> =
  {
    overdue: 'overdue',
    dueToday: 'dueToday',
    dueThisWeek: 'dueThisWeek',
    quotaRisk: 'quotaRisk',
    managed: 'all',
  };

/** The first patients of a tab as a table (names masked, as the work list shows them). */
const renderPatients = (data: WorklistPatientsData): string => {
  const head = `## ${cell(data.institution)} · ${data.programme}${data.view}名单

截至 **${data.today}**，共 **${data.total}** 人${
    data.total > data.patients.length
      ? `，以下是${data.view === '逾期未随访' ? '逾期最久' : '最先到期'}的 ${data.patients.length} 人`
      : ''
  }。`;
  if (data.patients.length === 0) return head;
  const rows = data.patients.map(
    (patient) =>
      `| ${cell(patient.name)} | ${cell(patient.institution)} | ${patient.plannedDate} | ${
        patient.daysOverdue > 0 ? `${patient.daysOverdue} 天` : '—'
      } | ${patient.lastVisitDate ?? '—'} | ${patient.lastBloodPressure ?? patient.lastFastingGlucose ?? '—'} |`,
  );
  return `${head}

| 姓名 | 机构 | 计划随访日期 | 逾期 | 末次随访 | 末次血压/血糖 |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`;
};

const PROGRAMME_PARAMETER = {
  type: 'string',
  enum: DUE_PROGRAMME_IDS,
  description: 'hypertension 高血压，diabetes 2型糖尿病',
};
const INSTITUTION_PARAMETER = {
  type: 'string',
  description: '机构名称（如“桐梓村”“孔城镇”）；不填为用户管理的全部机构',
};

/** The work list's badges for a programme and institution: the page's own counts query. */
export const worklistCountsTool: AssistantTool<WorklistArgs, WorklistCountsData> = {
  name: 'worklist_counts',
  title: '随访工作台人数',
  description:
    '查询随访工作台的人数：在管、逾期未随访、今日到期、本周到期、季度随访不足，按慢病项目和机构统计，与随访工作台页面的数字相同。',
  parameters: {
    type: 'object',
    properties: {
      programme: PROGRAMME_PARAMETER,
      institution: INSTITUTION_PARAMETER,
      view: {
        type: 'string',
        enum: WORKLIST_VIEWS,
        description:
          '回答关注的列表，决定给出的页面链接：overdue 逾期、dueToday 今日到期、dueThisWeek 本周到期、quotaRisk 季度随访不足、all 全部在管',
      },
    },
    required: ['programme'],
  },
  permission: page(WORKLIST_COMPONENT),
  parse: (raw) => parseArgs(raw, 1),
  run: (caller, args): ToolFinding<WorklistCountsData> => {
    const scope = scopeOf(caller, args);
    const counts = countsOf(caller.ctx.readModels.worklist.counts(scope), scope.rules);
    return {
      data: {
        source: '随访工作台（与页面同一查询）',
        institution: hospitalName(caller.ctx.db, scope.root),
        programme: DUE_PROGRAMMES[args.programme].label,
        view: VIEW_LABELS[args.view],
        viewCount: COUNT_OF_VIEW[args.view],
        today: scope.today,
        counts: {
          managed: counts.managed,
          overdue: counts.overdue,
          dueToday: counts.dueToday,
          dueThisWeek: counts.dueThisWeek,
          quotaRisk: counts.quotaRisk,
          faceToFaceThisYear: counts.faceToFaceThisYear,
        },
        meanings: COUNT_MEANINGS,
      },
      links: worklistLink(caller, args, scope.root, args.institution !== undefined),
      scope: scope.root,
    };
  },
  render: renderCounts,
};

/** The first patients of a work-list tab, most overdue first: the page's own page query. */
export const worklistPatientsTool: AssistantTool<WorklistArgs, WorklistPatientsData> = {
  name: 'worklist_patients',
  title: '随访工作台名单',
  description:
    '列出随访工作台某一列表的前几名患者（姓名已脱敏，逾期最久的在前）：计划随访日期、逾期天数、末次随访、末次血压或血糖、随访医生。',
  parameters: {
    type: 'object',
    properties: {
      programme: PROGRAMME_PARAMETER,
      view: {
        type: 'string',
        enum: WORKLIST_VIEWS,
        description:
          'overdue 逾期未随访、dueToday 今日到期、dueThisWeek 本周到期、quotaRisk 季度随访不足、all 全部在管',
      },
      institution: INSTITUTION_PARAMETER,
      limit: { type: 'integer', minimum: 1, maximum: 20, description: '最多列出几人，默认10' },
    },
    required: ['programme', 'view'],
  },
  permission: page(WORKLIST_COMPONENT),
  parse: (raw) => parseArgs(raw, 10),
  run: (caller, args): ToolFinding<WorklistPatientsData> => {
    const scope = scopeOf(caller, args);
    const rules = scope.rules;
    const { rows, total } = caller.ctx.readModels.worklist.page(
      scope,
      args.view,
      'daysOverdue',
      'desc',
      1,
      args.limit,
    );
    const items = rows.map((row) => itemOfRow(row, scope.today, rules));
    return {
      data: {
        source: `随访工作台“${VIEW_LABELS[args.view]}”（与页面同一查询，逾期最久的在前）`,
        institution: hospitalName(caller.ctx.db, scope.root),
        programme: DUE_PROGRAMMES[args.programme].label,
        view: VIEW_LABELS[args.view],
        today: scope.today,
        total,
        patients: items.map((item) => ({
          name: item.name,
          institution: item.hospitalName,
          plannedDate: item.plannedDate,
          daysOverdue: item.daysOverdue,
          lastVisitDate: item.lastVisitDate || null,
          lastBloodPressure: item.sbp && item.dbp ? `${item.sbp}/${item.dbp} mmHg` : null,
          lastFastingGlucose: item.glucose === null ? null : `${item.glucose} mmol/L`,
        })),
      },
      links: worklistLink(caller, args, scope.root, args.institution !== undefined),
      scope: scope.root,
      personNums: items.map((item) => item.personNum),
    };
  },
  render: renderPatients,
};
