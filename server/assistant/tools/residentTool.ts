import { maskName, normalizeIdCard } from '../../../src/domain/identity';
import { familyModel } from '../../resources/familyModel';
import { assembleProfile } from '../../resources/handlers/personProfile';
import { resourcePermission } from '../../resources/resourcePermissions';
import { RECORD_SELECT, type StoredRecord } from '../../resources/store/resourceStore';
import { cell } from '../responder/reportParams';
import { healthProfileLink } from './pageLinks';
import { isWithin, listPlaces, OUT_OF_SCOPE, placeOfArgument } from './places';
import {
  type AssistantTool,
  type ToolCaller,
  type ToolFinding,
  ToolInputError,
  ToolRefusal,
} from './toolTypes';

export interface ResidentArgs {
  name?: string;
  idCard?: string;
  institution?: string;
}

interface Dated {
  date: string;
  value: string;
  source: string;
}

export interface ResidentSummary {
  kind: 'summary';
  source: string;
  name: string;
  sex: string;
  age: number | null;
  institution: string | null;
  labels: string[];
  latestBloodPressure: Dated | null;
  latestFastingGlucose: Dated | null;
  due: { service: string; plannedDate: string; state: '逾期' | '待办' }[];
  latestHealthCheck: { date: string | null; evaluation: string | null } | null;
  medications: { drug: string; usage: string; source: string; date: string | null }[];
  signedTeam: string | null;
  services: { title: string; count: number; latestDate: string | null }[];
}

export interface ResidentCandidates {
  kind: 'candidates';
  source: string;
  message: string;
  candidates: { name: string; sex: string; birthYear: string | null; institution: string | null }[];
}

export interface ResidentNotFound {
  kind: 'notFound';
  source: string;
  message: string;
}

export type ResidentData = ResidentSummary | ResidentCandidates | ResidentNotFound;

/** The most same-named residents an answer lists for the user to choose from. */
const MAX_CANDIDATES = 5;

