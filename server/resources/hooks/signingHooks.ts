import {
  chargeProblem,
  contractPeriodProblem,
  packageMismatch,
  type PackageTarget,
  periodsOverlap,
  receiptNumberFor,
  renewalProblem,
  renewedIds,
  TERMINATED,
} from '../../../src/domain/contract';
import { badRequest } from '../../http/resourceErrors';
import { type RecordContext } from '../recordOps';
import { num, text } from '../recordValues';
import { applicantOf, contractOf, contractsOfResident, itemsOf } from '../signing/residentSigning';
import { teamChoicesOf } from '../signing/signingTeams';
import { type StoredRecord } from '../store/resourceStore';
import { type RecordData } from '../validation/validateInput';
import { type FamilyHooks } from './hookTypes';

/**
 * 家庭医生签约 on save, with the kernel's contract rules (src/domain/contract): the period (one
 * contract year at most), the team and package that exist, the package's items and fees copied
 * onto the agreement, the 人群分类 placed from the archive, the package's population check (a
 * package that does not fit is saved only when the user confirmed, the reasons kept with it),
 * no two agreements of one resident at once, and a 续约 linked to the agreement it renews.
 */

const codes = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The population a package declares (signServicePackages 适用人群). */
export const packageTarget = (data: RecordData): PackageTarget => ({
  crowds: codes(data.targetCrowds),
  match: data.targetMatch === '2' ? 'all' : 'any',
  minAge: num(data.minAge),
  maxAge: num(data.maxAge),
  sex: text(data.targetSex),
});

/** The message of a refused population check: the reasons, then what to do. */
export const populationRefusal = (reasons: readonly string[]): string =>
  `服务包与居民人群不符：${reasons.join('；')}。如确需签约，请确认后再保存`;

const readPackage = (rc: RecordContext, packageId: string, chosen: boolean): StoredRecord => {
  const found = rc.store.get('signServicePackages', packageId);
  if (!found) throw badRequest('签约服务包不存在，请重新选择', 'packageId');
  if (chosen && found.data.state === '0') {
    throw badRequest('该服务包已停用，请选择其他服务包', 'packageId');
  }
  return found;
};

const checkPeriod = (data: RecordData): void => {
  const problem = contractPeriodProblem(
    text(data.signDate),
    text(data.startDate) ?? '',
    text(data.endDate) ?? '',
  );
  if (problem) throw badRequest(problem.message, problem.field);
};

const checkRenewal = (
  rc: RecordContext,
  data: RecordData,
  others: readonly StoredRecord[],
  selfId: string | undefined,
): void => {
  const previousId = text(data.previousId);
  if (!previousId) return;
  const previous = others.find((record) => record.id === previousId);
  if (!previous) throw badRequest('原签约不存在或不是该居民的签约', 'previousId');
  const renewed = renewedIds(others.filter((record) => record.id !== selfId).map(contractOf)).has(
    previousId,
  );
  const problem = renewalProblem(contractOf(previous), rc.today, renewed);
  if (problem) throw badRequest(problem, 'previousId');
  data.signType = '2';
};

const checkOverlap = (data: RecordData, others: readonly StoredRecord[]): void => {
  const period = { startDate: text(data.startDate) ?? '', endDate: text(data.endDate) ?? '' };
  const clash = others.find(
    (record) => record.data.signStatus !== TERMINATED && periodsOverlap(contractOf(record), period),
  );
  if (clash) {
    throw badRequest(
      `该居民在${text(clash.data.startDate)}至${text(clash.data.endDate)}已有签约，签约期限不能重叠`,
      'startDate',
    );
  }
};

/**
 * The steps of a saved agreement: 解约 names its reason; 收费 takes the 个人自付 part once, paid
 * by a named method, against a numbered receipt (kernel chargeProblem, receiptNumberFor).
 */
