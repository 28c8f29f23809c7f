import { type FastifyInstance } from 'fastify';

import { type SessionReply } from '../../../server/auth/sessionReply';
import { type FamilyModel, familyModel } from '../../../server/resources/familyModel';
import { addDays } from '../../../src/domain/calendar';
import { contractEndFor } from '../../../src/domain/contract';
import { idCardCheckDigit } from '../../../src/domain/identity';
import { type FieldSpec } from '../../../src/services/contract/catalogue';
import { type Envelope, type PagedResponse } from '../../../src/services/contract/envelope';
import { authorized } from './helpers';

export type Row = Record<string, unknown>;

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** JSON calls of one signed-in user. */
export const clientFor = (app: FastifyInstance, session?: SessionReply) => {
  const headers = session ? authorized(session) : {};
  const call = async <T>(method: string, url: string, payload?: unknown): Promise<Reply<T>> => {
    const reply = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: reply.statusCode, body: reply.json<Envelope<T>>(), headers: reply.headers };
  };
  return {
    get: <T = Row>(url: string) => call<T>('GET', url),
    list: (url: string) => call<PagedResponse<Row>>('GET', url),
    post: <T = Row>(url: string, payload?: unknown) => call<T>('POST', url, payload),
    put: <T = Row>(url: string, payload?: unknown) => call<T>('PUT', url, payload),
    raw: (url: string) => app.inject({ url, headers }),
  };
};
export type Client = ReturnType<typeof clientFor>;

let serial = 0;

/** A valid ID number no seeded resident has (region 110105, outside the demo's). */
export const freshIdCard = (sex: '1' | '2' = '1', birthDate?: string): string => {
  serial += 1;
  const birth = birthDate ?? addDays('1980-01-01', serial);
  const sequence = `${String(serial % 100).padStart(2, '0')}${sex === '1' ? 1 : 2}`;
  const first17 = `110105${birth.replaceAll('-', '')}${sequence}`;
  return `${first17}${idCardCheckDigit(first17)}`;
};

/** A minimal valid new resident. */
export const personBody = (overrides: Row = {}): Row => ({
  name: '测试居民',
  IDCardNo: freshIdCard(),
  residenceType: '1',
  nation: '01',
  address: '桐城市孔城镇桐梓村一组1号',
  phone: '13905561234',
  ...overrides,
});

/** Files a new resident born on `birthDate` (personBody with the overrides); returns the personNum. */
export const createResident = async (
  api: Client,
  birthDate?: string,
  { sex = '1', ...overrides }: Row & { sex?: '1' | '2' } = {},
): Promise<string> => {
  const body = personBody({ ...overrides, IDCardNo: freshIdCard(sex, birthDate) });
  return String((await api.post('/api/persons', body)).body.Response?.personNum);
};

export const sampleValue = (field: FieldSpec, today: string): unknown => {
  switch (field.name) {
    case 'sbp':
    case 'leftSbp':
    case 'rightSbp':
    case 'sbpAtDiagnosis':
      return 130;
    case 'dbp':
    case 'leftDbp':
    case 'rightDbp':
    case 'dbpAtDiagnosis':
      return 80;
    // A plausible reading: the follow-up rules refuse 0 mmol/L (src/domain/followUp).
    case 'fastingBloodGlucose':
      return 6.1;
    case 'regionCode':
      return '340881';
    // 注销 of another kind (其他注销, status 4) with its reason (kernel archives/closing).
    case 'closeKind':
      return '4';
    case 'closeCause':
      return '重复建档';
    default:
  }
  switch (field.kind) {
    case 'number':
    case 'integer':
    case 'decimal2':
    case 'decimal4':
      return field.min ?? 0;
    case 'date':
      return today;
    case 'datetime':
      return `${today} 08:00:00`;
    case 'select':
      return field.options?.[0]?.value;
    case 'multiselect':
      return [field.options?.[0]?.value];
    case 'phone':
      return '13800138000';
    case 'boolean':
      return true;
    case 'idCard':
      return freshIdCard();
    case 'lookup':
      return field.lookup?.family === 'hospitals' ? undefined : '1';
    // A person's name is made of name characters (the kernel refuses '村(居)委会联系人').
    case 'name':
      return '张测试';
    case 'serviceItems':
      return [{ name: `测试${field.label}`, rule: field.options?.[0]?.value, times: 1 }];
    default:
      return `测试${field.label}`.slice(0, field.maxLength ?? 50);
  }
};

/**
 * Optional fields a family's save rule asks for when another field has a value (a coin earned
 * names its task: server/resources/hooks/healthCoinHooks.ts), with the value the seed gives.
 */
