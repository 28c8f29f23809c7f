import { isDateText } from '../../../src/domain/calendar';
import {
  CONTRACT_STATE_LABELS,
  contractEndFor,
  contractStateOf,
  crowdLabel,
  FULFILMENT_RULES,
  isFulfilmentRule,
  packageMismatch,
  progressTotals,
  renewalProblem,
  renewalStartDate,
  renewedIds,
} from '../../../src/domain/contract';
import { recordAuditEvent } from '../../audit/auditLog';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/resourceErrors';
import { familyModel } from '../familyModel';
import { packageTarget } from '../hooks/signingHooks';
import { readPerson, readRecord, toOutput } from '../recordOps';
import { text } from '../recordValues';
import { createRecord } from '../resourceService';
import {
  agreementProgress,
  applicantOf,
  contractOf,
  contractsOfResident,
} from '../signing/residentSigning';
import { teamChoicesOf } from '../signing/signingTeams';
import { idOf, queryValue, type ResourceHandler } from './handlerTypes';

const signings = () => familyModel('signRegistes');

/**
 * GET signRegistes/populationCheck?personNum&packageId&startDate: whether the package fits the
 * resident on the start day (kernel packageMismatch), with the resident's 人群分类, so the form
 * asks for confirmation before it saves; the save checks the same again.
 */
const populationCheckHandler: ResourceHandler = ({ rc, query }) => {
  const personNum = queryValue(query, 'personNum');
  const packageId = queryValue(query, 'packageId');
  if (!personNum) throw badRequest('请选择签约居民', 'personNum');
  if (!packageId) throw badRequest('请选择签约服务包', 'packageId');
  const day = queryValue(query, 'startDate') ?? rc.today;
  if (!isDateText(day)) throw badRequest('生效日期格式应为YYYY-MM-DD', 'startDate');
  const person = readPerson(rc, personNum);
  const pkg = rc.store.get('signServicePackages', packageId);
  if (!pkg) throw badRequest('签约服务包不存在，请重新选择', 'packageId');
  const applicant = applicantOf(rc, person, day);
  return ok({
    fits: packageMismatch(packageTarget(pkg.data), applicant).length === 0,
    reasons: packageMismatch(packageTarget(pkg.data), applicant),
    crowds: applicant.crowds,
    crowdLabels: applicant.crowds.map(crowdLabel),
    age: applicant.age ?? null,
  });
};

/**
 * GET signRegistes/fulfilment/{id}: each item of the agreement, done / required in its contract
 * year, with the saved records that delivered it (agreementProgress: every hospital's records, as
 * the 健康画像 counts them); a record outside the user's hospitals is listed but not openable.
 * Audited as a view of the resident's records.
 */
const fulfilmentHandler: ResourceHandler = (call) => {
  const { rc } = call;
  const record = readRecord(rc, signings(), idOf(call));
  const personNum = text(record.data.personNum) ?? '';
  const contract = contractOf(record);
  const { window, progress, hospitalOf } = agreementProgress(rc, record);
  const state = contractStateOf(contract, rc.today);
  const renewed = renewedIds(contractsOfResident(rc, personNum).map(contractOf)).has(record.id);
  recordAuditEvent(rc.store.db, call.request, rc.access.user, {
    action: 'view',
    resource: 'signRegistes',
    recordIds: [record.id],
    personNum,
    detail: '履约情况',
  });
  return ok({
    id: record.id,
    window,
    state,
    stateLabel: CONTRACT_STATE_LABELS[state],
    renewable: renewalProblem(contract, rc.today, renewed) === undefined,
    renewalProblem: renewalProblem(contract, rc.today, renewed) ?? null,
    totals: progressTotals(progress),
    items: progress.map((item) => ({
      ...item,
      condition: isFulfilmentRule(item.rule) ? FULFILMENT_RULES[item.rule].conditionText : '',
      records: item.records.map((delivered) => ({
        ...delivered,
        title: familyModel(delivered.family).title,
        openable: rc.access.managed.has(
          hospitalOf.get(`${delivered.family}:${delivered.id}`) ?? '',
        ),
      })),
    })),
  });
};

/**
 * POST signRegistes/renew/{id}: 续约, a new agreement linked to this one (previousId) from the
 * day after it ends (or today), for one contract year, with its team, doctor, package and items;
 * the save's checks (population, overlap, renewal window) apply as to any signing.
 */
const renewHandler: ResourceHandler = (call) => {
  const { rc, reply } = call;
  const previous = readRecord(rc, signings(), idOf(call));
  const startDate = renewalStartDate(text(previous.data.endDate) ?? rc.today, rc.today);
  const keep = (name: string) =>
    previous.data[name] === undefined ? {} : { [name]: previous.data[name] };
  const created = createRecord(rc, signings(), {
    personNum: previous.data.personNum,
    ...keep('teamId'),
    ...keep('doctorName'),
    ...keep('packageId'),
    ...keep('phone'),
    ...keep('address'),
    ...keep('crowdTypes'),
    ...keep('populationConfirmed'),
    [signings().hospitalField ?? 'hospitalId']: previous.hospitalId,
    previousId: previous.id,
    signType: '2',
    signDate: rc.today,
    startDate,
    endDate: contractEndFor(startDate),
  });
  reply.status(201);
  return ok(toOutput(signings(), created, rc.today), '续约成功', 201);
};

/**
 * GET signRegistes/teamChoices?personNum: the teams the resident may sign with (their hospital's
 * and those above it) and each team's doctors, for the form's 签约团队 and 签约医生.
 */
const teamChoicesHandler: ResourceHandler = ({ rc, query }) => {
  const personNum = queryValue(query, 'personNum');
  if (!personNum) throw badRequest('请选择签约居民', 'personNum');
  return ok({ teams: teamChoicesOf(rc, readPerson(rc, personNum)) });
};

export const SIGNING_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  populationCheck: populationCheckHandler,
  teamChoices: teamChoicesHandler,
  fulfilment: fulfilmentHandler,
  renew: renewHandler,
};