const checkStep = (rc: RecordContext, data: RecordData, existing: StoredRecord): void => {
  const terminating = data.signStatus === TERMINATED && existing.data.signStatus !== TERMINATED;
  if (terminating && !text(data.terminationReason)) {
    throw badRequest('请选择解约原因', 'terminationReason');
  }
  if (data.chargeStatus !== '1' || existing.data.chargeStatus === '1') return;
  const problem = chargeProblem({
    selfPayFee: num(existing.data.selfPayFee),
    signStatus: text(existing.data.signStatus),
  });
  if (problem) throw badRequest(problem, 'chargeStatus');
  if (!text(data.payMethod)) throw badRequest('请选择支付方式', 'payMethod');
  data.chargeDate = rc.today;
  data.chargeAmount = num(existing.data.selfPayFee) ?? 0;
  data.receiptNo = receiptNumberFor(rc.today, existing.id);
};

/**
 * 签约团队 is a team of the resident's hospital or of one above it, and 签约医生 one of its
 * 团队医生 (teamChoicesOf, what the form offers). Judged when the agreement is made or its team,
 * doctor or resident changes, so a lifecycle step of an older agreement is not re-judged.
 */
const checkTeam = (
  rc: RecordContext,
  data: RecordData,
  person: StoredRecord,
  existing: StoredRecord | undefined,
): void => {
  const teamId = text(data.teamId);
  if (!teamId) return; // assertComplete names the missing team
  if (!rc.store.get('signTeams', teamId)) {
    throw badRequest('签约团队不存在，请重新选择', 'teamId');
  }
  const unchanged =
    existing &&
    existing.data.teamId === teamId &&
    existing.data.doctorName === data.doctorName &&
    existing.data.personNum === person.id;
  if (unchanged) return;
  const team = teamChoicesOf(rc, person).find((choice) => choice.teamId === teamId);
  if (!team) throw badRequest('签约团队应为居民所属机构的家庭医生团队，请重新选择', 'teamId');
  const doctor = text(data.doctorName);
  if (doctor && !team.doctors.some((entry) => entry.doctorName === doctor)) {
    throw badRequest(`签约医生应为“${team.teamName}”的团队医生，请重新选择`, 'doctorName');
  }
};

const prepare = (rc: RecordContext, data: RecordData, existing?: StoredRecord): void => {
  const personNum = text(data.personNum) ?? text(existing?.data.personNum);
  if (!personNum) return; // assertComplete names the missing resident
  const person = rc.store.get('persons', personNum);
  if (!person) return;
  checkPeriod(data);
  checkTeam(rc, data, person, existing);
  const packageId = text(data.packageId) ?? '';
  const packageChanged = !existing || existing.data.packageId !== packageId;
  const pkg = readPackage(rc, packageId, packageChanged);
  if (packageChanged || itemsOf(data).length === 0) {
    data.items = itemsOf(pkg.data);
    data.signFee = (num(pkg.data.baseFee) ?? 0) + (num(pkg.data.selfPayFee) ?? 0);
    data.selfPayFee = num(pkg.data.selfPayFee) ?? 0;
  }
  const others = contractsOfResident(rc, personNum).filter((record) => record.id !== existing?.id);
  if (!existing || existing.data.previousId !== data.previousId) {
    checkRenewal(rc, data, others, existing?.id);
  }
  checkOverlap(data, others);
  if (existing) checkStep(rc, data, existing);

  // The population is judged when the agreement is made or its resident, package or start
  // changes; a later lifecycle step (收费, 解约) does not re-judge it.
  const rejudged =
    !existing ||
    packageChanged ||
    existing.data.personNum !== personNum ||
    existing.data.startDate !== data.startDate;
  if (!rejudged) return;
  const startDate = text(data.startDate) ?? rc.today;
  const applicant = applicantOf(rc, person, startDate, codes(data.crowdTypes));
  data.crowdTypes = applicant.crowds;
  const reasons = packageMismatch(packageTarget(pkg.data), applicant);
  if (reasons.length === 0) {
    delete data.populationNote;
    data.populationConfirmed = false;
    return;
  }
  if (data.populationConfirmed !== true) {
    throw badRequest(populationRefusal(reasons), 'packageId');
  }
  data.populationConfirmed = true;
  data.populationNote = reasons.join('；');
};

export const signingHooks: FamilyHooks = {
  prepareCreate: (rc, _model, data) => {
    prepare(rc, data);
    return undefined;
  },
  prepareUpdate: (rc, _model, existing, data) => prepare(rc, data, existing),
};