const ruleRequired = (familyId: string, today: string): Row =>
  ({
    ds_healthcoinrecords: { taskId: '1' },
    // 第1次产前检查 needs 末次月经 or 不详 (预产期 follows from it).
    prenatalFirstChecks: { lastMenstrualPeriodUnknown: true },
    // The test resident is an adult: the check's own next date, not one proposed from a birth date.
    childHealthChecks: { nextVisitDate: addDays(today, 30) },
    toddlerHealthChecks: { nextVisitDate: addDays(today, 30) },
    preschoolHealthChecks: { nextVisitDate: addDays(today, 30) },
    // 第2～5次产前随访 measures the woman unless the visit only urged her to attend (note 12).
    prenatalFollowUps: {
      weight: 60,
      fundalHeight: 24,
      abdominalCircumference: 90,
      sbp: 112,
      dbp: 72,
    },
    // A mental visit of the first codes (不稳定) calls for referral: saved unreferred with
    // 未转诊原因 (service-rules §3).
    mentalvisit: { noReferralReason: '家属拒绝转诊，已告知风险，两周后随访' },
    // An application to close an archive says why (kernel archives/closing).
    personapplyterminations: { closeCause: '重复建档' },
    // A TB visit plans the next one after itself.
    pulmonaryfirstvisit: { nextVisitDate: addDays(today, 10) },
    // 健康体检表's completeness rule (national-forms §3.12): blood pressure measured and the
    // seven rows of 现存主要健康问题 answered (未发现), with an evaluation and guidance; 症状
    // 其他 ticked, so its 其他症状 line (the field the test edits) is kept.
    healthCheckTables: {
      symptoms: ['25'],
      symptomOther: '乏力',
      leftSbp: 128,
      leftDbp: 78,
      cerebrovascularDisease: ['1'],
      kidneyDisease: ['1'],
      heartDisease: ['1'],
      vascularDisease: ['1'],
      eyeDisease: ['1'],
      nervousDisease: '1',
      otherSystemDisease: '1',
      healthEvaluation: '1',
      healthGuidance: ['1'],
    },
  })[familyId] ?? {};

/**
 * The smallest body a family accepts: its required input fields with plausible values (the
 * resident's header comes from `personNum`), or a couple of free fields for a family without
 * declared fields.
 */
export const minimalBody = (
  model: FamilyModel,
  today: string,
  extra: { personNum?: string; unique: string },
): Row => {
  if (!model.declared) return { name: `测试记录${extra.unique}`, remark: '集成测试' };
  if (model.id === 'persons') return personBody();
  const body: Row = {};
  for (const field of model.inputFields.values()) {
    if (!field.required) continue;
    if (
      model.personLinked &&
      ['name', 'childName', 'sex', 'IDCardNo', 'birthDate', 'address'].includes(field.name)
    ) {
      continue;
    }
    const value =
      field.name === 'personNum'
        ? extra.personNum
        : ['userAcc', 'hospId', 'codeSN', 'codeType'].includes(field.name)
          ? `t${extra.unique}`
          : sampleValue(field, today);
    if (value !== undefined) body[field.name] = value;
  }
  return { ...body, ...ruleRequired(model.id, today) };
};

/** Today in China time, as the server reads it. */
export const chinaToday = (): string =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Opens a management card of a chronic disease for a resident: a follow-up is only accepted for
 * a patient with that disease's active card.
 */
export const openCard = async (
  api: Client,
  cardFamilyId: string,
  personNum: string,
): Promise<void> => {
  const existing = await api.list(`/api/${cardFamilyId}?personNum=${personNum}`);
  if (existing.body.Response?.items.some((card) => card.personNum === personNum)) return;
  const body = minimalBody(familyModel(cardFamilyId), chinaToday(), {
    personNum,
    unique: personNum,
  });
  const reply = await api.post(`/api/${cardFamilyId}`, body);
  if (reply.status !== 201) throw new Error(`card not opened: ${reply.body.Message}`);
};

/**
 * The first team the resident may sign with and its first doctor (signRegistes/teamChoices: the
 * teams of the resident's hospital and above, with their 团队医生), as the form offers them.
 */
export const teamChoiceFor = async (
  api: Client,
  personNum: string,
): Promise<{ teamId: string; teamName: string; doctorName: string }> => {
  const reply = await api.get<{
    teams: { teamId: string; teamName: string; doctors: { doctorName: string }[] }[];
  }>(`/api/signRegistes/teamChoices?personNum=${personNum}`);
  const team = reply.body.Response?.teams[0];
  expect(team?.doctors[0]?.doctorName).toBeTruthy();
  return {
    teamId: team!.teamId,
    teamName: team!.teamName,
    doctorName: team!.doctors[0]!.doctorName,
  };
};

/**
 * Signs a resident to a seeded package from today for a contract year, with the first team
 * listed (the package's items and fee are copied by the server); expects it saved.
 */
export const signToPackage = async (
  api: Client,
  personNum: string,
  packageName: string,
  today: string,
): Promise<Row> => {
  const packages = await api.list('/api/signServicePackages?PageSize=50');
  const chosen = packages.body.Response?.items.find((row) => row.packageName === packageName);
  const team = await teamChoiceFor(api, personNum);
  const signed = await api.post<Row>('/api/signRegistes', {
    personNum,
    signDate: today,
    startDate: today,
    endDate: contractEndFor(today),
    teamId: team.teamId,
    doctorName: team.doctorName,
    packageId: String(chosen?.ID),
  });
  expect([signed.status, signed.body.Message]).toEqual([201, '保存成功']);
  return signed.body.Response as Row;
};