const SEX: Readonly<Record<string, string>> = { '1': '男', '2': '女' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const persons = () => familyModel('persons');

/** The residents with this name or ID number on the whole platform (scope is judged after). */
const residentsNamed = (caller: ToolCaller, args: ResidentArgs): StoredRecord[] =>
  args.idCard
    ? caller.rc.store.query(`${RECORD_SELECT} WHERE r.family = 'persons' AND r.id_card_no = ?`, [
        normalizeIdCard(args.idCard),
      ])
    : caller.rc.store.query(
        `${RECORD_SELECT} WHERE r.family = 'persons' AND r.name = ? ORDER BY r.id LIMIT 50`,
        [args.name ?? ''],
      );

const latest = <T>(points: readonly T[]): T | undefined => points[points.length - 1];

/** The 健康画像's data, as much as a question about the resident needs (no ID, phone or address). */
const summaryOf = (caller: ToolCaller, person: StoredRecord): ToolFinding<ResidentSummary> => {
  const profile = assembleProfile(caller.rc, person);
  const name = maskName(text(person.data.name));
  const pressure = latest(profile.bloodPressure);
  const glucose = latest(profile.glucose);
  return {
    data: {
      kind: 'summary',
      source: '健康画像（与页面同一数据）',
      name,
      sex: SEX[text(person.data.sex)] ?? '未知',
      age: profile.age >= 0 ? profile.age : null,
      institution: person.hospitalName,
      labels: profile.labels,
      latestBloodPressure: pressure
        ? {
            date: pressure.date,
            value: `${pressure.sbp}/${pressure.dbp} mmHg`,
            source: pressure.source,
          }
        : null,
      latestFastingGlucose: glucose
        ? { date: glucose.date, value: `${glucose.glucose} mmol/L`, source: glucose.source }
        : null,
      due: profile.due.map((item) => ({
        service: item.service,
        plannedDate: item.plannedDate,
        state: item.state === 'overdue' ? '逾期' : '待办',
      })),
      latestHealthCheck: profile.latestCheck
        ? { date: profile.latestCheck.date, evaluation: profile.latestCheck.evaluation || null }
        : null,
      medications: profile.medications.flatMap((entry) =>
        entry.items.map((item) => ({
          drug: item.drug,
          usage: `每日${item.timesPerDay}次，每次${item.dose}`,
          source: entry.source,
          date: entry.date,
        })),
      ),
      signedTeam: profile.signing ? profile.signing.teamName || '已签约' : null,
      services: profile.services.slice(0, 12).map((service) => ({
        title: service.title,
        count: service.count,
        latestDate: service.latestDate,
      })),
    },
    links: [healthProfileLink(person.id, name)],
    scope: person.hospitalId ?? '',
    personNums: [person.id],
  };
};

/** Same-named residents in scope: the answer asks which one, by institution and birth year. */
const candidatesOf = (people: readonly StoredRecord[]): ToolFinding<ResidentCandidates> => {
  const shown = people.slice(0, MAX_CANDIDATES);
  return {
    data: {
      kind: 'candidates',
      source: '居民档案',
      message: `您管理的机构中有 ${people.length} 位同名居民，请说明是哪个机构的居民`,
      candidates: shown.map((person) => ({
        name: maskName(text(person.data.name)),
        sex: SEX[text(person.data.sex)] ?? '未知',
        birthYear: text(person.data.birthDate).slice(0, 4) || null,
        institution: person.hospitalName,
      })),
    },
    links: shown.map((person) => healthProfileLink(person.id, maskName(text(person.data.name)))),
    scope: '',
    personNums: shown.map((person) => person.id),
  };
};

const renderSummary = (data: ResidentSummary): string => {
  const facts = [
    `| 基本情况 | ${data.sex}${data.age === null ? '' : `，${data.age}岁`}，${cell(data.institution ?? '—')} |`,
    `| 健康标签 | ${data.labels.length > 0 ? data.labels.join('、') : '无'} |`,
    `| 最近血压 | ${data.latestBloodPressure ? `${data.latestBloodPressure.value}（${data.latestBloodPressure.date}，${data.latestBloodPressure.source}）` : '无记录'} |`,
    `| 最近空腹血糖 | ${data.latestFastingGlucose ? `${data.latestFastingGlucose.value}（${data.latestFastingGlucose.date}，${data.latestFastingGlucose.source}）` : '无记录'} |`,
    `| 最近体检 | ${data.latestHealthCheck ? `${data.latestHealthCheck.date ?? '—'}${data.latestHealthCheck.evaluation ? `，${data.latestHealthCheck.evaluation}` : ''}` : '无记录'} |`,
    `| 家庭医生签约 | ${data.signedTeam ? cell(data.signedTeam) : '未签约'} |`,
  ];
  const due =
    data.due.length === 0
      ? '目前没有待办或逾期的服务。'
      : data.due
          .map(
            (item) =>
              `- ${item.state === '逾期' ? '**逾期**' : '待办'}：${item.service}，计划 ${item.plannedDate}`,
          )
          .join('\n');
  const medications =
    data.medications.length === 0
      ? ''
      : `\n\n### 当前用药（最近一次记录）\n\n${data.medications
          .map(
            (item) =>
              `- ${cell(item.drug)}：${cell(item.usage)}（${item.source}，${item.date ?? '—'}）`,
          )
          .join('\n')}`;
  return `## ${cell(data.name)}的健康画像概况

| 项目 | 内容 |
| --- | --- |
${facts.join('\n')}

### 待办与逾期

${due}${medications}`;
};

const renderResident = (data: ResidentData): string => {
  switch (data.kind) {
    case 'summary':
      return renderSummary(data);
    case 'candidates':
      return `## 有同名居民\n\n${data.message}：\n\n${data.candidates
        .map(
          (person) =>
            `- ${cell(person.name)}，${person.sex}，${person.birthYear ?? '—'}年生，${cell(person.institution ?? '—')}`,
        )
        .join('\n')}`;
    case 'notFound':
      return `## 未找到该居民\n\n${data.message}。请核对姓名，或在“个人健康档案”中按身份证号查找。`;
  }
};

/**
 * A resident's summary from the 健康画像 (problems, latest values, due services), read with the
 * user's scope as the page is: a resident of another institution is refused with 无权查看 and
 * nothing of their record is returned, as the page answers 403 for a record it will not show.
 */
export const residentSummaryTool: AssistantTool<ResidentArgs, ResidentData> = {
  name: 'resident_summary',
  title: '居民健康画像',
  description:
    '查询一位居民的健康画像概况：所患慢病等标签、最近一次血压和空腹血糖、待办和逾期的服务、最近体检和用药。按姓名（可用脱敏姓名，如“王*福”）或脱敏身份证号查询；同名时可加机构名区分。只能查询用户管理机构内的居民。',
  parameters: {
    type: 'object',
    properties: {
      name: { type: 'string', description: '居民姓名，如问题中出现的“王*福”' },
      idCard: { type: 'string', description: '问题中出现的身份证号（脱敏形式即可）' },
      institution: { type: 'string', description: '居民所属机构名称（同名时区分用）' },
    },
  },
  permission: resourcePermission(persons(), 'homepage'),
  parse: (raw) => {
    const name = text(raw.name).trim().slice(0, 20);
    const idCard = text(raw.idCard).trim().slice(0, 18);
    const institution = text(raw.institution).trim().slice(0, 60);
    if (!name && !idCard) throw new ToolInputError('请给出居民姓名');
    return {
      ...(name ? { name } : {}),
      ...(idCard ? { idCard } : {}),
      ...(institution ? { institution } : {}),
    };
  },
  run: (caller, args): ToolFinding<ResidentData> => {
    const found = residentsNamed(caller, args);
    const who = args.name ? `“${maskName(args.name)}”` : '该身份证号';
    if (found.length === 0) {
      return {
        data: { kind: 'notFound', source: '居民档案', message: `未找到${who}的居民档案` },
        links: [],
        scope: '',
      };
    }
    const readable = found.filter((person) =>
      caller.rc.access.canRead(persons(), person.hospitalId),
    );
    if (readable.length === 0) {
      throw new ToolRefusal(`${OUT_OF_SCOPE}：${who}不是您管理的机构的居民`);
    }
    const place = placeOfArgument(listPlaces(caller.ctx.db), args.institution);
    const chosen = place
      ? readable.filter((person) => isWithin(caller.ctx.db, place.hospitalId, person.hospitalId))
      : readable;
    if (chosen.length === 1) return summaryOf(caller, chosen[0]!);
    return candidatesOf(chosen.length > 1 ? chosen : readable);
  },
  render: renderResident,
};
